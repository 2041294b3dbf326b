import { type CoursePoint, type CoursePointKind, type ReviewReason, type SlideModel, type SlideRole, writtenExampleStart } from '@complyra/core';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { tableRowText } from './table-row-text.ts';
import { mendBrokenLines } from './broken-lines.ts';
import { withCountsSaid } from './count-rows.ts';
import { withLowerL, withoutLeadingSpeck, withoutPictureNoise } from './ocr-line-noise.ts';
import { withoutStepMarks } from './ocr-step-marks.ts';
import { codeComment, codeLanguage, isCodeLine, isShellCommandLine, labelledCommand, sentenceThenCode, shellCommandName } from './code-lines.ts';
import { furnitureKey, isLogoWithScraps } from './deck-furniture.ts';
import { diagramSummarized, isDiagramSlide } from './diagram-slides.ts';
import { asksWhatAnAttackerDoes, labelsAsStatements, namesAdvice, namesHarm, namesPlans, saysWhatAnAttackerDoes } from './not-advice.ts';
import { isPlaceholderPrompt } from './placeholder-prompts.ts';
import { hasVerb, isDefinition, isInstruction } from './english-grammar.ts';
import { narratorPhrases } from './narrator-phrases.ts';
import { isExplainedScreenshot, titleBesideScreenshot } from './code-screenshots.ts';
import { lowerTitle, speakable } from './spoken-text.ts';
import { withoutStageDirections } from './stage-directions.ts';
import { terminalOutput } from './terminal-output.ts';

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
    // "1.go to …": OCR and hurried typing leave out the space after the number.
    .replace(/^\d{1,2}[.)]\s*(?=\p{L})/u, '')
    .trim();
}

const closingWords =
  /^(thank you|thanks|many thanks|questions|any questions|q ?& ?a|the end|gracias|preguntas|danke|vielen dank|fragen|merci)\b/i;
const bylineWords = new RegExp(`\\b(${['presented by', 'presentado por', 'speaker name', 'presenter', 'vorgestellt von', 'présenté par'].join('|')})\\b`, 'i');
/** "For example, …" as the slide writes it (code descriptions carry the `code` flag instead). */
export const exampleStart = writtenExampleStart;
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
  // "70% of breaches start with an e-mail": a real number and words it measures ("0 = Accept cookies" is neither).
  const realFigure = figure && !/^\d{4}$/.test(figure[1]!) && isRealFigure(figure[1]!.trim(), figure[2]!);
  if (figure && realFigure && wordCount(figure[2]!) >= 2 && isCaption(figure[2]!)) {
    return { ...point, kind: 'figure', figure: figure[1]!.trim(), measures: figure[2]!.trim() };
  }
  const term = termLine.exec(text);
  if (term && wordCount(term[1]!) <= 5 && wordCount(term[2]!) >= 2 && !isUrl(term[2]!) && !/^https?$/i.test(term[1]!)) {
    // In English only a name with a definition is a term ("Check the Sender: verify …" is advice, "Title is: …" a sentence).
    if (language !== 'en' || isDefinition(term[1]!.trim(), term[2]!.trim())) {
      return { ...point, kind: 'term', term: term[1]!.trim(), definition: term[2]!.trim() };
    }
  }
  const kind: CoursePointKind = language === 'en' && wordCount(text) >= 2 && isInstruction(text) ? 'instruction' : 'statement';
  return { ...point, kind };
}

/** Lines that carry nothing to say: lone digits of a diagram, bare symbols. */
const isDecoration = (text: string) => !/\p{L}{2,}/u.test(text) && !/\d{2,}|\d%/.test(text);
/** Sample data shown in a picture ("Acct:5424-6066-2134-4334"): mostly digits, read by no one aloud. */
const isSampleData = (text: string) =>
  (/\d{4}[- ]\d{4}|\d{8,}/.test(text) && (text.match(/\p{L}/gu) ?? []).length <= 6) ||
  // "?acct=6065": a bare address parameter, shown beside the sentence that says it.
  /^\??[\w.-]+=[\w.%-]*$/.test(text.trim());
/**
 * A line that is mostly numbers standing apart ("1 2 2 1 Injection 1.66 1", "0 0 3 0"): a chart's or a
 * table's figures read across, with at most a label among them; no figure with what it measures.
 */
