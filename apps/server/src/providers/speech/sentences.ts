import type { Cue } from '../../ports/speech-engine.ts';

const abbreviations = /\b(e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|No|approx)\.$/i;

/** Splits text into sentences at . ! ? followed by space, keeping common abbreviations together. */
export function splitSentences(text: string): string[] {
  const parts = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?…]["')\]]?)\s+/);
  const sentences: string[] = [];
  for (const part of parts) {
    const last = sentences.at(-1);
    if (last && abbreviations.test(last)) sentences[sentences.length - 1] = `${last} ${part}`;
    else if (part) sentences.push(part);
  }
  return sentences;
}

/** Reading weight of a text: letters count, pauses at punctuation count a little more. */
const weight = (text: string) => text.replace(/\s+/g, '').length + (text.match(/[,;:]/g)?.length ?? 0) * 3 + 2;

/** Subtitle lines are about this long; a cue holds at most two. */
export const subtitleLineChars = 42;

/** A cue's text on at most two lines, broken at the space nearest the middle. */
export function twoLines(text: string, lineChars = subtitleLineChars): string {
  if (text.length <= lineChars) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) if (best < 0 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  return best < 0 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

/**
 * Cues for one sentence: at most two lines of about 42 characters each. A long sentence is cut into
 * pieces of balanced length, so no cue is left holding only its tail ("as well.") for a split second.
 */
export function subtitleChunks(sentence: string, lineChars = subtitleLineChars): string[] {
  const maxChars = lineChars * 2;
  if (sentence.length <= maxChars) return [twoLines(sentence, lineChars)];
  const count = Math.ceil(sentence.length / maxChars);
  const target = sentence.length / count;
  const chunks: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && (candidate.length > maxChars || (current.length >= target && chunks.length < count - 1))) {
      chunks.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) chunks.push(current);
  return chunks.map((chunk) => twoLines(chunk, lineChars));
}

/** Spreads [start, end) over the texts by weighted character count. */
export function spreadCues(texts: string[], start: number, end: number): Cue[] {
  const total = texts.reduce((sum, t) => sum + weight(t), 0) || 1;
  const cues: Cue[] = [];
  let at = start;
  for (const text of texts) {
    const next = at + ((end - start) * weight(text)) / total;
    cues.push({ start: at, end: next, text });
    at = next;
  }
  if (cues.length) cues[cues.length - 1]!.end = end;
  return cues;
}
