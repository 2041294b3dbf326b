// WebVTT text from the explanations API -> timed cues, so the player can show the current line itself
// (the subtitle comes as text, not as a file a <track> could load).

export type Cue = { start: number; end: number; text: string };

function parseTimestamp(value: string): number | null {
  const match = value.trim().match(/^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000;
}

/** The character references a WebVTT writer uses; others stay as they are written. */
const namedReferences: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: '\'', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/**
 * The words of a cue as a person reads them: WebVTT escapes `<` and `&` (`&lt;`, `&amp;`) and marks up
 * cues with tags (`<b>`, `<v Speaker>`, timestamps). React shows text as it is, so the player decodes it:
 * tags go first (an escaped `&lt;b&gt;` is words, not a tag), then the references.
 */
export function cueText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name[0] !== '#') return namedReferences[name.toLowerCase()] ?? reference;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    });
}

export function parseVtt(text: string | null | undefined): Cue[] {
  if (!text) return [];
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt === -1) continue;
    const [from = '', rest = ''] = (lines[timingAt] ?? '').split('-->');
    const start = parseTimestamp(from);
    const end = parseTimestamp(rest.trim().split(/\s+/)[0] ?? '');
    const body = cueText(lines.slice(timingAt + 1).join('\n')).trim();
    if (start === null || end === null || !body) continue;
    cues.push({ start, end, text: body });
  }
  return cues;
}

export function cueAt(cues: Cue[], seconds: number): Cue | null {
  return cues.find((cue) => seconds >= cue.start && seconds < cue.end) ?? null;
}
