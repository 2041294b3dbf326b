import type { CoursePoint } from '@complyra/core';
import { cutAfterCopula } from './broken-lines.ts';
import { endsOnJoiningWord } from './joining-words.ts';

const words = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

/**
 * A slide read by OCR beside its presenter's notes (a notes-pages PDF: a picture of the slide over the notes'
 * text). The notes are clean text and lead; the picture's lines the notes do not say follow them, but not its
 * scraps: OCR cuts lines at box edges and misreads small print, and said after the notes these were not speech: "This slide shows you NIST. 150. Standard profile maintainers
 * profiles in OSCAL format used by many organizations consuming." (NIST OSCAL notes pages, slide 9). What is
 * left out is still on the slide, whose OCR reading already marks it for review.
 */
export function ocrPointsBesideNotes(points: CoursePoint[]): CoursePoint[] {
  return points.filter((point) => {
    const text = point.text.trim();
    // "NIST. 150,": a word or two of small print.
    if (words(text).length < 2) return false;
    // "Catalog maintainers: publishing catalogs into": cut at the box's edge (a line ending on a comma goes on
    // in the next, which the narrator joins to it).
    return !(endsOnJoiningWord(text) || cutAfterCopula(text));
  });
}
