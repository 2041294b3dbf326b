import type { SlideModel } from '@complyra/core';
import { detectLanguage } from './detect-language.ts';
import { diagramPoints } from './diagram-slides.ts';
import { hasVerb } from './english-grammar.ts';
import { mixedBlockSentences } from './mixed-blocks.ts';
import { type NarratedSlide, repeatedNotes } from './repeated-notes.ts';
import { repeatedOpenings } from './repeated-openings.ts';
import { pointCoverage, wordCount } from './rewrite-words.ts';
import { shownCoverage } from './shown-coverage.ts';
import { shownLinesRead } from './shown-read.ts';
import { pointsBesideScreenshot } from './code-screenshots.ts';
import { isShouting, repeatedWord, speakable, writtenOnlyAbbreviation } from './spoken-text.ts';
import { templateMisfits } from './template-fit.ts';
import { readableWord, unreadableWords } from './unreadable-words.ts';
import { unsaidOfLongRuns } from './long-lists.ts';

// The checks every narration must pass, whoever wrote it (the built-in narrator, an AI service, an
// editor). One module, used by the ingest (to accept or refuse an AI narration), the tests, the
// `check:narration` command and the explanation editor.

export type NarrationCheckName =
  | 'artefacts'
  | 'repeated-words'
  | 'abbreviations'
  | 'capitals'
  | 'verbs'
  | 'coverage'
  | 'unknown-facts'
  | 'plain-text'
  | 'length'
  | 'contact-once'
  | 'kept-points'
  | 'shown-coverage'
  | 'unreadable-words'
  | 'template-fit'
  | 'mixed-blocks'
  | 'cut-off'
  | 'lone-word'
  | 'shown-read'
  | 'repeated-notes'
  | 'same-opening';

export interface NarrationCheckResult {
  check: NarrationCheckName;
  passed: boolean;
  /** What failed, in words that can be shown to an editor or sent back to an AI service. */
  problems: string[];
}

export interface NarrationCheckInput {
  narration: string;
  slide: SlideModel;
  language: string;
  /**
   * Other text the narration may draw on: the course's title, description and objectives, the
   * organization's name and contacts, and the deck's slide titles (for the recap).
   */
  context: string;
  /** AI-written narrations must also be plain prose of 40–160 words. */
  written: 'built-in' | 'ai' | 'editor';
  /**
   * The words the rendered slide shows (OCR of its picture, the deck's repeated furniture left out), when
   * someone read them: only the check:narration command does, the ingest does not OCR every slide twice.
   */
  shown?: string;
}

export interface NarrationCheckReport {
  passed: boolean;
  coverage: number;
  results: NarrationCheckResult[];
}

const minimumCoverage = 0.9;
/** What the slide shows includes what is not said (footers, axis numbers, code): half of it is the floor. */
const minimumShownCoverage = 0.5;
/** A narration may name a few words no dictionary has (a product, a name the slide's picture shows). */
const maximumUnreadableShare = 0.05;
/** Letters of a glued run ("attackerspretendtobelegitimate") that is never one unknown name. */
const gluedLetters = 16;
/** The longest run of letters in a word ("ms-intro-git-github" is four short words, not a glued one). */
const longestRun = (word: string) => Math.max(0, ...(word.match(/\p{L}+/gu) ?? []).map((run) => run.length));

const stopWords = new Set(
  ('the and for are but not you your with that this from have has was were will can all any its our they them their what when ' +
    'which who how why also into onto than then there here these those each more most such only very just about over under ' +
    'los las del que una por con para como más pero sus este esta son der die das und ist nicht mit ein eine den dem von für ' +
    'auf sie sich des les des une est dans pour qui sur pas avec nous vous sont par plus').split(' '),
);

const slideWords = (slide: SlideModel) => [slide.title, ...slide.points.map((p) => p.text), slide.notes].join('\n');

/** The words a narration should cover: the slide's own words, spoken form, without links or code. */
export function contentWords(text: string, language: string): string[] {
  const spoken = speakable(text.replace(/\b(https?:\/\/|www\.)\S+/gi, ' '), language).toLowerCase();
  return [...new Set((spoken.match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? []).filter((w) => w.length >= 3 && !stopWords.has(w)))];
}

