import type { CoursePoint, SlideModel } from '@complyra/core';

// OCR reads the digit 1 after a capital as the letter l or I: the outlined OWASP deck's "A1: Injection" comes
// back "Al: Injection" while "A2", "A3", … read right. Where the deck numbers items by one letter and a
// digit, "Al" standing as a code (before ":" or a dash, or alone at the end) is that letter's item 1.

const misreadOne = /\b([A-Z])[lI|](?=\s*(?:[:–—]|\s-\s|$))/g;

/** The letters the deck numbers items by ("A" when it writes A2 and A3), from the OCR'd slides. */
function codeLetters(slides: SlideModel[]): Set<string> {
  const seen = new Map<string, Set<string>>();
  for (const slide of slides.filter((s) => s.source === 'ocr')) {
    const text = [slide.title, ...slide.points.map((p) => p.text)].join('\n');
    for (const [, letter, digits] of text.matchAll(/\b([A-Z])(\d{1,2})\b/g)) {
      seen.set(letter!, (seen.get(letter!) ?? new Set()).add(digits!));
    }
  }
  return new Set([...seen].filter(([, numbers]) => numbers.size >= 2).map(([letter]) => letter));
}

/** The OCR'd slides with "Al" read back as "A1" where the deck numbers items by A. */
export function withCodesMended(slides: SlideModel[]): SlideModel[] {
  const letters = codeLetters(slides);
  if (letters.size === 0) return slides;
  const mend = (text: string) => text.replace(misreadOne, (code, letter: string) => (letters.has(letter) ? `${letter}1` : code));
  const mendPoint = (point: CoursePoint): CoursePoint => ({
    ...point,
    text: mend(point.text),
    ...(point.term === undefined ? {} : { term: mend(point.term) }),
  });
  return slides.map((slide) =>
    slide.source === 'ocr' ? { ...slide, title: mend(slide.title), points: slide.points.map(mendPoint) } : slide,
  );
}
