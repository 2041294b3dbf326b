// Notes copied out of a PDF's notes page keep the page's line breaks: "… but the foundation is really catalog
// and profile based. We" / "can’t move on without having those in place." Said line by line, each line is a
// sentence of its own ("We. Can’t move on …"). A line that stops without closing its sentence, followed by
// one that opens in lower case, is one sentence wrapped at the page's edge.

/** A line closes its sentence, its lead-in or its list item with one of these marks (or a closing quote after them). */
const closesSentence = /[.!?:;…)\]"”’]\s*$/u;
/** A wrapped line of a paragraph is a long one; a short line ("including" over "the SHA") opens a list. */
const shortestWrappedLine = 8;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The lines with each line that a page break cut mid-sentence joined to the line that finishes it. */
export function joinWrappedLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    const wrapped =
      before !== undefined &&
      !closesSentence.test(before) &&
      wordCount(before) >= shortestWrappedLine &&
      /^\p{Ll}/u.test(line.trim());
    if (wrapped) out[out.length - 1] = `${before.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}
