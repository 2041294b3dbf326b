import type { Cue } from './speech-provider.ts';

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

/**
 * Short enough lines for subtitles: a long sentence is cut at commas or word boundaries into pieces of
 * at most `maxChars`.
 */
export function subtitleChunks(sentence: string, maxChars = 90): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const chunks: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length > maxChars && current) {
      chunks.push(current);
      current = word;
    } else {
      current = candidate;
      // A comma past the middle is a natural place to break.
      if (/[,;:]$/.test(word) && current.length > maxChars / 2) {
        chunks.push(current);
        current = '';
      }
    }
  }
  if (current) chunks.push(current);
  return chunks;
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
