import type { CoursePoint, ReviewReason, SlideModel } from '@complyra/core';
import { hasVerb } from './english-grammar.ts';
import { narratorPhrases } from './narrator-phrases.ts';
import { lowerTitle, speakable } from './spoken-text.ts';

// A diagram drawn on a slide (boxes, layers, arrows with a word or two each) is many short labels in
// scattered blocks. Read label by label it is a soup of fragments ("Here you see firewall. Accounts. This
// slide shows you administration."); a teacher says what the drawing is about and names its main parts.
// One module for the narrator, the slide model's review reason and the coverage check, so they agree.

export const diagramSummarized: ReviewReason = {
  code: 'diagram-summarized',
  message: 'A diagram was described by its title and main labels, not read out label by label.',
};

/** The most labels a diagram is named by: a handful, as a teacher points them out. */
export const diagramLabelsSaid = 6;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * "http://app?file=1", "Acct:9182374", "#3: All non-alphanumeric < 256 \xHH": an address, a sample value or
 * code drawn in a picture, said by no one.
 */
const drawnSample = (text: string) =>
  /^(https?:\/\/|www\.)\S*$/i.test(text) || /[?=<>\\{}]|^#\d/.test(text) || (text.match(/\d/g) ?? []).length >= 5 ||
  cutOff.test(text);
/** "git add new-text-": a label OCR cut off at a hyphen, its last word unreadable; never named. */
const cutOff = /\p{L}-$/u;
/** "ESAPI: encodeForHTML()": a name from code, named only when the diagram has no plain labels to name. */
const codeName = (text: string) => /\b\p{Ll}+\p{Lu}\w*|\(\)/u.test(text);

/** A point drawn on the slide rather than written as a bullet (a text box, a SmartArt node). */
const drawn = (point: CoursePoint) => point.label === true && !point.cells && point.kind !== 'example' && point.kind !== 'figure';

/** "1 User sends credentials", "3 Script silently sends …": a numbered step of the drawing, a sentence of its own. */
export const numberedStep = /^(\d{1,2})\s+(?=\p{Lu})/u;

/** A short name drawn on the slide ("Firewall", "Staging Area", "Account:"): no sentence, no numbered step. */
function isShortLabel(point: CoursePoint, language: string): boolean {
  const text = point.text.trim();
  if (!drawn(point) || point.kind === 'question' || /[.!?]$/.test(text) || drawnSample(text) || numberedStep.test(text)) return false;
  // "See: www.owasp.org/…": a pointer to a page is said as a point of its own, not as a part of the drawing.
  if (/https?:\/\/|www\./i.test(text)) return false;
  const words = wordCount(text);
  if (/:$/.test(text)) return words <= 2;
  if (words <= 2) return true;
  return words <= 5 && (language === 'en' ? !hasVerb(text) : words <= 3);
}

/**
 * The short labels of the slide; in a drawn stack (a box with five or more of them: "Custom Code" over its
 * business functions) the box's other short lines count too ("Application with stored XSS vulnerability").
 */
function shortLabels(points: CoursePoint[], language: string): CoursePoint[] {
  const labels = points.filter((p) => isShortLabel(p, language));
  const stacks = new Set([...new Set(labels.map((p) => p.block))].filter((b) => labels.filter((p) => p.block === b).length >= 5));
  const inStack = (p: CoursePoint) =>
    stacks.has(p.block) && drawn(p) && !/[.!?]$/.test(p.text.trim()) && !numberedStep.test(p.text.trim()) &&
    wordCount(p.text) <= 6;
  return points.filter((p) => labels.includes(p) || inStack(p));
}

/**
 * The points of the slide that make up a drawn diagram, or none: short labels scattered over the slide (at
 * least three, in at least three blocks counting the addresses and sample values drawn among them), a drawn
 * stack of five or more labels in one box among other boxes, a slide that is only two labelled boxes, or one
 * that is only drawn lines in three blocks or more, two of them labels.
 * A bulleted list, even of SmartArt, stays in one block and is no diagram.
 */
