import type { CoursePoint, SlideModel } from '@complyra/core';

// OCR of a busy slide leaves single words cut from a sentence or a picture among the slide's points ("ate",
// "Account;", "See:" whose address was not read). Said as a sentence each is noise. Only what cannot be a
// heading or a list's item goes: a word OCR cut (lower case, or closed by ";") or "See" pointing nowhere. A
// capitalised word stays: it may head the points under it ("Don'ts", whose loss would turn advice around).

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
/** A word OCR cut; a site ("owasp.org") or a command is a name, not a cut word. */
const cutWord = (text: string) =>
  /^see\s*:?$/i.test(text) || (/^[\p{L}’'-]+[;?]?$/u.test(text) && (/^\p{Ll}/u.test(text) || /;$/.test(text)));

const isFragment = (point: CoursePoint) =>
  wordCount(point.text) === 1 && !point.label && !point.cells && point.kind !== 'figure' && !point.code && cutWord(point.text.trim());

/** The OCR'd slides without the single words OCR cut from a sentence or a picture. */
export const withoutLoneOcrWords = (slides: SlideModel[]): SlideModel[] =>
  slides.map((slide) => {
    if (slide.source !== 'ocr') return slide;
    const points = slide.points.filter((point) => !isFragment(point));
    return points.length === slide.points.length || points.length === 0 ? slide : { ...slide, points };
  });