const isNumberRun = (text: string) => {
  // "2003, 2004, 2007": numbers written as a list are the slide's words.
  if (/\d,\s/.test(text)) return false;
  const tokens = text.split(/\s+/);
  const numbers = tokens.filter((t) => /^[-+]?\d[\d,.]*%?$/.test(t)).length;
  return numbers >= 3 && numbers * 2 > tokens.length;
};
/**
 * "compile compile compile … provided": a table's column of one repeated word read across as a line; said
 * aloud it is one word over and over, and says nothing the table's other cells do not.
 */
const isWordRun = (text: string) => {
  const tokens = text.toLowerCase().split(/\s+/);
  const most = Math.max(...tokens.map((t) => tokens.filter((u) => u === t).length));
  return most >= 3 && most * 2 > tokens.length;
};
/** The slide's own number or a page footer ("12" on slide 12, "Slide 3", "3 / 45", "Page 2 of 10"). */
const isSlideNumber = (text: string, number: number) =>
  text === String(number) ||
  /^(slide|page|folie|seite|diapositiva|página|diapositive)\s*\d{1,3}$/i.test(text) ||
  /^\d{1,3}\s*(\/|of|von|de|sur)\s*\d{1,3}$/i.test(text);
/** A number standing alone on its line or in its cell: a chart's axis tick, a figure waiting for its caption. */
export const loneNumber = /^[-+]?[$€£]?\d[\d,.]*\s?(%|k|m|bn|million|billion|thousand|millones|millionen)?$/i;
/** A figure worth saying needs a real number: a percentage, an amount, a unit, or more than one digit. */
const isRealFigure = (figure: string, caption = '') =>
  /%|[$€£]|\p{L}/u.test(figure) || /\d{2,}|\d[.,]\d/.test(figure) || measuredUnit.test(caption);
/** "3 years is how long records are kept": one digit is a figure when its unit follows. */
const measuredUnit = /^(years?|months?|weeks?|days?|hours?|minutes?|seconds?|times|euros?|dollars?|pounds?|percent)\b/i;
/** A caption a figure can measure: words, not another number or a symbol ("= Accept cookies" is no caption). */
const isCaption = (text: string) =>
  /^\p{L}/u.test(text) && /\p{L}{3,}/u.test(text) && !loneNumber.test(text) && !isCodeLine(text);

function slideRole(number: number, title: string, points: CoursePoint[], notes: string): SlideRole {
  const all = [title, ...points.map((p) => p.text)].join('\n');
  if (points.length <= 2 && closingWords.test(title || points[0]?.text || '')) return 'closing';
  if (bylineWords.test(all)) return 'byline';
  if (number === 1 && !title && points.length > 0 && points.length <= 6 && points.every((p) => wordCount(p.text) <= 6)) return 'byline';
  if (points.length === 0 && number === 1) return 'title';
  if (points.length === 0 && title && !notes) return 'section';
  return 'content';
}

