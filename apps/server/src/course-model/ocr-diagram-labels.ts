import type { CoursePoint, SlideModel } from '@complyra/core';
import { diagramPoints, diagramSummarized } from './diagram-slides.ts';
import { labelsAsStatements } from './not-advice.ts';

// A diagram in a picture ("Working" / "Staging Area" / "Local Repository" over three coloured boxes,
// "Centralized" and "Distributed" over two drawings) comes back from OCR as short lines in blocks of their
// own, with nothing to say they are a drawing's labels: OCR marks none, as a PPTX text box or SmartArt node
// is marked. Read one by one they are word soup ("Here you see centralized. Distributed."). The short lines
// in blocks of short lines only are marked as labels when, marked, they make a diagram as diagram-slides.ts tells one (labels scattered over
// three blocks or more, or two labelled boxes and nothing else); a list in one block stays a list.

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Kinds a drawing's label is read as; a table row, a figure or a described example is none. */
const labelKinds = new Set<CoursePoint['kind']>(['statement', 'instruction', 'term']);

/** "try", "public void", "string target": words of a program OCR read from a screenshot name no part of a drawing. */
const codeWord = new RegExp(
  `^(${'try catch finally public private protected static void string int return if else new class import def function var let const'.split(' ').join('|')})\\b`,
);

/** A short line that may name a part of a drawing: a few words, no sentence or clause mark at its end. */
const mayBeLabel = (point: CoursePoint) =>
  labelKinds.has(point.kind) && !point.cells && !point.code && wordCount(point.text) <= 4 &&
  !/[.!?:;,]$/.test(point.text.trim()) && !codeWord.test(point.text.trim());

/** The slides read by OCR whose short lines make a diagram, with those lines marked as its labels. */
export const withOcrDiagramLabels = (slides: SlideModel[], language: string): SlideModel[] =>
  slides.map((slide) => {
    if (slide.source !== 'ocr' || slide.points.every((p) => p.label)) return slide;
    // A block that holds a sentence too is a text box or a screenshot's output ("On branch master" over "Your
    // branch is up-to-date …"), not a drawing's label; so is a bulleted list, its items set in under its heading.
    const levels = (block: number | undefined) => new Set(slide.points.filter((p) => p.block === block).map((p) => p.level)).size;
    const textBlocks = new Set(slide.points.filter((p) => !mayBeLabel(p) || levels(p.block) > 1).map((p) => p.block));
    const points = slide.points.map((p) => (mayBeLabel(p) && !textBlocks.has(p.block) ? { ...p, label: true } : p));
    if (diagramPoints(points, language).length === 0) return slide;
    const marked = slide.review?.some((r) => r.code === diagramSummarized.code);
    const review = marked ? slide.review : [...(slide.review ?? []), diagramSummarized];
    return { ...slide, points: labelsAsStatements(points), review };
  });
