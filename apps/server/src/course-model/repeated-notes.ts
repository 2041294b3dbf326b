import { heardAs } from './build-up-slides.ts';

// A slide's narration says its own notes, never another slide's: a build-up slide copied with the notes of
// the slide before, read out whole, makes the listener hear the same paragraph twice. The check names the
// slides whose narration says a note sentence of another slide that their own notes do not hold.

/** Note sentences long enough to be one speaker's words, not a stock phrase ("Thank you."). */
const noteSentences = (notes: string) =>
  notes
    .split(/\n|(?<=[.!?])\s+/)
    .map(heardAs)
    .filter((s) => s.split(' ').length >= 6);

export interface NarratedSlide {
  number: number;
  narration: string;
  /** The slide's own notes as the course model keeps them (note lines an earlier slide said are left out). */
  notes: string;
  /** The slide's own words (title and points): a sentence the slide itself shows is its own to say. */
  shows: string;
}

/** Per flagged slide: its number and the other slide whose notes it repeats. */
export function repeatedNotes(slides: NarratedSlide[]): { number: number; from: number }[] {
  const found: { number: number; from: number }[] = [];
  for (const slide of slides) {
    const said = ` ${heardAs(slide.narration)} `;
    const shows = ` ${heardAs(slide.shows)} `;
    const own = new Set(noteSentences(slide.notes).filter(Boolean));
    const isOwn = (s: string) => own.has(s) || shows.includes(` ${s} `);
    const from = slides.find(
      (other) => other.number !== slide.number && noteSentences(other.notes).some((s) => !isOwn(s) && said.includes(` ${s} `)),
    );
    if (from) found.push({ number: slide.number, from: from.number });
  }
  return found;
}