/** "$ls - used to list files and directories": a shell command, a dash, and what it does. */
const explainedCommand = /^\$\s?([a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+[-–—]\s+(\p{L}.{5,})$/u;

const codeSkipped: ReviewReason = { code: 'code-skipped', message: 'A code example was described, not read out.' };
const chartSkipped: ReviewReason = { code: 'chart-skipped', message: 'A chart\'s numbers were not read out.' };

/** One code block of the slide as a spoken description (never the code), in the course's language. */
function describeCode(lines: DeckLine[], title: string, language: string): string | null {
  const say = narratorPhrases[language];
  if (!say) return null;
  const texts = lines.map((l) => l.text.trim());
  // Comments that say what the code does ("sets up Git …", "lists all …"); a placeholder ("Do sensitive stuff here") says nothing.
  const written = texts.map(codeComment).filter((c): c is string => c !== null).map((c) => c.replace(/[.;]+$/, ''));
  const comments = written.every((c) => /^\p{Ll}+s\b/u.test(c)) ? written : [];
  const code = texts.filter((t) => codeComment(t) === null);
  const kind = codeLanguage(code);
  const commands = kind === 'shell' ? [...new Set(code.map(shellCommandName).filter((c): c is string => c !== null))] : [];
  // The title names what the code is for ("for escaping output"); a question or a sentence ("Do not …") cannot follow "for".
  const usable = title && !/\?$/.test(title) && !(language === 'en' && (hasVerb(title) || isInstruction(title)));
  const topic = usable ? lowerTitle(speakable(title, language).replace(/[.:;]+$/, '').replace(/^(A|An|The)\s/, (a) => a.toLowerCase())) : '';
  // "the shell command git commit for Git Commit": a title that only names the command adds nothing.
  const named = topic && commands.some((c) => c.toLowerCase() === topic.toLowerCase());
  return say.codeExample({ language: kind, commands, comments, topic: named ? '' : topic });
}

export interface SlideModelOptions {
  /** Lines found on most slides of the deck (deck-furniture.ts), said on none. */
  furniture?: Set<string>;
}

/** A line of the deck's furniture; on a slide read by OCR, also its logo read with a scrap beside it. */
const isFurniture = (text: string, slide: DeckSlideText, furniture: Set<string> | undefined) =>
  !!furniture && (furniture.has(furnitureKey(text)) || (slide.source === 'ocr' && isLogoWithScraps(text, furniture)));

/** The model of one slide from what the reader extracted (its lines with levels and blocks when known). */
export function buildSlideModel(slide: DeckSlideText, language: string, options: SlideModelOptions = {}): SlideModel {
  const all: DeckLine[] = slide.lines ?? slide.text.split('\n').map((text) => ({ text, level: 0 }));
  // A picture's words (a screenshot read by OCR) are shown, not said: the slide points to the picture instead.
  const pictures = all.filter((l) => l.picture);
  const given = all.filter((l) => !l.picture);
  // A numbered drawing's circled steps read by OCR ("(3)", "11 He …") and specks glued to a line's first word
  // ("@accounts") cut its sentences: left out before they are mended; an l read as I ("AIl") put back.
  const unmarked = (text: string) => withLowerL(withoutLeadingSpeck(withoutStepMarks(text), language), language);
  const read = slide.source === 'ocr' ? given.map((l) => (l.cells ? l : { ...l, text: unmarked(l.text) })) : given;
  const mended = mendBrokenLines(
    withCountsSaid(read.filter((line) => line.cells || !isFurniture(line.text, slide, options.furniture)), language, slide.source === 'ocr'),
    language,
    slide.source === 'ocr',
  );
  // OCR reads a screenshot's bits into the sentences beside it: said without them (ocr-line-noise.ts).
  const cleaned = slide.source === 'ocr' ? mended.map((l) => (l.cells ? l : { ...l, text: withoutPictureNoise(l.text) })) : mended;
  // A heading OCR read on the line of the command under it: the heading, then the command (said as code).
  // A sentence that ends on code ("… to: '><script>…"): the sentence, then the code (said as code).
  const split = cleaned.flatMap((l) => {
    const parts = l.cells ? null : (labelledCommand(l.text) ?? sentenceThenCode(l.text));
    return parts ? [{ ...l, text: parts[0] }, { ...l, text: parts[1] }] : [l];
  });
  // The sentence names the code it introduces without reading it ("… to the code shown on the slide.").
  const codeShown = narratorPhrases[language]?.codeShown;
  const introducesCode = (line: DeckLine, next: DeckLine | undefined) =>
    !line.cells && next !== undefined && !next.cells && /:\s*$/.test(line.text) && isCodeLine(next.text) &&
    !isCodeLine(line.text) && codeComment(line.text) === null;
  const lines = split.map((l, i) =>
    introducesCode(l, split[i + 1]) ? { ...l, text: l.text.replace(/\s*:\s*$/, codeShown ? ` ${codeShown}.` : '.') } : l,
  );
  // OCR reads a photo's texture as short "words" ("Pa me") and a drawing's numbers as a line ("request 0 0 3 0"):
  // a title read by OCR names something only with a word, and not among numbers.
  const readTitle = cleanPointText(slide.title);
  const title = slide.source === 'ocr' && (!/\p{L}{3,}/u.test(readTitle) || isNumberRun(readTitle)) ? '' : readTitle;
  const seen = new Set<string>([title.toLowerCase()]);
  const points: CoursePoint[] = [];
  const review: ReviewReason[] = [...(slide.review ?? [])];
  const addReview = (reason: ReviewReason) => review.some((r) => r.code === reason.code) || review.push(reason);
  // A point keeps its line's block and the author's mark (a highlighted answer).
  const inBlock = <T extends object>(point: T, line: DeckLine) => ({
    ...point,
    ...(line.block === undefined ? {} : { block: line.block }),
    ...(line.marked ? { marked: true } : {}),
  });
  let numbersLeftOut = 0;
  // Lines opening with a verb are no advice under a title naming a harm or the authors' plans (not-advice.ts).
  let consequences = namesHarm(title) || namesPlans(title);
  const codeBlocks: { block: number | undefined; lines: DeckLine[]; point: CoursePoint }[] = [];
  // What a terminal printed between two commands is shown, not said.
  const printed = terminalOutput(lines);
  const shown: string[] = [];
  // "git push" alone on its line is a command, as OCR reads a terminal whose prompt it lost; on a slide of short
  // labels only (a drawing, no line of five words) it names an arrow of the drawing and stays a label.
  const drawing = lines.every((l) => l.cells || wordCount(l.text) <= 4);
  const bareCommand = (text: string) => !drawing && isShellCommandLine(text);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (printed.has(i)) {
      addReview(codeSkipped);
      shown.push(line.text.trim());
      continue;
    }
    // "$ls - used to list files": a command with its explanation is said as the explanation of that command.
    const explained = line.cells ? null : explainedCommand.exec(line.text.trim());
    if (explained && language === 'en') {
      const [, command, explanation] = explained;
      const text = `The ${command} command ${/^(used|meant)\b/i.test(explanation!) ? 'is ' : ''}${/^(used|meant)\b/i.test(explanation!) ? explanation : `: ${explanation}`}`;
      points.push(inBlock({ text: text.replace(' : ', ': '), level: line.level, kind: 'statement' as const }, line));
      continue;
    }
    // A comment opening a block of code ("# sets up Git with your name") belongs to the code after it.
    const after = lines[i + 1];
    const opensCode = codeComment(line.text) !== null && after && after.block === line.block && isCodeLine(after.text);
    if (!line.cells && (isCodeLine(line.text) || opensCode || bareCommand(line.text))) {
      // A block's code (with its comments and "…" gaps) becomes one described example, said where it starts.
      const inCode = (next: DeckLine) =>
        next.block === line.block &&
        !next.cells &&
        (isCodeLine(next.text) || codeComment(next.text) !== null || !/\p{L}/u.test(next.text) || bareCommand(next.text));
      const run = [line];
      while (i + 1 < lines.length && inCode(lines[i + 1]!)) run.push(lines[++i]!);
      const earlier = codeBlocks.find((b) => b.block === line.block);
      if (earlier) earlier.lines.push(...run);
      else {
        const point = inBlock({ text: '', level: line.level, kind: 'example' as const, code: true }, line);
        codeBlocks.push({ block: line.block, lines: run, point });
        points.push(point);
      }
      continue;
    }
    // "Follow the guidance from" over a line that is only the address: one sentence, said with the site's name.
    const pointed = lines[i + 1];
    if (!line.cells && pointed && !pointed.cells && pointed.block === line.block && isUrl(pointed.text.trim())) {
      if (/\b(from|at|see|on|in|to|visit|read)\s*:?$/i.test(line.text.trim())) {
        lines[i + 1] = { ...pointed, text: `${line.text.trim()} ${pointed.text.trim()}` };
        continue;
      }
    }
    // Cells that are only a symbol ("?", "*") say nothing; they stay empty so columns keep their place.
    const cells = line.cells?.map((cell) => (/[\p{L}\d]/u.test(cell) ? cleanPointText(cell) : ''));
    const text = cells ? tableRowText(cells) : cleanPointText(line.text);
    if (!text || isSlideNumber(text, slide.number) || seen.has(text.toLowerCase())) continue;
    if (!cells && loneNumber.test(text)) {
      // "70%" over its caption "Email phishing" in the same block is one figure; a run of numbers is a chart's axis.
      const next = lines[i + 1];
      const previous = lines[i - 1];
      const inRun = previous && !previous.cells && loneNumber.test(cleanPointText(previous.text));
      const caption = next && !next.cells && next.block === line.block ? cleanPointText(next.text) : '';
      if (!inRun && isRealFigure(text) && caption && isCaption(caption)) {
        const point: CoursePoint = { text: `${text} ${caption}`, level: line.level, kind: 'figure', figure: text, measures: caption };
        points.push(inBlock(point, line));
        seen.add(caption.toLowerCase());
        i++;
      } else numbersLeftOut++;
      continue;
    }
    if (!cells && isWordRun(text)) continue;
    if (!cells && isNumberRun(text)) {
      // "1 2 2 1 Injection 1.66 1": a chart's or a table's numbers read as one line say nothing aloud.
      numbersLeftOut += 3;
      continue;
    }
    // A line OCR made of a photo's specks ("DO", "me") has no word of three letters: it is not said, like such a title.
    const specks = slide.source === 'ocr' && !cells && !/\p{L}{3,}/u.test(text);
    if (specks || isDecoration(text) || (!cells && isSampleData(text)) || (!cells && isPlaceholderPrompt(text))) continue;
    seen.add(text.toLowerCase());
    let point = classifyPoint(text, line.level, language, cells && cells.length > 1 ? cells : undefined);
    // Under "Typical Impact", on a slide of an attack ("CSRF Illustrated") or saying what an attacker does, a line opening with a verb
    // says what happens, never what to do (not-advice.ts); a heading that names advice gives advice again.
    const notAdvice = consequences || saysWhatAnAttackerDoes(text);
    if (notAdvice && point.kind === 'instruction') point = { ...point, kind: 'statement' };
    if (!cells && ((wordCount(text) <= 4 && namesHarm(text)) || asksWhatAnAttackerDoes(text))) consequences = true;
    else if (!cells && wordCount(text) <= 6 && namesAdvice(text)) consequences = false;
    points.push(inBlock(line.label ? { ...point, label: true } : point, line));
  }
  // A screenshot's words are kept among what the slide shows; the narration points to the picture once.
  const pictureShown = narratorPhrases[language]?.pictureShown;
  if (pictures.length > 0) {
    shown.push(...pictures.map((l) => l.text.trim()));
    if (pictureShown) points.push(inBlock({ text: pictureShown, level: 0, kind: 'example' as const, code: true }, pictures[0]!));
  }
  // Several snippets on one slide are described once, where the first is: each description would name the
  // same topic (the title), and five "The slide shows an example …" in a row is not speech.
  const [firstCode, ...laterCode] = codeBlocks;
  if (firstCode) firstCode.point.text = describeCode(codeBlocks.flatMap((c) => c.lines), title, language) ?? '';
  for (const code of laterCode) code.point.text = '';
  // A person checks a described program, not a one- or two-line command the description names in full
  // ("The slide shows the shell command git add"); a language without phrases leaves any code unsaid.
  const codeLines = codeBlocks.flatMap((c) => c.lines).filter((l) => codeComment(l.text) === null && /\p{L}/u.test(l.text));
  if (codeBlocks.length > 0 && (codeLines.length > 2 || !firstCode?.point.text)) addReview(codeSkipped);
  // A language without phrases cannot describe code: the code is left out (and the review reason says so).
  const said = points.filter((p) => p.text);
  // Three or more numbers left standing alone are a chart's axis or data labels: the chart is not read out.
  if (numbersLeftOut >= 3) addReview(chartSkipped);
  const diagram = isDiagramSlide({ points: said }, language);
  if (diagram) addReview(diagramSummarized);
  const notes = withoutStageDirections(
    slide.notes
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n'),
  );
  // A screenshot its notes explain is said by them: a title OCR read off it only when they name it (code-screenshots.ts).
  const spokenTitle = isExplainedScreenshot({ source: slide.source ?? 'text', review }, said, notes !== '') ? titleBesideScreenshot(title, notes) : title;
  return {
    number: slide.number,
    title: spokenTitle,
    role: slideRole(slide.number, spokenTitle, said, notes),
    points: diagram ? labelsAsStatements(said) : said,
    notes,
    source: slide.source ?? 'text',
    ...(review.length ? { review } : {}),
    ...(shown.length ? { shown } : {}),
  };
}
