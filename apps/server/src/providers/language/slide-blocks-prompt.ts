import type { CoursePoint, SlideModel } from '@complyra/core';
import { exampleStart } from '../../course-model/build-slide-model.ts';

// What a language model is told a slide shows: the course model's points grouped into the slide's blocks
// (boxes, tables, figures, code) in reading order, one block per paragraph, instead of the reader's raw
// lines, in which two columns read across become false sentences.

/** An example point that does not open with "e.g." as the slide wrote it is the model's description of a code block. */
const isCodeDescription = (p: CoursePoint) => p.kind === 'example' && !exampleStart.test(p.text);

/** One point as a line of its block: indented by level, a figure with what it measures, a table row by its cells. */
function pointLine(point: CoursePoint): string {
  const indent = '  '.repeat(point.level);
  if (point.cells) return `${indent}${point.cells.join(' | ')}`;
  return `${indent}- ${point.text}`;
}

/** The label of a run of points: what kind of block it is, numbered when the slide has several boxes. */
function label(run: CoursePoint[], box: number, boxes: number): string {
  if (run.every((p) => p.cells)) return 'Table (one row per line, cells separated by |):';
  if (run.every((p) => p.kind === 'figure')) return '';
  if (run.every(isCodeDescription)) return '';
  return boxes > 1 ? `Box ${box}:` : 'Points:';
}

/** Splits the slide's points into runs: one per block, and within a block one per table, figure or code. */
function runs(points: CoursePoint[]): CoursePoint[][] {
  const out: CoursePoint[][] = [];
  const kindOf = (p: CoursePoint) => (p.cells ? 'table' : p.kind === 'figure' ? 'figure' : isCodeDescription(p) ? 'code' : 'text');
  for (const point of points) {
    const last = out.at(-1);
    const same = last && last[0]!.block === point.block && kindOf(last[0]!) === kindOf(point) && kindOf(point) !== 'figure' && kindOf(point) !== 'code';
    if (same) last.push(point);
    else out.push([point]);
  }
  return out;
}

/** The slide's content as the model should read it: one labelled paragraph per block, in reading order. */
export function describeSlideBlocks(slide: SlideModel): string {
  const paragraphs: string[] = [];
  const all = runs(slide.points);
  const boxes = new Set(slide.points.map((p) => p.block)).size;
  let box = 0;
  let previousBlock: number | undefined | null = null;
  for (const run of all) {
    const first = run[0]!;
    if (first.block !== previousBlock) box++;
    previousBlock = first.block;
    if (first.kind === 'figure' && first.figure && first.measures) {
      paragraphs.push(`Figure: ${first.figure} — ${first.measures}`);
    } else if (isCodeDescription(first)) {
      paragraphs.push(`Code shown on the slide (describe it, never read code aloud): ${first.text}`);
    } else {
      const heading = label(run, box, boxes);
      paragraphs.push([heading, ...run.map(pointLine)].filter(Boolean).join('\n'));
    }
  }
  return paragraphs.join('\n\n');
}