export function diagramPoints(points: CoursePoint[], language: string): CoursePoint[] {
  // A language without the narrator's phrases is said in the slide's own sentences, every label included.
  if (!narratorPhrases[language]) return [];
  const labels = shortLabels(points, language);
  if (labels.length < 2 || labels.some((p) => p.block === undefined)) return [];
  const samples = points.filter((p) => drawn(p) && drawnSample(p.text.trim()));
  const drawnBlocks = new Set([...labels, ...samples].map((p) => p.block));
  const slideBlocks = new Set(points.map((p) => p.block));
  const largestBox = Math.max(...[...drawnBlocks].map((b) => labels.filter((p) => p.block === b).length));
  const scattered = labels.length >= 3 && drawnBlocks.size >= 3;
  const stack = largestBox >= 5 && slideBlocks.size >= 3;
  // Two labelled boxes and nothing else; or nothing but drawn lines ("Staging Area", "Local Repository" and the
  // arrow "git add new-text-" between them).
  const twoBoxes = labels.length === points.length && labels.length === 2 && drawnBlocks.size === 2;
  const onlyDrawn = points.every(drawn) && labels.length >= 2 && drawnBlocks.size >= 3;
  if (!scattered && !stack && !twoBoxes && !onlyDrawn) return [];
  return points.filter((p) => labels.includes(p) || samples.includes(p));
}

export const isDiagramSlide = (slide: Pick<SlideModel, 'points'>, language: string) => diagramPoints(slide.points, language).length > 0;

/**
 * The labels a diagram is named by, in reading order: a block of several labels ("Custom Code" over its
 * business functions) is named by its first, one-word lines of one box ("Access", "Reference", "Map") are one name.
 */
export function mainLabels(diagram: CoursePoint[], language: string): { labels: string[]; more: boolean } {
  const labels = shortLabels(diagram, language).filter((p) => !drawnSample(p.text.trim()));
  const plain = labels.filter((p) => !codeName(p.text));
  const named = plain.length >= 2 ? plain : labels;
  const byBlock = new Map<number | undefined, CoursePoint[]>();
  for (const point of named) byBlock.set(point.block, [...(byBlock.get(point.block) ?? []), point]);
  const spoken = (text: string) => lowerTitle(speakable(text, language).replace(/[.;,:]+$/, ''));
  const names: string[] = [];
  const add = (text: string) => {
    const said = spoken(text);
    if (said && !names.some((n) => n.toLowerCase() === said.toLowerCase())) names.push(said);
  };
  for (const inBlock of byBlock.values()) {
    const oneWordLines = inBlock.length >= 2 && inBlock.length <= 4 && inBlock.every((p) => wordCount(p.text) === 1);
    add(oneWordLines ? inBlock.map((p) => p.text.trim()).join(' ') : inBlock[0]!.text);
  }
  // One or two boxes named by their first labels say too little: the labels inside them are named too.
  const inName = (text: string) => names.some((n) => ` ${n.toLowerCase()} `.includes(` ${spoken(text).toLowerCase()} `));
  if (names.length < 3) for (const point of named) if (!inName(point.text)) add(point.text);
  return { labels: names.slice(0, diagramLabelsSaid), more: names.length > diagramLabelsSaid };
}

/**
 * What the diagram is of, from the slide's title: "SQL Injection – Illustrated" → "SQL Injection", "How Git
 * works?" → "how Git works"; a title that is a sentence or a yes/no question names no topic ('').
 */
export function diagramTopic(title: string, language: string): string {
  let topic = speakable(title, language)
    .replace(/^[\w-]{1,10}\s+[–—-]\s+/u, '')
    .replace(/\s*[–—-]?\s*\b(illustrated|illustration|diagram|overview)$/i, '')
    .trim();
  if (/\?$/.test(topic)) {
    if (language !== 'en' || !/^(how|what|what['’]s|why|where|when|which|who)\b/i.test(topic)) return '';
    return topic.replace(/\?+$/, '').replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  }
  topic = topic.replace(/[.:;!]+$/, '');
  // A title in title case ("Insufficient Transport Layer Protection") is a name, whatever the tagger makes of its words.
  const titleCase = topic.split(/\s+/).slice(0, 3).filter((w) => /^\p{Lu}/u.test(w)).length >= 2;
  if (!topic || (language === 'en' && !titleCase && hasVerb(topic))) return '';
  return lowerTitle(topic);
}

/** The numbered steps of a drawing in the order of their numbers, each where a step stood; other points keep their place. */
export function inStepOrder(points: CoursePoint[]): CoursePoint[] {
  const stepNumber = (p: CoursePoint) => Number(numberedStep.exec(p.text.trim())?.[1] ?? NaN);
  const steps = points.filter((p) => p.label && !Number.isNaN(stepNumber(p)));
  const sorted = [...steps].sort((a, b) => stepNumber(a) - stepNumber(b));
  return points.map((p) => (steps.includes(p) ? sorted[steps.indexOf(p)]! : p));
}
