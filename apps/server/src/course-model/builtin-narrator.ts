import { type CourseModel, type CoursePoint, type SlideModel, assembleCourseModel, isCodeDescription } from '@complyra/core';
import { buildSlideModel, loneNumber } from './build-slide-model.ts';
import { answerComesNext, revealedAnswers } from './answer-reveals.ts';
import { readInSequence } from './build-course-model.ts';
import { heardAs, ownNotes, sameTitleAs } from './build-up-slides.ts';
import { contactSlide, objectiveSlides } from './course-plan.ts';
import { detectLanguage } from './detect-language.ts';
import { diagramPoints, diagramTopic, inStepOrder, mainLabels, numberedStep } from './diagram-slides.ts';
import { hasVerb, isInstruction, isNounPhrase, opensWithBareVerb, opensWithFiniteVerb } from './english-grammar.ts';
import { completesLeadIn, joinLeadIns, leadInSentence } from './lead-in-lists.ts';
import { isPlaceholderPrompt } from './placeholder-prompts.ts';
import { longList, nameLike, someShown } from './long-lists.ts';
import { asSentence, listPhrase, lowerFirst, lowerTitle, speakable, withoutRepeatedWords } from './spoken-text.ts';
import type { NarrationRequest } from '../ports/language-engine.ts';
import { type NarratorPhrases, narratorPhrases } from './narrator-phrases.ts';
import { isTermCloudSlide } from './term-clouds.ts';
import { joinWrappedLines } from './wrapped-note-lines.ts';
import { pointsBesideScreenshot } from './code-screenshots.ts';
import { ocrPointsBesideNotes } from './ocr-beside-notes.ts';
import { acronymTitleEnd } from './acronym-titles.ts';
import { isCodeGridSlide } from './code-grids.ts';
import { isShellCommandLine } from './code-lines.ts';

// The built-in narrator: deterministic, offline, no model. It speaks the course model the way a trainer
// would: the presenter's notes first and whole, then every point of the slide in order (terms with their
// definitions, figures with what they measure, instructions as advice, short items as a spoken list),
// the matching learning objective once per course, the contact once, and a recap at the end.

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const pick = <T>(options: T[], seed: number) => options[seed % options.length]!;
const words = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The course model the narrator works from: the one stored at ingest, or one built from the request. */
function courseOf(r: NarrationRequest): CourseModel {
  if (r.course) return r.course;
  const slides = [r.previous, r.slide, r.next].filter((s) => s !== null);
  const language = detectLanguage(slides.map((s) => `${s.title}\n${s.text}\n${s.notes}`).join('\n'));
  return assembleCourseModel(language, readInSequence(slides.map((s) => buildSlideModel(s, language)), language));
}

/** Whether a spoken sentence stands on its own (has a verb); outside English, long lines count as sentences. */
const isSentence = (text: string, language: string) => (language === 'en' ? hasVerb(text) : text.split(/\s+/).length >= 6);

/** A point already said by the notes (most of its words occur there) is not said twice. */
function saidInNotes(point: CoursePoint, notes: string): boolean {
  if (!notes) return false;
  const noteWords = new Set(words(notes));
  const own = words(point.text);
  // A figure ("Libraries, 31") is said by the notes only when they give its numbers too.
  const numbers = point.text.match(/\d[\d,.]*/g) ?? [];
  if (numbers.some((n) => !notes.includes(n.replace(/[.,]$/, '')))) return false;
  return own.length > 0 && own.filter((w) => noteWords.has(w)).length / own.length >= 0.8;
}

