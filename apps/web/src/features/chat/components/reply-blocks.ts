// A reply's text as blocks (spec 001 §2): paragraphs split on blank lines, bullet lists (•, -, *),
// numbered lists, and **bold**. Pure data, rendered as React elements: never as HTML.

export type InlinePart = { text: string; bold: boolean };
export type ReplyBlock =
  | { kind: 'paragraph'; lines: InlinePart[][] }
  | { kind: 'bullets'; items: InlinePart[][] }
  | { kind: 'numbered'; items: InlinePart[][]; start: number };

const bullet = /^\s*[•\-*]\s+(.*)$/;
const numbered = /^\s*(\d+)[.)]\s+(.*)$/;

/** "a **b** c" → a, b (bold), c. An unmatched ** stays as text. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), bold: false });
    parts.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), bold: false });
  return parts;
}

export function replyBlocks(reply: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  for (const chunk of reply.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let current: ReplyBlock | null = null;
    for (const line of lines) {
      const b = bullet.exec(line);
      const n = b ? null : numbered.exec(line);
      if (b) {
        if (current?.kind !== 'bullets') blocks.push((current = { kind: 'bullets', items: [] }));
        current.items.push(inlineParts(b[1] ?? ''));
      } else if (n) {
        if (current?.kind !== 'numbered') blocks.push((current = { kind: 'numbered', items: [], start: Number(n[1]) }));
        current.items.push(inlineParts(n[2] ?? ''));
      } else {
        if (current?.kind !== 'paragraph') blocks.push((current = { kind: 'paragraph', lines: [] }));
        current.lines.push(inlineParts(line.trim()));
      }
    }
  }
  return blocks;
}
