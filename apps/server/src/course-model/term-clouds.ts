import type { SlideModel } from '@complyra/core';
import { heardAs } from './build-up-slides.ts';
import { diagramSummarized } from './diagram-slides.ts';
import { elsewhereText } from './wrapped-labels.ts';

// A slide of scattered terms ("Terminology" over "Merging", "Remotes", "Staging area", … placed all over
// it), read by OCR, comes back one term per line with neighbours on one line glued ("Source Code Manager
// Merge Conflicts", "Checkout Directory"). A teacher names the terms: the narrator says the slide gathers
// them, the coverage check owes them as a diagram's labels (diagram-slides.ts), and a line of several words
// the deck never writes elsewhere, likely two terms glued, is left out rather than taught.

const wordCount = (text: string) => text.trim().split(/\s+/).length;
/** The fewest terms a cloud keeps once its glued lines are left out. */
const termsInCloud = 6;

/** Whether an OCR slide is a cloud of terms: a title over eight or more short lines without sentence marks, in four or more blocks. */
function isTermCloud(slide: SlideModel): boolean {
  const { points } = slide;
  if (slide.source !== 'ocr' || !slide.title || points.length < 8) return false;
  const blocks = new Set(points.map((p) => p.block));
  // "Libraries 31", "Organizations 61,807": a table's rows with their figures are no terms.
  const terms = points.filter((p) => wordCount(p.text) <= 3 && !/[.!?]$/.test(p.text.trim()) && p.kind !== 'figure' && !/\d/.test(p.text));
  const short = terms.length >= points.length * 0.75 && points.every((p) => wordCount(p.text) <= 6);
  return short && blocks.size >= 4 && !blocks.has(undefined);
}

/** The slides with each OCR term cloud's terms marked as a drawing's labels and its glued lines left out. */
export const withTermCloudsAsLabels = (slides: SlideModel[]): SlideModel[] =>
  slides.map((slide) => {
    if (!isTermCloud(slide)) return slide;
    const elsewhere = elsewhereText(slides, slide);
    const kept = slide.points.filter((p) => wordCount(p.text) === 1 || elsewhere.includes(` ${heardAs(p.text)} `));
    const marked = slide.review?.some((r) => r.code === diagramSummarized.code);
    const review = marked ? slide.review : [...(slide.review ?? []), diagramSummarized];
    return { ...slide, points: kept.map((p) => ({ ...p, label: true })), review };
  });

/** A term cloud marked by withTermCloudsAsLabels: read by OCR, six or more points, every one a label. */
export const isTermCloudSlide = (slide: SlideModel): boolean =>
  // A drawing's few labels (ocr-diagram-labels.ts: "Staging Area", "Local Repository", "Remote") are no cloud.
  slide.source === 'ocr' && slide.points.length >= termsInCloud && slide.points.every((p) => p.label === true);
