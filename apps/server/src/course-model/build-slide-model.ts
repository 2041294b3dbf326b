import { type CoursePoint, type CoursePointKind, type SlideModel, type SlideRole } from '@complyra/core';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { isInstruction } from './english-grammar.ts';

// The course model of one slide: what each line of the deck is (advice, a term with its definition, a
// figure with what it measures, an example, a question, a plain statement) and what the slide is for.
// Pure: the same slide text always gives the same model. Built once at ingest and stored.

/** Extraction leftovers a person would not write: " : ", a trailing ellipsis, spaces before commas. */
export function cleanPointText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([:;,.!?%])(?=\s|$)/g, '$1')
    .replace(/(\d)\s+%/g, '$1%')
    .replace(/\s*(…|\.\.\.)\s*$/u, '')
    .replace(/^[\s•▪●◦■□➢➤►▸‣⁃○◆◇✓✔*–—-]+(?=\S)/u, '')
    // "1. Application presents a form": the step number is the list's order, which the model keeps.
    .replace(/^\d{1,2}[.)]\s+(?=\p{L})/u, '')
    .trim();
}

const closingWords =
  /^(thank you|thanks|many thanks|questions|any questions|q ?& ?a|the end|gracias|preguntas|danke|vielen dank|fragen|merci)\b/i;
const bylineWords = new RegExp(`\\b(${['presented by', 'presentado por', 'speaker name', 'presenter', 'vorgestellt von', 'présenté par'].join('|')})\\b`, 'i');
const exampleStart =
  /^(e\.g\.|for example|for instance|example:|por ejemplo|ejemplo:|zum beispiel|z\. ?b\.|beispiel:|par exemple|exemple\s?:)\s*/i;
const figureStart =
  /^((?:about |over |nearly |more than )?[$€£]?\d[\d,.]*\s?(?:%|percent|million|billion|thousand)?)\s+(.*\p{L}.*)$/iu;
const termLine = /^([^:]{1,48}?)\s*:\s+(.+)$/u;
const isUrl = (text: string) => /^(https?:\/\/|www\.)\S+$/i.test(text);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What one line of a slide is, in the course's language (instructions are recognized in English). */
export function classifyPoint(text: string, level: number, language: string, cells?: string[]): CoursePoint {
  const point: CoursePoint = { text, level, kind: 'statement' };
  if (cells) return { ...point, cells };
  if (/\?$/.test(text)) return { ...point, kind: 'question' };
  if (exampleStart.test(text)) return { ...point, kind: 'example' };
  const figure = figureStart.exec(text);
  if (figure && wordCount(figure[2]!) >= 2 && !/^\d{4}$/.test(figure[1]!)) {
    return { ...point, kind: 'figure', figure: figure[1]!.trim(), measures: figure[2]!.trim() };
  }
  const term = termLine.exec(text);
  if (term && wordCount(term[1]!) <= 5 && wordCount(term[2]!) >= 2 && !isUrl(term[2]!) && !/^https?$/i.test(term[1]!)) {
    return { ...point, kind: 'term', term: term[1]!.trim(), definition: term[2]!.trim() };
  }
  const kind: CoursePointKind = language === 'en' && wordCount(text) >= 2 && isInstruction(text) ? 'instruction' : 'statement';
  return { ...point, kind };
}

/** Lines that carry nothing to say: slide numbers, lone digits of a diagram, bare symbols. */
const isDecoration = (text: string) => !/\p{L}{2,}/u.test(text) && !/\d{2,}|\d%/.test(text);

function slideRole(number: number, title: string, points: CoursePoint[], notes: string): SlideRole {
  const all = [title, ...points.map((p) => p.text)].join('\n');
  if (points.length <= 2 && closingWords.test(title || points[0]?.text || '')) return 'closing';
  if (bylineWords.test(all)) return 'byline';
  if (number === 1 && !title && points.length > 0 && points.length <= 6 && points.every((p) => wordCount(p.text) <= 6)) return 'byline';
  if (points.length === 0 && number === 1) return 'title';
  if (points.length === 0 && title && !notes) return 'section';
  return 'content';
}

/** The model of one slide from what the reader extracted (its lines with levels when known). */
export function buildSlideModel(slide: DeckSlideText, language: string): SlideModel {
  const lines: DeckLine[] = slide.lines ?? slide.text.split('\n').map((text) => ({ text, level: 0 }));
  const title = cleanPointText(slide.title);
  const seen = new Set<string>([title.toLowerCase()]);
  const points: CoursePoint[] = [];
  for (const line of lines) {
    // Cells that are only a symbol ("?", "*") say nothing; they stay empty so columns keep their place.
    const cells = line.cells?.map((cell) => (/[\p{L}\d]/u.test(cell) ? cleanPointText(cell) : ''));
    const text = cells ? cells.filter(Boolean).join(', ') : cleanPointText(line.text);
    if (!text || isDecoration(text) || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    const point = classifyPoint(text, line.level, language, cells && cells.length > 1 ? cells : undefined);
    points.push(line.label ? { ...point, label: true } : point);
  }
  const notes = slide.notes
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return {
    number: slide.number,
    title,
    role: slideRole(slide.number, title, points, notes),
    points,
    notes,
    source: slide.source ?? 'text',
  };
}