function titlePhrase(slide: SlideModel, say: NarratorPhrases, seed: number, language: string): string {
  const title = speakable(slide.title, language).replace(/[.:;]+$/, '');
  if (!title) return pick(say.untitled, seed);
  const continued = /\s*[(-]?\s*(cont['’]?d|continued|cont\.)\s*\)?\s*$/i;
  if (continued.test(title)) return say.continued(lowerTitle(title.replace(continued, '')));
  if (/\?$/.test(title)) return say.questionTitle(lowerFirst(title));
  // "How to get Git? Installing Git": a question over a subtitle is asked, then the subtitle is named.
  const asked = /^(.+?\?)\s+(\p{L}.*)$/u.exec(title);
  if (asked) return `${say.questionTitle(lowerFirst(asked[1]!))} ${pick(say.lookAt, seed)(lowerTitle(asked[2]!))}`;
  if (!/\s/.test(title)) return say.headed(title);
  // "Do not show stack traces to users" is advice already: said as it stands, not put in "Let's look at …".
  if (language === 'en' && isInstruction(title)) return asSentence(title);
  return pick(say.lookAt, seed)(lowerTitle(title));
}

/** A short line among short verbless neighbours at its level ("A sender address that does not match") is a list item. */
function inShortList(points: CoursePoint[], index: number, language: string): boolean {
  const own = points[index]!;
  const short = (p: CoursePoint | undefined) =>
    p && p.kind === 'statement' && !p.cells && p.level === own.level && p.block === own.block && !/[.!?]$/.test(p.text) && p.text.split(/\s+/).length <= 10 && !notAnItem(p.text);
  if (!short(points[index])) return false;
  const neighbours = [points[index - 1], points[index + 1]].filter((p) => short(p));
  if (neighbours.some((p) => !isSentence(p!.text, language))) return true;
  // "Time" / "Who took it" / "State and Location of pieces": a run of three short lines, one a lone word, is a
  // list, whatever the tagger makes of its words ("time" and "state" may be verbs).
  let start = index;
  while (start > 0 && short(points[start - 1])) start--;
  let end = index;
  while (end < points.length - 1 && short(points[end + 1])) end++;
  const run = points.slice(start, end + 1);
  return run.length >= 3 && run.some((p) => wordCount(p.text) === 1);
}

/**
 * Whether "Heading: clause" reads as one sentence "Heading clause": "Metrics: Defines …" (a verb in -s) or
 * "Auditors: perform audits" (people doing it); "Recommendations: Avoid …" stays advice under a heading.
 */
function isSubjectOf(heading: string, clause: string): boolean {
  if (heading.split(/\s+/).length > 4 || !isNounPhrase(heading) || !opensWithFiniteVerb(clause)) return false;
  const verb = clause.split(/\s+/).find((w) => !/^\p{Ll}+ly$/u.test(w)) ?? '';
  return /\p{Ll}s$/u.test(verb) || /(ers|ors|ists|ants|ents|personnel|staff|teams|people|users)$/i.test(heading);
}

/** A box's first point is its name: a short statement without a verb, followed by a few short verbless points. */
function isBoxName(name: CoursePoint, box: CoursePoint[]): boolean {
  const short = (p: CoursePoint, words: number) => p.kind === 'statement' && !p.cells && !/[.!?:]$/.test(p.text) && !notAnItem(p.text) && p.text.split(/\s+/).length <= words;
  const words = (p: CoursePoint) => p.text.split(/\s+/).length;
  // "Subversion", "Mercurial": names side by side are a list; a name heads a box that says more than it.
  const rest = box.slice(1);
  // "Time" over "Who took it": an indirect question is an item of the same list, never what a box says of its name.
  const asks = rest.some((p) => /^(who|what|when|where|why|how|which)\b/i.test(p.text.trim()));
  if (asks) return false;
  return box.length <= 4 && short(name, 4) && rest.every((p) => short(p, 12)) && rest.some((p) => words(p) > words(name));
}

/** A line that opens with a verb and was no instruction (under an impact, a drawing's label): an action, not advice. */
const isUnadvisedAction = (p: CoursePoint, level: number) =>
  p.kind === 'statement' && !p.cells && p.level === level && !/[.!?:]$/.test(p.text.trim()) && p.text.split(/\s+/).length <= 12 &&
  (opensWithBareVerb(p.text) || isInstruction(p.text));

/** "0 = Accept cookies": a legend line that explains a sign is said as it stands, never as an item of a list. */
const notAnItem = (text: string) => /\s=\s/.test(text);

/** "Usually severe. Entire database can be read": a verbless fragment leans on the sentence after it. */
function joinFragments(text: string, language: string): string {
  const sentences = text.split(/(?<=\.)\s+(?=\p{Lu})/u);
  if (language !== 'en' || sentences.length < 2) return text;
  return sentences.reduce((out, sentence) =>
    out && !hasVerb(out.split(/(?<=\.)\s/).at(-1)!) ? `${out.replace(/\.$/, ',')} ${lowerFirst(sentence)}` : `${out} ${sentence}`);
}

/** A point that breaks off on a joining word or a comma: the words that finish it are on the next line. */
const openEnded = /(,|\b(but|after|before|and|or|including|such as|like|with|for|from|to|of|by|via|than|means|refers to))\s*$/i;

/** A lead-in that ends on the word that joins it to its list: "… including:", "such as:". */
const leadInEnd = /\b(including|such as|like|namely|e\.g\.)\s*:$/i;

/** A point said inside a sentence: no closing marks; a phrase of several words in lower case, names as written. */
function spokenItem(text: string): string {
  const bare = text.replace(/[.;,:?!…]+$/, '').trim();
  return bare.split(/\s+/).length >= 3 && /^\p{Lu}\p{Ll}/u.test(bare) ? lowerFirst(bare) : bare;
}

/**
 * A short point with points under it, said as a heading: "Released" over "2003, 2004, …" is one sentence
 * ("Released: 2003, 2004, … and 2013"); a heading that names a thing introduces them ("Next, we turn
 * to typical impact"); one that names none ("Ideal", "Minimum") leads into the first point under it.
 */
function headingWithPoints(
  point: CoursePoint,
  under: CoursePoint[],
  spoken: (p: CoursePoint) => string,
  say: NarratorPhrases,
  language: string,
): { sentence: string; used: CoursePoint[] } {
  const heading = spoken(point).replace(/[.:;,]+$/, '');
  // "Seleccione la definición" over "Seleccione la definición. Es posible …": the point under it says the heading first.
  if (under[0] && repeatsHeading(heading, spoken(under[0]))) return { sentence: '', used: [] };
  const item = (p: CoursePoint) =>
    p.level === point.level + 1 && p.kind === 'statement' && !p.cells && !/[.!?:]$/.test(p.text) && !/:\s/.test(p.text) && p.text.split(/\s+/).length <= 8 && !isSentence(p.text, language);
  if (under.length >= 1 && under.every(item)) {
    const items = listPhrase(under.map((p) => lowerTitle(spoken(p).replace(/[.;,:]+$/, ''))), say.and);
    const sentence = asSentence(`${heading}: ${items}`);
    // A sentence needs a verb: "Typical Impact: steal …" has one; "Released: 2003, 2004, …" is said under its heading.
    if (language !== 'en' || hasVerb(sentence)) return { sentence, used: under };
    // A heading with a sentence or a label inside ("… procedures. Related control: PM-9") is no heading to name.
    const oneHeading = !/[.!?:;]\s/.test(heading);
    if (oneHeading && !isNounPhrase(heading) && say.headedList) return { sentence: say.headedList(heading, items), used: under };
  }
  // Outside English no grammar is checked: a heading of a word or two is named, a longer one said as it stands.
  if (language !== 'en') return { sentence: heading.split(/\s+/).length <= 2 ? say.parent(lowerTitle(heading)) : asSentence(heading), used: [] };
  // "Interpreters…" over "Take strings and interpret them as commands": what the ones the heading names do, one
  // sentence ("Interpreters take strings …"), never advice to the listener.
  const doer = under[0];
  const acts = doer && doer.level === point.level + 1 && !doer.cells && isInstruction(doer.text);
  if (doer && acts && actors.test(heading) && isNounPhrase(heading)) {
    return { sentence: asSentence(`${heading} ${lowerFirst(spoken(doer))}`), used: [doer] };
  }
  if (isNounPhrase(heading)) return { sentence: say.parent(lowerTitle(heading)), used: [] };
  const first = under[0];
  const leads =
    first && !first.cells && !isCodeDescription(first) && first.level === point.level + 1 && !openEnded.test(first.text) &&
    !under.slice(1).some((p) => p.level > first.level);
  if (leads && isSentence(first.text, language)) return { sentence: asSentence(`${heading}: ${lowerFirst(spoken(first))}`), used: [first] };
  return { sentence: say.headedPoint?.(heading) ?? say.parent(lowerTitle(heading)), used: [] };
}

/** Whether a point opens with the whole of its heading, as a sentence of its own ("Seleccione la definición. Es …"). */
export const repeatsHeading = (heading: string, point: string) => {
  const said = heardAs(heading);
  return said.length > 0 && heardAs(point.split(/(?<=[.!?:])\s/)[0]!) === said;
};

/**
 * A heading of a word or two naming people or things that act ("Interpreters", "Attackers", "Agents"); not
 * "Recommendations" or "Requirements", which head advice.
 */
const actors = /^(\p{L}+\s)?\p{L}+(ers|ors|ants|ists|(?<!m)ents)$/iu;

const presentedBy = /^(presented by|presentado por|présenté par|vorgestellt von)\s*:?\s*/i;
/** "Dave Wichers", "Karen A. Scarfone": a person's name as a byline writes it. */
const personName = /^\p{Lu}[\p{Ll}'’-]+(\s\p{Lu}\.)?(\s\p{Lu}[\p{Ll}'’-]+){1,2}$/u;

/**
 * A byline slide's lines told apart: the deck's title (the lines before the first name, "Introduction to" and
 * "Git & GitHub" read as one), the presenters (after "Presented by" or from the first name on), and lines that
 * are neither ("Módulo de referencia: aka.ms"), said as they stand. Placeholder prompts and an empty
 * "Presented by:" say nothing.
 */
function readByline(lines: string[]): { title: string; presenters: string[]; asides: string[] } {
  const kept = lines.map((l) => l.trim()).filter((l) => l && !isPlaceholderPrompt(l) && !(presentedBy.test(l) && !l.replace(presentedBy, '')));
  const asides = kept.filter((l) => /:\s/.test(l) && !presentedBy.test(l));
  const rest = kept.filter((l) => !asides.includes(l));
  // A title spelled out by its acronym ("Overview of the Open" … "(OSCAL)") is one title, whatever its lines look like.
  const spelled = acronymTitleEnd(rest);
  const explicit = rest.findIndex((l) => presentedBy.test(l));
  const named = rest.findIndex((l, i) => i > spelled && personName.test(l));
  const firstName = explicit >= 0 ? explicit : named;
  const titleLines = firstName >= 0 ? rest.slice(0, firstName) : rest;
  const presenters = firstName >= 0 ? rest.slice(firstName).map((l) => l.replace(presentedBy, '')).filter(Boolean) : [];
  const title = spelled >= 0 && spelled < titleLines.length
    ? [titleLines.slice(0, spelled + 1).join(' '), ...titleLines.slice(spelled + 1)].join(', ')
    : titleLines.reduce((t, l) => (!t ? l : openEnded.test(t) || /\b(to|of|and|for|in|on|a|the)$/i.test(t) ? `${t} ${l}` : `${t}, ${l}`), '');
  return { title: title.replace(/[.:;,]+$/, ''), presenters, asides };
}

/** The first items of a list for as long as they pass. */
function takeWhile<T>(items: T[], passes: (item: T) => boolean): T[] {
  const taken: T[] = [];
  for (const item of items) {
    if (!passes(item)) break;
    taken.push(item);
  }
  return taken;
}

/** A glossary's term: a name of a word or three, no figure, no label ("Catalog", not "3 Primary Changes:"). */
const isGlossaryTerm = (cell: string) => cell !== '' && wordCount(cell) <= 3 && !/[\d:]/.test(cell);

/** A table cell that is a figure, as the course model tells one ("31", "1,261", "70%"). */
const carriesFigureCell = (cell: string) => loneNumber.test(cell.trim());

/** A slide whose points are all short labels of one diagram (SmartArt, boxes drawn on the slide), none a sentence. */
const onlyDiagramLabels = (points: CoursePoint[]) =>
  points.length >= 3 &&
  points.every((p) => p.label && !p.cells && p.kind !== 'example' && p.block === points[0]!.block && p.text.split(/\s+/).length <= 6 && !/[.!?]$/.test(p.text));

/** A short noun phrase of no sentence ("Typical Impact") that is the first point of its block. */
const opensBox = (points: CoursePoint[], index: number) => {
  const point = points[index]!;
  const text = point.text.trim();
  return point.kind === 'statement' && !point.cells && !point.label && points[index - 1]?.block !== point.block && wordCount(text) <= 3 &&
    !/[.!?:]$/.test(text) && !hasVerb(text) && isNounPhrase(text);
};

/** An e-mail's header lines as a slide shows them (a phishing example). */
const mailFrom = /^from\s*:\s*([^:]{2,60})$/i;
const mailSubject = /^subject\s*:\s*([^:]{2,80})$/i;

/** "Do's" and "Don'ts" over a run of advice: what follows "Don'ts" is said as what not to do. */
const doHeading = /^(do['’]?s|dos|to do)\s*:?$/i;
const dontHeading = /^(don['’]?ts|donts|avoid|not to do)\s*:?$/i;

/** Spoken sentences for the slide's points, in order, grouped the way a person would say them. */
function speakPoints(points: CoursePoint[], say: NarratorPhrases, language: string, seed: number, title = '', diagram: CoursePoint[] = []): string[] {
  if (onlyDiagramLabels(points)) {
    return [say.diagram(listPhrase(points.map((p) => lowerFirst(speakable(p.text, language).replace(/[.;,:]+$/, ''))), say.and))];
  }
  const out: string[] = [];
  const spoken = (p: CoursePoint) => speakable(p.text, language);
  let list: string[] = [];
  let advice = 0;
  let header: string[] | null = null;
  let dont = false;
  let skip = new Set<CoursePoint>();
  let block = points[0]?.block;
  // A drawn diagram is said once, where the first of its labels left to say stands: what it shows and its main labels.
  let diagramSaid = false;
  const flushList = () => {
    if (list.length === 0) return;
    // "owasp.org and owasp.org": two addresses of one site are said once; "(AntiSamy)" without its brackets.
    const said = list.map((item) => lowerTitle(item.replace(/[.;,:]+$/, '').replace(/^\((.+)\)$/, '$1')));
    const items = said.filter((item, i) => said.findIndex((s) => s.toLowerCase() === item.toLowerCase()) === i);
    // One item is no list: "The points here are …" would call it several.
    const phrase = items.length === 1 ? pick(say.single, seed + out.length) : pick(say.list, seed + out.length);
    // "Módulo de referencia: aka.ms", a label with its short value, is said as it stands.
    const labelled = list.length === 1 && /^[^:]+:\s+\S+(\s+\S+){0,2}$/.test(list[0]!);
    // "Represent single-valued parameter options": an order alone is said as the slide writes it, not as something shown.
    const order = language === 'en' && list.length === 1 && opensWithBareVerb(list[0]!);
    if (labelled || order) out.push(asSentence(list[0]!));
    // A page of a hundred user names is not read out: the first few say what kind of list it is.
    else if (items.length > longList) out.push(say.someOf(listPhrase(items.slice(0, someShown), say.and)));
    else out.push(phrase(listPhrase(items, say.and)));
    list = [];
  };
  points.forEach((point, index) => {
    if (diagram.includes(point)) {
      if (diagramSaid) return;
      diagramSaid = true;
      flushList();
      // A drawing built up one element per slide: the labels the slide before showed were named there.
      const added = mainLabels(diagram.filter((p) => !p.shownBefore), language).labels;
      if (say.diagramAdds && added.length > 0 && diagram.some((p) => p.shownBefore)) {
        out.push(say.diagramAdds(listPhrase(added, say.and)));
        return;
      }
      const { labels, more } = mainLabels(diagram, language);
      out.push(say.diagramOf(diagramTopic(title, language), listPhrase(labels, say.and), more));
      return;
    }
    const step = diagram.length && point.label ? numberedStep.exec(point.text.trim()) : null;
    if (step) {
      flushList();
      out.push(asSentence(say.step(step[1]!, speakable(point.text.trim().slice(step[0].length), language))));
      return;
    }
    // Points of another block (a column, a box) are never joined to the ones before: the list ends here.
    if (point.block !== block) {
      flushList();
      block = point.block;
      header = null;
      dont = false;
    }
    const sameBlock = (p: CoursePoint | undefined) => p && p.block === point.block ? p : undefined;
    const next = sameBlock(points[index + 1]);
    if (point.kind !== 'instruction') advice = 0;
    if (!point.cells) header = null;
    if (say.doHeading && !point.cells && (doHeading.test(point.text) || dontHeading.test(point.text))) {
      flushList();
      dont = dontHeading.test(point.text);
      const heading = lowerFirst(point.text.replace(/:$/, ''));
      out.push((dont ? say.dontHeading?.(heading) : say.doHeading(heading)) ?? '');
      return;
    }
    if (point.cells) {
      flushList();
      const cells = point.cells.map((c) => speakable(c, language).replace(/[.;,]+$/, ''));
      // A header names its columns: a row that carries a figure ("Libraries, 31") is data, as are the rows after it.
      const carriesFigure = cells.some(carriesFigureCell);
      if (!header && !carriesFigure && next?.cells && next.cells.length === cells.length) {
        header = cells;
        out.push(say.tableColumns(listPhrase(cells.filter(Boolean), say.and)));
      } else if (!header && cells.length === 2 && cells[0] && !carriesFigureCell(cells[0]) && carriesFigureCell(cells[1]!)) {
        // "Libraries, 31": a label with its figure is said as such, not as a row of a table.
        out.push(say.figureOf(cells[1]!, lowerFirst(cells[0])));
      } else if (header && cells.length === 2 && isGlossaryTerm(cells[0] ?? '') && wordCount(cells[1] ?? '') >= 6) {
        // A glossary ("OSCAL Term | Meaning"): each row is a term and what it means, said as such.
        out.push(say.termIs(cells[0]!, lowerFirst(cells[1]!).replace(/[.;]+$/, '')));
      } else {
        // "Attack Vector Easy": a short column name says what the cell is; a long one ("OWASP Top 10 – 2010 (old)")
        // said before every cell buries the row, and was said once with the columns.
        const named = cells.map((c, i) => (c && header?.[i] && wordCount(header[i]!) <= 3 ? `${header[i]} ${c}` : c)).filter(Boolean);
        out.push(say.tableRow(listPhrase(named, say.and)));
      }
      return;
    }
    const text = spoken(point);
    // "From: Internal Revenue Service" over "Subject: Your Unclaimed Tax Refund": an e-mail's header, said as the
    // e-mail it shows, never "Subject means your Unclaimed Tax Refund".
    const sender = mailFrom.exec(point.text.trim());
    if (sender && say.mailHeader) {
      flushList();
      const subject = next ? mailSubject.exec(next.text.trim()) : null;
      // The message is what follows the header in its box, as deep as the header or deeper.
      const after = points.slice(index + (subject ? 2 : 1));
      const inMessage = (p: CoursePoint) =>
        p.block === point.block && p.level >= point.level && !p.cells && !isCodeDescription(p);
      const body = takeWhile(after, inMessage);
      const message = body.map((p) => spoken(p).trim()).join(' ').replace(/\s+/g, ' ');
      const said = message && !/[.!?…]$/.test(message) ? `${message}.` : message;
      out.push(say.mailHeader(sender[1]!.replace(/[.;,]+$/, ''), subject ? subject[1]!.replace(/[.;,]+$/, '') : '', said));
      skip = new Set([...skip, ...(subject ? [next!] : []), ...body]);
      return;
    }
    // A box that opens with its name ("Vishing", then "Voice calls"): the name, then what the box says of it.
    const boxPoints = point.block === undefined ? [] : points.filter((p) => p.block === point.block);
    if (boxPoints.length >= 2 && boxPoints[0] === point && isBoxName(point, boxPoints)) {
      flushList();
      const rest = boxPoints.slice(1).map((p) => lowerFirst(spoken(p).replace(/[.;,]+$/, '')));
      out.push(asSentence(`${spoken(point).replace(/[.:;,]+$/, '')}: ${listPhrase(rest, say.and)}`));
      skip = new Set(boxPoints.slice(1));
      return;
    }
    if (skip.has(point)) return;
    // "Same as 2010, but" / "… project, after": a point that breaks off on a joining word goes on in the
    // points under it (or, with none, the one after it): one sentence, as the author meant it.
    const sameBlockAfter = points.slice(index + 1).filter((p) => p.block === point.block);
    const under = takeWhile(sameBlockAfter, (p) => p.level > point.level && !p.cells);
    if (language === 'en' && !point.cells && openEnded.test(text)) {
      const following = sameBlockAfter[0];
      // Without points under it, only a conjunction ("…, but") reaches over to the next point: "… not authorized
      // for" over "Access other accounts" is a sentence of its own, and so is a line ending in a comma.
      const reachesOver = /\b(but|and|or)\s*$/i.test(text) && following && following.level === point.level && !following.cells;
      const goesOn = under.length ? under : reachesOver ? [following] : [];
      if (goesOn.length) {
        flushList();
        out.push(asSentence(`${text} ${listPhrase(goesOn.map((p) => spokenItem(spoken(p))), say.and)}`));
        skip = new Set([...skip, ...goesOn]);
        return;
      }
    }
    // "… the history of changes in the repository including:" over "the SHA", "the author", …: the lines after a
    // lead-in that ends on its joining word finish its sentence, said as one list.
    if (language === 'en' && !point.cells && leadInEnd.test(text)) {
      const items = takeWhile(sameBlockAfter, (p) =>
        p.level === point.level && p.kind === 'statement' && !p.cells && wordCount(p.text) <= 6 && !/[.!?:]$/.test(p.text.trim()));
      if (items.length > 0) {
        flushList();
        out.push(asSentence(`${text.replace(/\s*:$/, '')} ${listPhrase(items.map((p) => spokenItem(spoken(p))), say.and)}`));
        skip = new Set([...skip, ...items]);
        return;
      }
    }
    // "In this exercise, we will: Download and install Git" over "Perform …", "Configure …": one sentence cut into lines.
    const cut = language === 'en' && !point.cells ? /^(.{3,80}?\b(?:will|shall|can|should|must|to|learn))\s*:\s+(.+)$/i.exec(text) : null;
    if (cut) {
      const rest = takeWhile(sameBlockAfter, (p) => p.level === point.level && !p.cells && ['instruction', 'statement'].includes(p.kind) && completesLeadIn(p.text));
      flushList();
      out.push(leadInSentence(cut[1]!, [cut[2]!, ...rest.map(spoken)], say.and, language));
      skip = new Set([...skip, ...rest]);
      return;
    }
    // "OWASP Top 10 is an awareness document" over "Not a standard": the aside belongs to its sentence.
    const aside = under.length === 1 ? under[0]! : null;
    if (language === 'en' && aside && !point.cells && isSentence(text, language) && /^(not|but|except|unless)\b/i.test(aside.text) && !hasVerb(aside.text)) {
      flushList();
      out.push(asSentence(`${text.replace(/[.!]+$/, '')}, ${lowerFirst(spokenItem(spoken(aside)))}`));
      skip = new Set([...skip, aside]);
      return;
    }
    // "Metrics: Defines metrics …", "Auditors: perform audits …": the heading is the subject of the clause after it.
    const subject = language === 'en' && point.kind === 'statement' && !point.cells ? /^([^:]{1,40}):\s+(.+)$/.exec(text) : null;
    if (subject && isSubjectOf(subject[1]!.trim(), subject[2]!)) {
      flushList();
      out.push(asSentence(`${subject[1]!.trim()} ${lowerFirst(subject[2]!)}`));
      return;
    }
    // "Recommendations: Avoid the interpreter": a heading with its own clause is said as the slide puts it, never listed.
    const pointer = subject && /^(see|see also|note|source|ref|reference|references)$/i.test(subject[1]!.trim());
    if (subject && !pointer && subject[2]!.split(/\s+/).length >= 3 && isSentence(subject[2]!, language)) {
      flushList();
      out.push(asSentence(text));
      return;
    }
    // "See: SecurityWrapperResponse.sendRedirect" points the listener elsewhere: said as it stands, never in a list.
    if (language === 'en' && /^see\b:?/i.test(text)) {
      flushList();
      out.push(asSentence(text.replace(/^see\s*:\s*/i, 'See ')));
      return;
    }
    // "Initiate transactions" / "Access sensitive data" under an impact: lines that open with a verb but give no
    // advice (not-advice.ts) are said as the one list they are, never as orders one by one.
    const actions = language === 'en' ? takeWhile(sameBlockAfter, (p) => isUnadvisedAction(p, point.level)) : [];
    if (isUnadvisedAction(point, point.level) && actions.length >= 1) {
      flushList();
      out.push(asSentence(listPhrase([spokenItem(text), ...actions.map((p) => spokenItem(spoken(p)))], say.and)));
      skip = new Set([...skip, ...actions]);
      return;
    }
    // "References" over its points: a word or two with points under it is their heading, whatever the tagger makes of it.
    if (point.kind === 'statement' && next && next.level > point.level && !/[.!?:]$/.test(text) && text.split(/\s+/).length <= 2) {
      flushList();
      const said = headingWithPoints(point, under, spoken, say, language);
      out.push(said.sentence);
      skip = new Set([...skip, ...said.used]);
      return;
    }
    // "Recommendations" opening a box of advice or sentences at its own level (OCR reads no indent): the box's
    // heading, named as one, never said alone as something shown ("This slide shows you recommendations.").
    if (language === 'en' && list.length === 0 && opensBox(points, index) && next && !next.cells && wordCount(next.text) >= 4 && (next.kind === 'instruction' || isSentence(next.text, language))) {
      flushList();
      out.push(say.parent(lowerTitle(text.replace(/[.:;,]+$/, ''))));
      return;
    }
    if (point.kind === 'statement' && !notAnItem(text) && (!isSentence(text, language) || inShortList(points, index, language))) {
      // A short item with sub-points introduces them; a run of short items is said as one list.
      if (next && next.level > point.level) {
        flushList();
        const said = headingWithPoints(point, under, spoken, say, language);
        out.push(said.sentence);
        skip = new Set([...skip, ...said.used]);
      } else list.push(text);
      return;
    }
    flushList();
    if (point.kind === 'term' && point.term && point.definition) {
      // Outside English no template needs grammar it cannot check: the line is said as the slide wrote it.
      out.push(language === 'en' ? say.termIs(speakable(point.term, language), lowerFirst(speakable(point.definition, language))) : asSentence(text));
    } else if (point.kind === 'figure' && point.figure && point.measures) {
      const sentence = speakable(`${point.figure} ${point.measures}`, language);
      const measures = speakable(point.measures, language);
      out.push(isSentence(sentence, language) || language !== 'en' ? asSentence(sentence) : say.figureOf(speakable(point.figure, language), measures));
    } else if (point.kind === 'instruction' && /:\s/.test(text)) {
      // "Check the Sender: verify the address": a heading with its advice is said as the slide puts it.
      out.push(asSentence(text));
      advice++;
    } else if (point.kind === 'instruction' && dont) {
      out.push(asSentence(`${advice > 0 ? 'And do not' : 'Do not'} ${lowerFirst(text).replace(/[.!]$/, '')}`));
      advice++;
    } else if (point.kind === 'instruction') {
      // Advice that is already said as a command of its own ("Never …", "Don’t …", "Beware …") is not wrapped.
      const negative = /^(never|do not|don['’]t|avoid|beware)\b/i.test(text);
      if (negative) out.push(asSentence(advice > 0 ? `${pick(['Also,', 'And'], seed + advice)} ${lowerFirst(text)}` : text));
      else out.push(advice === 0 ? say.adviceFirst(lowerFirst(text).replace(/[.!:;,]+$/, '')) : pick(say.adviceNext, seed + advice)(lowerFirst(text).replace(/[.!:;,]+$/, '')));
      advice++;
    } else if (point.kind === 'question') {
      out.push(isSentence(text, language) ? asSentence(text) : say.question(asSentence(text)));
    } else if (isCodeDescription(point)) {
      out.push(asSentence(text));
    } else if (point.kind === 'example') {
      out.push(say.example(lowerFirst(text.replace(/^(for example|for instance|example:)\s*/i, '')).replace(/[.]$/, '')));
    } else {
      out.push(asSentence(joinFragments(text, language)));
    }
  });
  flushList();
  return out;
}

/** Notes as spoken sentences, whole and in order; a lead-in line ("we will:") and the list it opens are one sentence. */
const speakNotes = (notes: string, language: string, and: string) =>
  joinLeadIns(joinWrappedLines(notes.split('\n')), and, language)
    .map((line) => asSentence(speakable(line, language)))
    .filter(Boolean);

function contactLine(r: NarrationRequest, say: NarratorPhrases | undefined): string | null {
  const contact = r.pointsOfContact[0];
  if (!contact) return null;
  const who = contact.role ? `${contact.name}, ${contact.role},` : contact.name;
  if (!say) return asSentence(`${contact.name}${contact.role ? `, ${contact.role}` : ''}${contact.contact ? `: ${contact.contact}` : ''}`);
  return say.contact(who, contact.contact ? ` at ${contact.contact}` : '');
}

/** A slide in a language without phrases: its own sentences only, in their order (right-to-left kept as is). */
function ownSentences(slide: SlideModel, language: string): string[] {
  // A lone token beside the slide's words ("FW", "A10", ":2017": a tab's label, a number) is no sentence to say.
  const label = (text: string) => !/\s/.test(text.trim()) && (!/\p{Ll}/u.test(text) || !/\p{L}{4}/u.test(text));
  const kept = slide.points.map((p) => p.text).filter((text) => !label(text) || slide.points.length === 1);
  // A run of names ("Atos", "Bugcrowd", "Checkmarx", …) is one list said once, never a sentence per name.
  const points = kept.reduce<string[][]>((runs, text, i) => {
    const run = runs.at(-1);
    if (run && nameLike(text) && nameLike(kept[i - 1]!)) run.push(text);
    else runs.push([text]);
    return runs;
  // A page of a hundred contributors is not read out: its first few say what the list is (no phrase in this
  // language can say "among them", so the cut is marked by the ellipsis the subtitles show).
  }, []).flatMap((run) => (run.length > longList ? [`${run.slice(0, someShown).join(', ')}…`] : run.length >= 3 ? [run.join(', ')] : run));
  const lines = [slide.notes ? '' : slide.title, ...points, ...joinWrappedLines(slide.notes.split('\n'))].filter(Boolean);
  const sentences = lines.flatMap((line) => line.split('\n')).map((line) => asSentence(speakable(line, language)));
  return sentences;
}

/** The first point of an untitled slide when it reads as a heading ("Prose vs. OSCAL (Machine-Readable)"). */
function untitledHeading(points: CoursePoint[], language: string): CoursePoint | null {
  const first = points[0];
  if (!first || points.length < 2 || first.cells || first.kind !== 'statement' || isCodeDescription(first)) return null;
  const text = first.text.trim();
  // "Distributed Version Control System": capitals on every long word make a heading, whatever the tagger says.
  const titleCase = text.split(/\s+/).every((w) => !/^\p{L}{4,}/u.test(w) || /^\p{Lu}/u.test(w));
  return text.split(/\s+/).length <= 8 && !/[.!?:,;]$/.test(text) && (titleCase || !isSentence(text, language)) ? first : null;
}

/** What the recap names: the section titles when the deck has sections, else up to six content titles spread over the deck. */
function recapTitles(course: CourseModel, current: number): string[] {
  const titled = (role: SlideModel['role']) =>
    [...new Set(course.slides.filter((s) => s.role === role && s.number !== current && /\s/.test(s.title)).map((s) => s.title))];
  const sections = titled('section');
  const titles = sections.length >= 2 ? sections : titled('content');
  if (titles.length <= 6) return titles;
  return Array.from({ length: 6 }, (_, i) => titles[Math.floor((i * titles.length) / 6)]!);
}

/** The slide before this one when this one goes on under its title (build-up-slides.ts). */
function sameTitledBefore(course: CourseModel, slide: SlideModel): SlideModel | null {
  const before = course.slides.find((s) => s.number === slide.number - 1);
  return before && sameTitleAs(slide, before) ? before : null;
}

/** How many slides in a row before this one carry its title (1 for the second slide of a run). */
function placeInRun(course: CourseModel, slide: SlideModel): number {
  let run = 0;
  let at = sameTitledBefore(course, slide);
  while (at) {
    run++;
    at = sameTitledBefore(course, at);
  }
  return run;
}

/**
 * "We stay with how Git works": the opening of a slide that goes on under the title of the one before; the
 * third and later of a run open with the step they add, so no two in a row open alike.
 */
function stayPhrase(course: CourseModel, slide: SlideModel, say: NarratorPhrases, seed: number, language: string): string {
  const run = placeInRun(course, slide);
  const title = speakable(slide.title, language).replace(/[.:;]+$/, '');
  const question = /\?$/.test(title);
  if (run >= 2 && say.furtherStep) return say.furtherStep(run, question ? lowerFirst(title.replace(/[?¿]/g, '')) : lowerTitle(title));
  return say.sameTitle?.(question ? lowerFirst(title) : lowerTitle(title), question) ?? titlePhrase(slide, say, seed, language);
}

/**
 * The command the slide before added to a drawing built up step by step ("git commit “Message”"): a next step
 * that adds no words of its own shows what the command did (the file moved into the repository).
 */
const addedCommand = (before: SlideModel) =>
  before.points.find((p) => !p.shownBefore && isShellCommandLine(p.text))?.text.trim().replace(/^\$\s*/, '');

/** The choices a quiz slide lists after its question ("¿Qué debe hacer?"): two or more points after the last that asks. */
function choicesAfterQuestion(points: CoursePoint[]): CoursePoint[] {
  const asked = points.findLastIndex((p) => /\?\s*$/.test(p.text.trim()));
  const choices = asked >= 0 ? points.slice(asked + 1) : [];
  return choices.length >= 2 ? choices : [];
}

export function narrateSlide(r: NarrationRequest): string {
  const course = courseOf(r);
  const language = course.language;
  const slide = course.slides.find((s) => s.number === r.slide.number) ?? buildSlideModel(r.slide, language);
  const say = narratorPhrases[language];
  const seed = hash(`${r.courseTitle}|${slide.number}|${slide.title}`);
  const isFirst = slide.number === 1;
  const isLast = slide.number === r.totalSlides;
  const parts: string[] = [];

  if (!say) {
    parts.push(...ownSentences(slide, language));
    if (contactSlide(course) === slide.number) parts.push(contactLine(r, undefined) ?? '');
    return parts.filter(Boolean).join(' ');
  }

  if (isFirst) {
    parts.push(say.welcome(r.courseTitle, r.organizationName));
    const about = r.courseDescription.trim().split(/(?<=[.!?])\s/)[0];
    if (about) parts.push(isSentence(about, language) ? asSentence(about) : say.about(lowerFirst(about.replace(/[.!]+$/, ''))));
    // The deck's own title, when the course is named differently.
    if (slide.title && !r.courseTitle.toLowerCase().includes(slide.title.toLowerCase()) && slide.role !== 'content') {
      parts.push(say.topic(lowerTitle(speakable(slide.title, language).replace(/[.:;]+$/, ''))));
    }
  }
  const notes = speakNotes(ownNotes(course.slides, slide), language, say.and);
  const before = sameTitledBefore(course, slide);
  const answers = revealedAnswers(slide, course.slides.find((s) => s.number === slide.number - 1));
  // A code description is the model's own sentence: notes that talk about the example do not replace it. What
  // the slide before showed under the same title was said there.
  const notSaidYet = slide.points.filter((p) => (isCodeDescription(p) || !saidInNotes(p, slide.notes)) && !p.shownBefore);
  const unsaid = slide.source === 'ocr' && notes.length > 0 ? ocrPointsBesideNotes(notSaidYet) : notSaidYet;
  const points = pointsBesideScreenshot(slide, unsaid, notes.length > 0);
  const addsNothing = before !== null && points.length === 0 && notes.length === 0;
  // Notes that open with the title ("How git works?") say it themselves: the narrator does not say it first.
  const notesAskTitle = notes.length > 0 && heardAs(notes[0]!.split(/(?<=[.!?])\s+/)[0]!) === heardAs(slide.title);
  if (slide.role === 'byline') {
    const byline = readByline(points.map((p) => speakable(p.text, language)));
    if (slide.title && !isFirst) parts.push(titlePhrase(slide, say, seed, language));
    parts.push(...notes);
    const titleSaid = r.courseTitle.toLowerCase().includes(byline.title.toLowerCase());
    if (byline.title && isFirst && !titleSaid) parts.push(say.topic(byline.title));
    if (byline.presenters.length) parts.push(say.presentedBy(listPhrase(byline.presenters, say.and)));
    parts.push(...byline.asides.map(asSentence));
  } else if (slide.role === 'closing') {
    parts.push(...notes);
    const thanks = /^(thank|gracias|danke|merci|questions)/i;
    parts.push(...speakPoints(points.filter((p) => !thanks.test(p.text)), say, language, seed, slide.title));
    if (!isLast) parts.push(say.closingTitle);
  } else if (slide.role === 'title') {
    if (!isFirst && slide.title) parts.push(titlePhrase(slide, say, seed, language));
    parts.push(...notes);
  } else if (answers.length > 0 && say.answerIs) {
    // A copy of a quiz slide that marks its answer: the answer, then the notes that explain it.
    parts.push(stayPhrase(course, slide, say, seed, language));
    parts.push(say.answerIs(answers.map((a) => asSentence(speakable(a.text, language))).join(' ')), ...notes);
  } else if (before && (slide.role === 'section' || slide.role === 'content')) {
    if (!notesAskTitle) parts.push(stayPhrase(course, slide, say, seed, language));
    parts.push(...notes);
    // From the third slide of a run on, the opening itself says a step was added.
    const command = addsNothing ? addedCommand(before) : undefined;
    if (addsNothing && placeInRun(course, slide) === 1) parts.push(say.nothingNew ?? '');
    else if (command && say.commandResult) parts.push(say.commandResult(speakable(command, language)));
    else {
      const diagram = diagramPoints(slide.points, language);
      parts.push(...speakPoints(diagram.length ? inStepOrder(points) : points, say, language, seed, slide.title, diagram));
    }
  } else if (slide.role === 'section') {
    parts.push(say.section(lowerTitle(speakable(slide.title, language).replace(/[.:;]+$/, ''))), ...notes);
  } else if (isCodeGridSlide(slide) && say.codeGrid) {
    if (slide.title) parts.push(titlePhrase(slide, say, seed, language));
    parts.push(...notes, say.codeGrid(listPhrase(points.map((p) => speakable(p.text, language).replace(/[.;,]+$/, '')), say.and)));
  } else if (isTermCloudSlide(slide) && say.termCloud) {
    parts.push(titlePhrase(slide, say, seed, language), ...notes);
    parts.push(say.termCloud(listPhrase(points.map((p) => lowerTitle(speakable(p.text, language).replace(/[.;,:]+$/, ''))), say.and)));
  } else {
    // An untitled slide opens with its heading when its first line is one, else with its notes or points:
    // no filler ("This slide adds a few more points.") stands in for a title.
    const heading = slide.title || notes.length ? null : untitledHeading(points, language);
    if (slide.title && !notesAskTitle) parts.push(titlePhrase(slide, say, seed, language));
    else if (heading) parts.push(titlePhrase({ ...slide, title: heading.text }, say, seed, language));
    // The diagram is told from all the slide's points (as its review reason is), its numbered steps in their order.
    const diagram = diagramPoints(slide.points, language);
    const rest = heading ? points.filter((p) => p !== heading) : points;
    const ordered = diagram.length ? inStepOrder(rest) : rest;
    // A quiz question whose next slide gives the answer: its choices are said as choices, not as what the course says.
    const choices = answerComesNext(course.slides, slide) && say.option ? choicesAfterQuestion(ordered) : [];
    const statements = ordered.filter((p) => !choices.includes(p));
    parts.push(...notes, ...speakPoints(statements, say, language, seed, slide.title, diagram));
    parts.push(...choices.map((choice, i) => say.option!(i + 1, asSentence(speakable(choice.text, language)))));
  }

  if (answerComesNext(course.slides, slide) && say.answerNext) parts.push(say.answerNext);
  for (const objective of objectiveSlides(course, r.learningObjectives).get(slide.number) ?? []) {
    parts.push(say.objective(lowerFirst(objective.trim().replace(/[.]+$/, ''))));
  }
  if (contactSlide(course) === slide.number) {
    const line = contactLine(r, say);
    if (line) parts.push(line);
  }
  if (isLast) {
    const titles = recapTitles(course, slide.number).map((t) => lowerTitle(speakable(t, language).replace(/[.:;?]+$/, '')));
    if (titles.length >= 2) parts.push(say.recap(listPhrase(titles, say.and)));
    parts.push(say.end(r.courseTitle, r.organizationName));
  }
  // A slide with nothing to say (a picture, an empty page) still asks the listener to look: never silence.
  if (!parts.some(Boolean)) parts.push(pick(say.untitled, seed));
  // A slot that ended in its own full stop ("… your claim." + ".") closes once; a phrase whose last word
  // the slide's words repeat ("This slide is about" + "About the OWASP Top 10") says it once.
  const spoken = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').replace(/([.!?])\.(?!\.)/g, '$1').trim();
  return withoutRepeatedWords(spoken, [slide.title, ...slide.points.map((p) => p.text), slide.notes].join(' '));
}
