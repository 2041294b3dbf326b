import { type CourseModel, type CoursePoint, isCodeDescription, type SlideModel } from '@complyra/core';
import { notAnswerTexts, phraseFlaw } from './choice-quality.ts';
import { figureFamily, itemFamily, noteSentences, termFamily } from './fact-families.ts';
import { normalize } from './text-form.ts';
import { falseInstructions, falseStatements, negateStatement } from './statement-edits.ts';
import { completeCaption, ocrChoiceCheck, versionLike } from './ocr-choice-check.ts';
import { swapEdits, swapVocabulary } from './statement-swaps.ts';
import { hasVerb, isInstruction as isEnglishInstruction } from '../../course-model/english-grammar.ts';
import { imperativeVerbs } from './imperative-verbs.ts';
import { commandMeaning } from './command-sentences.ts';
import { stemsFor } from './question-stems.ts';
import { finishSteps } from '../../lib/stepped-work.ts';

/**
 * The askable facts of a course model, each in the form of one item kind that tests meaning (issue 28):
 * term ⇄ definition, a figure and what it measures, what to do about a topic, which is one of a named group,
 * which statement is correct, and which step comes next. Where a slide sat, title slides, bylines and
 * agendas are never asked about.
 */

/** The kinds of answers; a distractor is always of the answer's kind. */
export type AnswerKind = 'term' | 'definition' | 'figure' | 'measures' | 'instruction' | 'member' | 'statement' | 'step';

/** A wrong choice with the course's reason it is wrong, which a hint may tell. */
export interface WrongChoice {
  text: string;
  /** Why it is wrong, as a hint sentence ("“Vishing” means phishing by telephone call."). */
  why: string;
}

export interface Fact {
  /** The fact and its form (`term:phishing:definition`); the family is the part before the last colon. */
  key: string;
  family: string;
  slide: SlideModel;
  prompt: string;
  answer: string;
  kind: AnswerKind;
  /** The words of the source block the key is checked against. */
  source: string;
  /** Wrong choices made for this fact (edits of the course's words, other steps of the list), tried first. */
  ownWrong: WrongChoice[];
  /** The group a member or a step belongs to: a distractor of the same group would be right too. */
  group?: string;
  /** Said of this answer when it is offered as a wrong choice elsewhere. */
  asWrong: string;
  /** A statement with one thing it names swapped for another of its kind: false, and as positive as the statement. */
  swaps?: string[];
}

const stripEnd = (text: string) => text.trim().replace(/[.;,]+$/, '');
/** A group's name inside a sentence: lower case unless it holds a name or an acronym. */
const inSentence = (name: string) => (/^\p{Lu}\p{Ll}+(\s+\p{Ll}+)*$/u.test(name.trim())
  ? name.trim().toLowerCase() : name.trim());
/** A definition's first sentence, without a bracketed source note ("[based on NIST SP 800-53 definition]"). */
const firstSentence = (text: string) => stripEnd(text.replace(/\s*\[[^\]]*\]\s*$/, '').split(/(?<=[.!?])\s+(?=\p{L})/u)[0]!);

