import type { CoursePoint, SlideModel } from '@complyra/core';
import { heardAs } from './build-up-slides.ts';

// OCR reads a label wrapped over two lines ("Distributed Version Control" / "System.", "Version Control" /
// "System") as two points, and the narrator says the last word alone ("This slide shows you system."). A
// one-word line in the same block finishes the line before it when it closes the sentence ("System.") or
// when the deck writes the two together elsewhere ("Version Control System" on another slide); two
// separate labels of a word cloud ("Staging area", "Working") are not joined.

const plainKinds = new Set<CoursePoint['kind']>(['statement', 'question', 'instruction']);
const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** Everything the deck says outside the slide, as a listener hears it, to look a phrase up in. */
export const elsewhereText = (slides: SlideModel[], slide: SlideModel) =>
  ` ${slides
    .filter((s) => s.number !== slide.number)
    .map((s) => heardAs([s.title, s.notes, ...s.points.map((p) => p.text)].join(' ')))
    .join(' ')} `;

function finishes(first: CoursePoint, next: CoursePoint | undefined, elsewhere: string): next is CoursePoint {
  if (!next || next.block !== first.block || !plainKinds.has(first.kind) || !plainKinds.has(next.kind)) return false;
  const head = first.text.trim();
  const tail = next.text.trim();
  if (wordCount(tail) !== 1 || wordCount(head) > 4 || /[.!?:;,]$/.test(head) || !/^\p{L}+[.]?$/u.test(tail)) return false;
  return tail.endsWith('.') || elsewhere.includes(` ${heardAs(`${head} ${tail}`)} `);
}

/** The slides read by OCR with each wrapped label's last word joined to its line. */
export const withWrappedLabelsJoined = (slides: SlideModel[]): SlideModel[] =>
  slides.map((slide) => {
    if (slide.source !== 'ocr') return slide;
    const elsewhere = elsewhereText(slides, slide);
    const points: CoursePoint[] = [];
    for (let i = 0; i < slide.points.length; i++) {
      const point = slide.points[i]!;
      const next = slide.points[i + 1];
      if (finishes(point, next, elsewhere)) {
        // "new-text-" + "File.": a word broken at its hyphen is one word again.
        const head = point.text.trim();
        const text = head.endsWith('-') ? `${head}${next.text.trim().toLowerCase()}` : `${head} ${next.text.trim()}`;
        points.push({ ...point, text });
        i++;
      } else points.push(point);
    }
    return { ...slide, points };
  });