/** Sentences of a narration, split where a speaker would pause (abbreviations are flagged separately). */
export const narrationSentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+(?=["“(¿¡]?\p{Lu})/u)
    .filter(Boolean);

/** Words a sentence cannot end on: an article, a possessive, a preposition waiting for its object. */
const cutOffWords: Record<string, RegExp> = {
  // "… is exactly": a verb waiting for what the subject is.
  en: /\b(the|a|an|your|my|our|their|its|his|her|of|by|via|than|into|onto|between|about|(is|are) (exactly|just|simply))$/i,
  es: /\b(el|la|los|las|un|una|de|del|su|sus|tu|tus|mi|mis)$/i,
  de: /\b(der|das|des|dem|den|ein|eine|einer|eines|einem|einen|ihr|ihre|ihres|ihrem|ihren|ihrer|von|mit)$/i,
  fr: /\b(le|la|les|un|une|du|des|de|votre|vos|leur|leurs|mon|ma|mes)$/i,
};

const shortened = (sentence: string) => (sentence.length > 80 ? `${sentence.slice(0, 77)}…` : sentence);
const misfitProblem = (why: string) => `puts a template phrase round words that do not fit it: ${why}`;
const seamProblem = (seam: string) => `joins words of two boxes of the slide ("${seam}")`;

const normalized = (text: string) => text.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim();

function artefacts(narration: string, language: string): string[] {
  const problems: string[] = [];
  // French sets a space before a colon; elsewhere " : " is a word split off by the extraction.
  if (language !== 'fr' && /\s:\s/.test(narration)) problems.push('a colon with a space before it (" : ")');
  if (/\p{L} - \p{L}/u.test(narration)) problems.push('a hyphen with spaces inside a word (" - ")');
  if (/(^|[^\d\s%])\s*%(?![\p{L}\d])|\s%(?![\p{L}\d])/u.test(narration)) problems.push('a "%" without its number');
  if (/\?\./.test(narration)) problems.push('"?." at the end of a sentence');
  if (/\.\./.test(narration.replace(/\.\.\./g, ''))) problems.push('a doubled full stop');
  return problems;
}

/** What makes a text something other than plain spoken sentences (AI-written text is checked for it). */
function plainTextProblems(text: string): string[] {
  const problems: string[] = [];
  // List markers count at the start of a line only: "since 2019. Then" is a sentence, not a list.
  if (/^\s*([-*•#>]|\d+[.)])\s|\*\*|__|`|\[[^\]]*\]\(/m.test(text)) problems.push('uses markdown, bullets or a list instead of plain sentences');
  if (/\b(as an ai|language model|i cannot|i can't help|here is the rewritten|here's the rewritten)\b/i.test(text)) {
    problems.push('talks about the rewrite instead of the slide');
  }
  if (/https?:\/\//i.test(text)) problems.push('contains a web address, which cannot be spoken');
  return problems;
}

/**
 * A word said twice in a row ("about about", "the the"): a joint between two phrases that both carry it.
 * A pair the slide or the course itself repeats ("Bora Bora") is meant.
 */
function repeatedWords(narration: string, known: string): string[] {
  const pairs = [...narration.matchAll(repeatedWord)].map((m) => m[0]);
  return [...new Set(pairs)].filter((pair) => !known.includes(` ${normalized(pair)} `)).map((pair) => `"${pair}" says a word twice`);
}

/** Runs every check on one narration of one slide. */
export function checkNarration(input: NarrationCheckInput): NarrationCheckReport {
  const { narration, slide, language } = input;
  const results: NarrationCheckResult[] = [];
  const add = (check: NarrationCheckName, problems: string[]) => results.push({ check, passed: problems.length === 0, problems });

  add('artefacts', artefacts(narration, language));
  const known = ` ${normalized(`${slideWords(slide)} ${input.context}`)} `;
  add('repeated-words', repeatedWords(narration, known));
  const abbreviation = writtenOnlyAbbreviation.exec(narration);
  add('abbreviations', abbreviation ? [`"${abbreviation[0]}" is read as letters; say it in full`] : []);
  const shouting = [...new Set(narration.split(/\s+/).filter(isShouting))];
  add('capitals', shouting.map((w) => `"${w}" is in capitals`));

  // A sentence the presenter wrote in the notes was written to be said; other sentences need a verb.
  const notes = normalized(speakable(slide.notes, language));
  const verbless =
    language === 'en'
      ? narrationSentences(narration).filter((s) => !hasVerb(s) && !(notes && notes.includes(normalized(s))))
      : [];
  add('verbs', verbless.map((s) => `"${s}" has no verb`));

  // A drawn diagram is said by its main labels (diagram-slides.ts): its other labels are not owed.
  const diagram = diagramPoints(slide.points, language);
  // Points a same-titled slide before showed were said there (build-up-slides.ts).
  // A long run of names is said by its first few (long-lists.ts): the rest is not owed either.
  const unsaid = unsaidOfLongRuns(slide.points);
  // An OCR-read screenshot of code that the notes explain is said by them and the code's description (code-screenshots.ts).
  const owed = pointsBesideScreenshot(slide, slide.points, slide.notes.trim() !== '').filter(
    (p) => !diagram.includes(p) && !p.shownBefore && !unsaid.has(p),
  );
  const wanted = contentWords(slideWords({ ...slide, points: owed }), language);
  const said = new Set(contentWords(narration, language));
  const missing = wanted.filter((w) => !said.has(w));
  const coverage = wanted.length ? (wanted.length - missing.length) / wanted.length : 1;
  add('coverage', coverage >= minimumCoverage ? [] : [`covers ${Math.round(coverage * 100)}% of the slide's words; missing: ${missing.slice(0, 12).join(', ')}`]);

  const knownWords = new Set(known.trim().split(' '));
  const isKnown = (word: string) => known.includes(` ${normalized(word.replace(/['’]s$/, ''))} `);
  // Standalone numbers only ("A1", "2FA" are names); every part of "7,9,10" must be known.
  const numbers = (narration.match(/(?<![\p{L}\d])\d+(?:[.,]\d+)*(?![\p{L}\d])/gu) ?? []).filter(
    (n) => !isKnown(n) && !n.split(/[.,]/).every((part) => knownWords.has(part)),
  );
  // Capitalized words inside a sentence are names (German capitalizes every noun, so it is left out).
  const names =
    language === 'de'
      ? []
      : narrationSentences(narration).flatMap((s) =>
          (s.split(/\s+/).slice(1).join(' ').match(/(?<![\p{L}\d])\p{Lu}[\p{L}\d'’-]*/gu) ?? []).filter((w) => !isKnown(w)),
        );
  add('unknown-facts', [...new Set([...numbers, ...names])].map((w) => `"${w}" is not on the slide or in the course or organization details`));

  // Words read by OCR are no proof a word exists: on such a slide only names (capitalized: "Scarfone",
  // "GitHub", "I2P") count as the slide's, and no glued run of letters counts at all.
  const slideText = ` ${normalized(slideWords(slide))} `;
  const contextText = ` ${normalized(input.context)} `;
  const courseWrites = (word: string) => {
    const w = ` ${normalized(word)} `;
    if (w.trim() === '') return true;
    if (slide.source === 'ocr') {
      if (longestRun(word) >= gluedLetters) return false;
      return contextText.includes(w) || (slideText.includes(w) && /[\p{Lu}\d]/u.test(word));
    }
    return contextText.includes(w) || slideText.includes(w);
  };
  // Building a speller costs ~1 s (English) to ~8 s (German) of processor time: only the built-in narration
  // of a deck's words is held to the dictionary (check:narration, the tests). An AI
  // service's text, checked on the server's event loop, is judged by the shape of its words.
  const unreadable = unreadableWords(narration, input.written === 'built-in' ? language : null, courseWrites);
  const spokenWords = narration.split(/\s+/).filter((w) => /[\p{L}\p{So}]/u.test(w)).length;
  const share = spokenWords ? unreadable.length / spokenWords : 0;
  const glued = unreadable.filter((w) => longestRun(w) >= gluedLetters);
  add(
    'unreadable-words',
    share > maximumUnreadableShare || glued.length
      ? [`has ${unreadable.length} unreadable word${unreadable.length === 1 ? '' : 's'} of ${spokenWords} (${Math.round(share * 100)}%): ${[...new Set(unreadable)].slice(0, 6).map((w) => `"${w}"`).join(', ')}`]
      : [],
  );

  // Sentences the presenter wrote in the notes are theirs, not a template's.
  const narratorSentences = narrationSentences(narration).filter((s) => !(notes && notes.includes(normalized(s))));
  add('template-fit', templateMisfits(narratorSentences, language).map((m) => `"${shortened(m.sentence)}" ${misfitProblem(m.why)}`));
  add('mixed-blocks', mixedBlockSentences(narratorSentences, slide).map((m) => `"${shortened(m.sentence)}" ${seamProblem(m.seam)}`));
  // A line the slide broke off ("… provided by your.") or a lone word ("Widespread.") is no sentence to say.
  const cut = cutOffWords[language];
  add('cut-off', cut ? narratorSentences.filter((s) => cut.test(s.replace(/[.!…]+$/, ''))).map((s) => `"${shortened(s)}" ends cut off`) : []);
  // The slide's own one-word title said as it stands ("Agenda.", outside English) names the slide; "M." is an initial, "owasp.org." a site's name.
  // A name after an initial ("M. Limacher.") ends the sentence the initial opened.
  const afterInitial = (i: number) => i > 0 && /(^|\s)\p{Lu}\.$/u.test(narratorSentences[i - 1]!.trim());
  const titleHeard = normalized(slide.title);
  const initialOrSite = /^(\p{Lu}|\S+\.\p{L}{2,})\.$/u;
  const loneWords = narratorSentences.filter(
    (s, i) =>
      /^\S+[.!]$/u.test(s.trim()) && !initialOrSite.test(s.trim()) && !afterInitial(i) && normalized(s) !== titleHeard,
  );
  add('lone-word', loneWords.map((s) => `"${s.trim()}" is one word said as a sentence`));
  // A screenshot's words or a terminal's output the model shows but does not say are not read out (shown-read.ts).
  add('shown-read', shownLinesRead(narration, slide.shown ?? [], slide.notes).map((line) => `reads out "${shortened(line)}", which the slide only shows`));

  if (input.shown !== undefined) {
    const shown = contentWords(input.shown, language).filter((w) => readableWord(w, language, courseWrites));
    const measured = shownCoverage(shown, contentWords(narration, language));
    add(
      'shown-coverage',
      measured.coverage >= minimumShownCoverage
        ? []
        : [`says ${Math.round(measured.coverage * 100)}% of the ${measured.shown} words the slide shows; missing: ${measured.missing.slice(0, 12).join(', ')}`],
    );
  }

  if (input.written === 'ai') {
    add('plain-text', plainTextProblems(narration));
    const count = narration.split(/\s+/).filter(Boolean).length;
    add('length', count < 40 || count > 160 ? [`has ${count} words; write 40 to 160`] : []);
  }
  return { passed: results.every((r) => r.passed), coverage, results };
}

/** The organization's contact is said at most once in a whole course. */
export function checkContactOnce(narrations: string[], contact: { name: string } | undefined): NarrationCheckResult {
  if (!contact?.name) return { check: 'contact-once', passed: true, problems: [] };
  const times = narrations.filter((n) => n.includes(contact.name)).length;
  return {
    check: 'contact-once',
    passed: times <= 1,
    problems: times <= 1 ? [] : [`the contact ${contact.name} is named on ${times} slides; name them once`],
  };
}

/** No two slides in a row open with the same sentence: the second goes on from the first, it does not start again. */
export function checkOpenings(slides: { number: number; narration: string }[]): NarrationCheckResult {
  const repeated = repeatedOpenings(slides);
  return {
    check: 'same-opening',
    passed: repeated.length === 0,
    problems: repeated.map((n) => `slide ${n} opens with the same sentence as slide ${n - 1}`),
  };
}

/** No slide says another slide's notes (a build-up slide copied with the notes of the one before). */
export function checkRepeatedNotes(slides: NarratedSlide[]): NarrationCheckResult {
  const repeated = repeatedNotes(slides);
  return {
    check: 'repeated-notes',
    passed: repeated.length === 0,
    problems: repeated.map((r) => `slide ${r.number} repeats the notes of slide ${r.from}`),
  };
}

export interface RewriteCheckInput {
  slide: SlideModel;
  /** The explanation before the rewrite: length and kept points are measured against it. */
  before: string;
  after: string;
  /** Shorter or longer was asked for: the length rule is relaxed. */
  lengthRelaxed: boolean;
}

/**
 * The checks an AI rewrite of an explanation must pass before an editor sees it: spoken plain text with no
 * written-only forms, a length near the old one, and the slide's points the old text said still said (a
 * rewrite may drop what the old text never said, so coverage is relative to it, not to the whole slide).
 */
export function checkRewrite(input: RewriteCheckInput): NarrationCheckReport {
  const text = input.after.trim();
  const results: NarrationCheckResult[] = [];
  const add = (check: NarrationCheckName, problems: string[]) => results.push({ check, passed: problems.length === 0, problems });
  add('plain-text', text ? plainTextProblems(text) : ['is empty']);
  const abbreviation = writtenOnlyAbbreviation.exec(text);
  add('abbreviations', abbreviation ? [`uses "${abbreviation[0]}", a written abbreviation a listener would hear as letters`] : []);
  const shouted = text.split(/\s+/).find(isShouting);
  add('capitals', shouted ? [`shouts "${shouted}" in capitals`] : []);
  const words = wordCount(text);
  const [min, max] = input.lengthRelaxed
    ? [5, 600]
    : [Math.max(8, Math.round(wordCount(input.before) * 0.4)), Math.max(80, wordCount(input.before) * 3)];
  add('length', text && words < min ? [`is too short (${words} words, at least ${min})`] : words > max ? [`is too long (${words} words, at most ${max})`] : []);
  const coverage = pointCoverage(input.slide, input.before, text);
  add('kept-points', coverage < 0.6 ? [`drops points of the slide (keeps ${Math.round(coverage * 100)}% of the slide's words the explanation said)`] : []);

  // The rewrite is held to the same words and sentences as a narration: readable words, no template phrase
  // round words that do not fit it, no two boxes in one sentence. Its problems read as clauses ("it …").
  const language = detectLanguage(`${slideWords(input.slide)}\n${text}`);
  const known = ` ${normalized(`${slideWords(input.slide)} ${input.before}`)} `;
  // On the server's event loop: the words' shape only, no dictionary (see checkNarration).
  const unreadable = unreadableWords(text, null, (word) => known.includes(` ${normalized(word)} `));
  const share = unreadable.length / Math.max(1, wordCount(text));
  add('unreadable-words', share > maximumUnreadableShare ? [`uses words a listener cannot make out (${unreadable.slice(0, 4).map((w) => `"${w}"`).join(', ')})`] : []);
  const sentences = narrationSentences(text);
  add('template-fit', templateMisfits(sentences, language).map((m) => `has a sentence that ${misfitProblem(m.why)} ("${shortened(m.sentence)}")`));
  add('mixed-blocks', mixedBlockSentences(sentences, input.slide).map((m) => `has a sentence that ${seamProblem(m.seam)}`));
  return { passed: results.every((r) => r.passed), coverage, results };
}

/** The first problem of a report, as a clause ("it is too short …"), or null when it passed. */
export function firstProblem(report: NarrationCheckReport): string | null {
  const problem = report.results.find((r) => !r.passed)?.problems[0];
  return problem ? `it ${problem}` : null;
}
