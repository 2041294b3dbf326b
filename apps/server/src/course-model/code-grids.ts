import type { SlideModel } from '@complyra/core';
import { heardAs } from './build-up-slides.ts';
import { diagramSummarized } from './diagram-slides.ts';
import { isNounPhrase } from './english-grammar.ts';

// A grid of numbered boxes ("A1: Injection", "A2: Broken Authentication and Session Management", … in four
// columns), read by OCR, comes back with boxes glued across ("A3: Cross- Insecure" / "Site Scripting Direct
// Object") and words cut ("A5: Security ion"). A teacher names the boxes; the narrator names those the rest
// of the deck confirms (a line elsewhere ends with the same name, a name that is a thing, not a fragment
// like "Using Known Vulnerable") and says the slide sets them out in boxes. The rest is left out.

const codeLine = /^([A-Z]\d{1,2})\s*[:–—-]\s*(\S.*)$/u;

/** Whether an OCR slide is a grid of numbered boxes: four or more lines opening with distinct codes. */
function isCodeGrid(slide: SlideModel): boolean {
  if (slide.source !== 'ocr') return false;
  const codes = slide.points.map((p) => codeLine.exec(p.text.trim())?.[1]).filter(Boolean);
  return new Set(codes).size >= 4;
}

/** The deck's other lines and titles as a listener hears them. */
const otherLines = (slides: SlideModel[], slide: SlideModel) =>
  slides.filter((s) => s !== slide).flatMap((s) => [s.title, ...s.points.map((p) => p.text)].map(heardAs));

/** The slides with each OCR grid of numbered boxes reduced to the boxes the deck confirms, said as a drawing's labels. */
export const withCodeGridsConfirmed = (slides: SlideModel[]): SlideModel[] =>
  slides.map((slide) => {
    if (!isCodeGrid(slide)) return slide;
    const lines = otherLines(slides, slide);
    const points = slide.points.filter((point) => {
      const text = point.text.trim();
      const name = heardAs(codeLine.exec(text)?.[2] ?? text);
      if (name.split(' ').length < 2 && !codeLine.test(text)) return false;
      const whole = lines.includes(name);
      return whole || (isNounPhrase(codeLine.exec(text)?.[2] ?? text) && lines.some((l) => l.endsWith(` ${name}`)));
    });
    // A title OCR cut in two ("Edition)" for "OWASP Top Ten (2013 Edition)") names nothing.
    const cut = (slide.title.match(/\(/g) ?? []).length !== (slide.title.match(/\)/g) ?? []).length;
    const review = [...(slide.review ?? []).filter((r) => r.code !== diagramSummarized.code), diagramSummarized];
    return { ...slide, title: cut ? '' : slide.title, points: points.map((p) => ({ ...p, label: true })), review };
  });

/** A grid marked by withCodeGridsConfirmed: read by OCR, every point a label, the most of them numbered codes. */
export const isCodeGridSlide = (slide: SlideModel): boolean =>
  slide.source === 'ocr' &&
  slide.points.length > 0 &&
  slide.points.every((p) => p.label === true) &&
  slide.points.filter((p) => codeLine.test(p.text.trim())).length * 2 >= slide.points.length;