// Slides that list what is to come or close the talk: nothing on them is the subject itself.
// Word edges are letters of any script ("Übersicht", "Índice"): `\b` knows ASCII letters only.
const outlineTitle = new RegExp(`(?<![\\p{L}\\p{N}_])(${[
  'agenda', 'outline', 'contents', 'overview of (the )?(talk|course|session)', 'questions to address', 'summary', 'recap',
  'references', 'resources', 'thank you', 'q\\s*&\\s*a', 'questions\\??$', 'next steps', 'about (me|us|the author)', 'índice',
  'resumen', 'preguntas', 'gracias', 'inhalt', 'inhaltsverzeichnis', 'übersicht', 'zusammenfassung', 'fragen', 'danke', 'quellen',
  'nächste schritte', 'über (mich|uns)',
].join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
// Group names that say nothing about their members.
const emptyGroup = new RegExp(`^(${[
  'recommendations', 'references', 'examples?', 'others?', 'notes?', 'details', 'typical impact', 'summary',
  'overview', 'introduction', 'background', 'misc\\w*', 'figures', 'facts', 'terms', 'definitions', 'key points',
  'points', 'highlights', 'statistics', 'numbers',
].join('|')})$`, 'i');
// A heading of do's and don'ts.
const mixedAdvice = /^(do['’]?s|don['’]?ts|do['’]?s and don['’]?ts|avoid|never|bad|wrong|incorrect|good|right)\s*:?$/i;
// A sentence that points at the slide or the talk rather than stating a fact ("This command …", "Let's …").
const deictic = new RegExp(`^(${[
  'this', 'that', 'these', 'those', 'it', 'they', 'here', 'there', 'so', 'now', 'let', 'let[\'’]s', 'we', 'i', 'you',
  'again', 'also', 'then', 'well', 'ok', 'okay', 'today', 'first', 'next', 'finally', 'as you',
  // German: "dies", "hier", "wir", "ich", "heute", "jetzt", "dann".
  'dies', 'diese', 'dieser', 'dieses', 'hier', 'wir', 'ich', 'heute', 'jetzt', 'dann', 'also',
].join('|')})\\b`, 'i');
const imperativeStart = new RegExp(`^(${imperativeVerbs.join('|')})\\b`, 'i');
// Code, or a program's output quoting a name with a slash ("Your branch is up-to-date with 'origin/master'").
const codeLike = new RegExp([/[{}<>;=$\\]|\b(javascript|https?):|\w\(/.source,
  /^\s*(git|npm|cd|mkdir|ls|public|private|select|import|def|class)\s/.source, /['‘][\w.-]+\/[\w./-]+['’]/.source].join('|'), 'i');
// Labels that introduce a remark, not a term with a meaning ("Note: …", "Scenario 2: …", Hebrew "הערה", "תרחיש").
const remarkLabel = new RegExp(`^(${[
  'note', 'notes', 'example', 'examples', 'recommendation', 'recommendations', 'scenario', 'tip', 'warning',
  'important', 'source', 'result', 'most severe', 'least severe', 'typical impact', 'impact', 'severity', 'nota', 'ejemplo', 'escenario', 'hinweis', 'beispiel', 'tipp', 'achtung', 'quelle', 'הערה', 'שים לב', 'תרחיש', 'דוגמה', 'דוגמא',
].join('|')})(?=[\\s:.]|$)`, 'iu');
// The header lines of an e-mail shown on a slide ("From: Internal Revenue Service Subject: …"): labels, not terms.
const emailHeader = /^(from|to|subject|date|sent|cc|bcc|reply-to|von|an|betreff|datum|de|para|asunto|fecha)$/i;
// A block of references: its "Name: title" lines are sources, not terms and their meanings.
const referencesHeading = new RegExp(`^(${['references', 'resources', 'sources', 'further reading', 'links', 'referencias',
  'recursos', 'fuentes', 'quellen', 'literatur', 'הפניות', 'מקורות'].join('|')})(?=[\\s:.]|$)`, 'iu');
// Slides that show an attack or an example: their imperative lines are what happens there, not advice.
const showingTitle = /illustrat|example|scenario|demo|attack|ejemplo|ilustra|beispiel|angriff|szenario|תרחיש|דוגמ/iu;
// Slides of a project's plan ("Current sprint", "Initial project scope"): their imperative lines are the team's tasks,
// not advice to the learner; asking which plan holds a task tests where a line sat.
const planTitle = new RegExp(`(?<![\\p{L}])(${['sprints?', 'project scope', 'roadmap', 'milestones?', 'notional plan', 'future work',
  'future \\S+ work', 'next sprint', 'backlog', 'sprint', 'hoja de ruta', 'planificación', 'fahrplan', 'meilensteine?'].join('|')})(?![\\p{L}])`, 'iu');
// A German instruction in the formal imperative ("Sperren Sie Ihren Bildschirm"); the course model marks English ones only.
const germanImperative = /^\p{Lu}\p{Ll}+(en|ern|eln) Sie\b/u;

// What an attacker does ("Install backdoor through missing OS or server patch"): a step of an attack, never advice.
const attackAction = /\b(backdoors?|malware|ransomware|keyloggers?|steal|hijack|impersonate|spoof|exfiltrate)\b/i;

const usable = (text: string, oneWord = false) => !codeLike.test(text) && phraseFlaw(text, { oneWord }) === null;

/** "Label: what it is" and two-cell table rows hold terms the model did not mark; the quiz reads them too. */
function termOf(point: CoursePoint): { term: string; definition: string } | null {
  const labelled = /^([^:]{2,40}):\s+(.{12,})$/.exec(point.text);
  const [term, definition] = point.kind === 'term' && point.term && point.definition ? [point.term, point.definition]
    : point.cells?.length === 2 ? point.cells : labelled ? [labelled[1], labelled[2]] : [];
  if (!term || !definition || remarkLabel.test(term.trim()) || emailHeader.test(term.trim())) return null;
  // A term is a name in words or an identifier ("CWE-79"); "Scenario 3" and "2010-A7" are not terms.
  if (/\d/.test(term) && !/^[A-Z]{2,}-\d+$/.test(term.trim())) return null;
  // A definition says something: not a row of scores, not a Title Case name (a talk's title).
  if (/^\P{L}*\d/u.test(definition)) return null;
  if (/\p{Lu}/u.test(definition) && !/(^|\s)\p{Ll}{3,}/u.test(definition)) return null;
  return { term, definition };
}

/**
 * Whether an English "label: text" says what the label is: not a label with a verb ("Easy to use", "Have OSCAL use
 * enable") nor a text that tells what to do or what someone does ("Promote developer adoption …", "rapidly verify …").
 * ("Catalog: Defines a set of controls" does define: the label is the verb's subject.)
 */
function labelDefines(term: string, definition: string): boolean {
  if (/\s/.test(term) && hasVerb(term)) return false;
  return !isEnglishInstruction(definition) && !/^\p{Ll}+ly\s+\p{Ll}+(?<!s)\s/u.test(definition);
}

const goodTerm = (term: string) => usable(term, true) && normalize(term).split(' ').length <= 5 && !/^[A-Z]?\d+$/.test(term.trim());
const goodDefinition = (term: string, definition: string) => usable(definition) && normalize(definition).split(' ').length >= 3
  && !` ${normalize(definition)} `.includes(` ${normalize(term)} `);

// Titles of slides that give advice: on a slide read by OCR, whose do's and don'ts headings OCR may have lost,
// only these are asked as "what to do".
const adviceTitle = new RegExp(`\\b(${['avoid\\w*', 'prevent\\w*', 'protect\\w*', 'defen[cs]e\\w*', 'mitigat\\w*', 'how to',
  'best practices?', 'tips?', 'recommend\\w*', 'guidelines?', 'exercise', 'steps?', 'checklist'].join('|')})\\b`, 'i');

const isInstruction = (point: CoursePoint) => point.kind === 'instruction'
  || (point.kind === 'statement' && (imperativeStart.test(point.text) || germanImperative.test(point.text)));

/** Whether a sentence states a fact on its own, so a minimal edit of it is a clear falsehood. */
const standsAlone = (text: string) => {
  const count = normalize(text).split(' ').length;
  return !deictic.test(text) && count >= 5 && count <= 30;
};

// A title that points back at the slide before ("What Can You Do to Avoid This?", "Why does it matter?").
const pointsBack = /(?<![\p{L}])(this|these|that|it|them|esto|esta|este|eso|das|dies)$/iu;
// A clause that asks rather than states ("How each control is implemented on a system", under "Represent the following:").
const whClause = /^(how|what|which|whether|why|who|cómo|qué|cuál|cuáles|por qué|wie|welche[rsn]?|warum|ob)(?![\p{L}])(?!.*\?$)/iu;

// A condition with no main clause ("If developers do not test the compatibility of updated libraries", Hebrew OWASP
// deck, a bullet under "You are vulnerable if:"): it states nothing, and "If developers test …" is no falsehood either.
const conditionStart = /^(if|unless|si|wenn|falls|אם|במידה\s*ו)(?=\s|\p{L})/iu;
// The main clause after the comma: any in a language whose lists and clauses the comma does not tell apart by itself;
// in Hebrew only one opening with a pronoun ("…, הוא עשוי להיות פגיע"), since the deck's conditions hold lists.
const hebrewMainClause = /,\s*(אז|הוא|היא|הם|הן|יש)(?=\s)/u;
const conditionOnly = (text: string, language: string) => conditionStart.test(text)
  && !(language.startsWith('he') ? hebrewMainClause.test(text) : text.includes(','));

/** Whether a slide only lists what is to come or closes the talk (an agenda, a summary, thanks). */
export const isOutlineTitle = (title: string) => outlineTitle.test(title);

export function collectFacts(model: CourseModel): Fact[] {
  return finishSteps(factSteps(model));
}

/** collectFacts' work a slide at a time: it pauses after each slide it has read (`finishStepsInTurns`). */
export function* factSteps(model: CourseModel): Generator<void, Fact[]> {
  const facts: Fact[] = [];
  // A course read by OCR: every answer also passes the harder check (cut lines, glued lines, misread words).
  const ocrCheck = ocrChoiceCheck(model);
  const fits = (text: string, oneWord = false) => usable(text, oneWord) && (ocrCheck === null || ocrCheck(text) === null);
  const language = model.language;
  // A "label: text" line the course model did not mark as a term is asked as one only when the text says what the
  // label is (English, where the grammar is known): "Operations personnel: rapidly verify …" says what they do.
  const meaningOf = (point: CoursePoint) => {
    const entry = termOf(point);
    const defines = !entry || point.kind === 'term' || !language.startsWith('en')
      || labelDefines(entry.term.trim(), firstSentence(entry.definition));
    return defines ? entry : null;
  };
  // The terms the course defines (those asked as terms below), each swapped for another in a statement.
  const meanings: NonNullable<ReturnType<typeof meaningOf>>[] = [];
  for (const slide of model.slides) {
    for (const point of slide.points) {
      const meaning = meaningOf(point);
      if (meaning !== null) meanings.push(meaning);
    }
    yield;
  }
  const defined = meanings
    .filter((t) => goodTerm(t.term) && goodDefinition(t.term, t.definition))
    .filter((t) => fits(t.term, true) && fits(firstSentence(t.definition)))
    .map((t) => t.term.trim()).filter((t) => t.length >= 4);
  const vocabulary = swapVocabulary(model, defined);
  const stems = stemsFor(language);
  const banned = notAnswerTexts(model);
  const allowed = (text: string) => !banned.has(normalize(text));
  const terms = new Map<string, true>();

  // The subject of the slide before: a title that points back at it ("What Can You Do to Avoid This?") is about it.
  let previousAbout = '';
  for (const slide of model.slides) {
    if (slide.role !== 'content' || isOutlineTitle(slide.title)) continue;
    // A title that names no subject ("Question 3", a deck's own quiz slide) is not said in a stem.
    const titled = /^(pregunta|question|quiz|knowledge check)\b/i.test(slide.title.trim()) ? '' : slide.title.trim().replace(/^[¿¡]+|[?:!]+$/g, '');
    // An OCR'd title that is cut or misread ("to Avoid This", "A8 - Avoiding"CSRF Flaws") is not said either.
    const own = slide.source === 'ocr' && titled && (/^\p{Ll}/u.test(titled) || !fits(titled, true)) ? '' : titled;
    const about = own && pointsBack.test(own) ? previousAbout : own;
    previousAbout = about;
    // The narrator's description of a code block is not the slide's words: never a right answer or a distractor.
    const points = withoutReferences(withoutQuestionChoices(slide.points))
      .filter((p) => !isCodeDescription(p) && !codeLike.test(p.text));

    // Term ⇄ definition; a command the slide names is a term when a sentence says what "this command" does.
    for (const point of points) {
      const command = commandMeaning(slide, point);
      const entry = command ?? meaningOf(point);
      if (!entry || !(command ? fits(command.term.replace(/\s+/g, '-'), true) : goodTerm(entry.term))) continue;
      if (!goodDefinition(entry.term, entry.definition)) continue;
      if (!(command || fits(entry.term, true)) || !fits(firstSentence(entry.definition))) continue;
      const term = entry.term.trim();
      const definition = firstSentence(entry.definition);
      if (terms.has(normalize(term))) continue;
      terms.set(normalize(term), true);
      const family = termFamily(term);
      const base = { family, slide, source: point.text, ownWrong: [] };
      facts.push({ ...base, key: `${family}:term`, kind: 'term', answer: term, prompt: stems.termFor(definition),
        asWrong: stems.termMeans(term, definition) });
      facts.push({ ...base, key: `${family}:definition`, kind: 'definition', answer: definition, prompt: stems.meaning(term),
        asWrong: stems.termMeans(term, definition) });
    }

    // A figure and what it measures.
    for (const point of points) {
      if (point.kind !== 'figure' || !point.figure || !point.measures || !/\d/.test(point.figure)) continue;
      const measures = stripEnd(point.measures);
      if (!usable(measures)) continue;
      // Read by OCR: a figure only with a whole caption, and a version number is no figure.
      if (ocrCheck && (versionLike(point.figure) || !completeCaption(measures, language, ocrCheck))) continue;
      const family = figureFamily(point.figure, measures);
      const base = { family, slide, source: point.text, ownWrong: [] };
      facts.push({ ...base, key: `${family}:measures`, kind: 'measures', answer: measures, prompt: stems.figureMeans(point.figure),
        asWrong: stems.isFigureFor(point.figure, measures) });
      facts.push({ ...base, key: `${family}:figure`, kind: 'figure', answer: point.figure.trim(), prompt: stems.figureFor(measures),
        asWrong: stems.isFigureFor(point.figure, measures) });
    }

    // What to do about the slide's topic; and, for a numbered or step-by-step list, which step comes next.
    const notAdvice = showingTitle.test(slide.title) || planTitle.test(slide.title);
    const instructions = notAdvice ? [] : points.filter((p) => isInstruction(p) && !termOf(p)
      && !attackAction.test(p.text)
      && fits(p.text)
      && allowed(p.text) && !/\betc\.?$/i.test(p.text.trim()));
    // A slide of do's and don'ts: half its instructions are things not to do, so none is asked as advice.
    // Read by OCR, a do's and don'ts slide may have lost its headings: its lines are advice only on a slide titled as
    // advice whose instructions are one list (two columns of instructions may be a "do" and a "don't").
    const polarityKnown = slide.source !== 'ocr'
      || (adviceTitle.test(slide.title) && instructions.every((p) => p.block === instructions[0]?.block));
    if (about && polarityKnown && !points.some((p) => mixedAdvice.test(p.text.trim()))) {
      for (const point of instructions) {
        const answer = stripEnd(point.text);
        const others = instructions.filter((p) => p !== point).map((p) => stripEnd(p.text));
        const ownWrong = [...falseInstructions(answer, language),
          ...others.flatMap((o) => falseInstructions(o, language).slice(0, 1))]
          .map((text) => ({ text, why: stems.opposite(text) }));
        facts.push({ key: `${itemFamily(point.text)}:do`, family: itemFamily(point.text), slide, source: slideWords(slide), kind: 'instruction', answer,
          prompt: stems.whatToDo(about), ownWrong, group: `slide:${slide.number}`, asWrong: stems.adviceAbout(answer, about) });
      }
      const listed = stepsOf(slide, instructions);
      // A step left out would make the one after it look next: a list with a misread step asks no order.
      const steps = listed.every((step) => fits(step)) ? listed : [];
      for (let i = 0; i + 1 < steps.length; i++) {
        const answer = steps[i + 1]!;
        const ownWrong = steps.flatMap((text, j) => (j === i || j === i + 1 ? [] : [{ text,
          why: j < i ? stems.stepBefore(text, steps[i]!) : stems.stepLater(text) }]));
        facts.push({ key: `${itemFamily(answer)}:next`, family: itemFamily(answer), slide, source: steps.join('\n'), kind: 'step', answer,
          prompt: stems.nextStep(about, steps[i]!), ownWrong, group: `slide:${slide.number}`, asWrong: stems.adviceAbout(answer, about) });
      }
    }

    // Which is one of a named group (a list under a heading, or a slide that is one list).
    for (const group of groupsOf(slide)) {
      // A numbered list is steps, not members ("1.go to git-scm.com/downloads").
      if (group.members.some((m) => /^\s*\d{1,2}[.)]/.test(m))) continue;
      const members = group.members.filter((m) => fits(m, true) && allowed(m) && !m.includes(':') && normalize(m).split(' ').length <= 10);
      if (members.length < 3 || members.length < group.members.length * 0.6) continue;
      for (const member of members) {
        facts.push({ key: `${itemFamily(member)}:member`, family: itemFamily(member), slide, source: group.members.join('\n'), kind: 'member',
          answer: stripEnd(member), prompt: stems.memberOf(inSentence(group.name)), ownWrong: [],
          group: `group:${normalize(group.name)}`, asWrong: stems.memberOfOther(stripEnd(member), inSentence(group.name)) });
      }
    }

    // Which statement is correct: a sentence of the slide (or of its notes, when the slide's words are there) and edits of it.
    {
      const sentences = [...points.filter((p) => (p.kind === 'statement' || p.kind === 'example') && !isInstruction(p) && !termOf(p)).map((p) => p.text),
        ...(points.length < 2 ? noteSentences(slide.notes) : [])];
      for (const sentence of sentences) {
        const answer = stripEnd(sentence);
        // Only a clause with a verb the rules can negate: "Prose vs. OSCAL" states nothing to be right or wrong about.
        // A numbered label ("2 Error handler logs …"), a table row ("3, …, 514") or a code row ("A8:2017 – …") states nothing.
        // A sentence starts with a capital where the language has them: "makes sure that Git output is colored" lost its subject.
        if (/^(\d|\(|[A-Z]\d+\s*[:–-])/.test(answer) || /^\p{Ll}/u.test(answer) || whClause.test(answer)
          || conditionOnly(answer, language) || !standsAlone(answer) || !fits(answer) || !allowed(answer)
          || negateStatement(answer, language) === null) continue;
        const ownWrong = falseStatements(answer, language).map((text) => ({ text, why: stems.notSaid(text) }));
        facts.push({ key: `${itemFamily(sentence)}:true`, family: itemFamily(sentence), slide, source: slideWords(slide), kind: 'statement', answer,
          prompt: about ? stems.correctAbout(about) : stems.correct, ownWrong, swaps: swapEdits(answer, vocabulary),
          asWrong: about ? stems.trueElsewhere(answer, about) : stems.notSaid(answer) });
      }
    }
    yield;
  }
  return facts;
}

/** The points of a slide without the choices of a question the deck asks itself (a quiz slide's options are not facts). */
function withoutQuestionChoices(points: CoursePoint[]): CoursePoint[] {
  const kept: CoursePoint[] = [];
  let questionLevel: number | null = null;
  for (const point of points) {
    if (questionLevel !== null && point.level > questionLevel) continue;
    questionLevel = point.kind === 'question' ? point.level : null;
    if (point.kind !== 'question') kept.push(point);
  }
  return kept;
}

/** The points of a slide without a block of references: its heading and the points of its block that follow. */
function withoutReferences(points: CoursePoint[]): CoursePoint[] {
  // null: not in a block of references; otherwise the block it is (undefined in models stored without blocks).
  let referenceBlock: number | undefined | null = null;
  return points.filter((point) => {
    if (referencesHeading.test(point.text.trim())) {
      referenceBlock = point.block;
      return false;
    }
    if (referenceBlock !== null && point.block === referenceBlock) return false;
    referenceBlock = null;
    return true;
  });
}

/** Everything a slide says in words. */
export function slideWords(slide: SlideModel): string {
  return [slide.title, ...slide.points.map((p) => p.text), slide.notes].join('\n');
}

const stepWords = new RegExp(`\\b(${['steps?', 'process', 'procedure', 'workflow', 'how to', 'exercise', 'sequence', 'pasos?', 'proceso',
  'schritte?', 'ablauf', 'vorgehen', 'verfahren'].join('|')})\\b`, 'i');

/** The steps of a numbered list, or the instructions of a slide about a procedure, in their order. */
function stepsOf(slide: SlideModel, instructions: CoursePoint[]): string[] {
  // OCR may drop the space after the number ("1.go to git-scm.com/downloads").
  const numbered = slide.points.map((p) => /^\s*(\d{1,2})(?:[.)]\s*|\s+)(\p{L}.+)$/u.exec(p.text)).filter((m) => m !== null);
  if (numbered.length >= 3 && numbered.every((m, i) => Number(m[1]) === i + 1)) {
    return numbered.map((m) => stripEnd(m[2]!)).filter((s) => usable(s));
  }
  const level = instructions[0]?.level;
  const oneList = instructions.every((p) => p.level === level && p.block === instructions[0]?.block);
  if (!stepWords.test(slide.title) || !oneList) return [];
  return instructions.length >= 3 ? instructions.map((p) => stripEnd(p.text)) : [];
}

// Members of a named group are things the slide lists; terms, figures and advice are asked in their own forms.
const memberKinds = new Set(['statement', 'example']);
// (German advice is read as statements by the course model: it is advice, not a member of a list.)
const isMember = (point: CoursePoint) => memberKinds.has(point.kind) && !germanImperative.test(point.text);

/** Lists with a name: points under a heading point, or a whole slide of short items under a plural title. */
function groupsOf(slide: SlideModel): { name: string; members: string[] }[] {
  const groups: { name: string; members: string[] }[] = [];
  const named = (name: string) => phraseFlaw(name, { oneWord: true }) === null && !emptyGroup.test(name.trim().replace(/:$/, ''))
    && !/[?,]/.test(name) && normalize(name).split(' ').length <= 6 && /s\b|people|staff|personnel/i.test(name.replace(/:$/, ''));
  slide.points.forEach((point, i) => {
    const members: string[] = [];
    for (let j = i + 1; j < slide.points.length && slide.points[j]!.level > point.level; j++) {
      const child = slide.points[j]!;
      if (child.level === point.level + 1 && isMember(child)) members.push(child.text);
    }
    const name = point.text.replace(/:$/, '').trim();
    if (members.length >= 3 && named(name)) groups.push({ name, members });
  });
  const top = slide.points.filter((p) => p.level === 0 && isMember(p));
  // A slide that shows a picture ("… Illustrated") lists the picture's labels, not members of a group its title names.
  if (groups.length === 0 && top.length >= 3 && top.length === slide.points.length && named(slide.title)
    && !showingTitle.test(slide.title)
    && top.every((p) => normalize(p.text).split(' ').length <= 10)) {
    groups.push({ name: slide.title.trim(), members: top.map((p) => p.text) });
  }
  return groups;
}
