import type { CourseModel } from '@complyra/core';
import { opensWithFiniteVerb } from '../../course-model/english-grammar.ts';
import { unreadableWords } from '../../course-model/unreadable-words.ts';

/**
 * The harder fragment check for a course read by OCR (issue 28: 5/10 and 2/10 defensible items on the image-only
 * and outlined decks). OCR cuts sentences at a line's end ("Web application redirects are very"), glues two lines
 * ("… to vulnerable page They"), mixes cases ("OWASPThe") and misreads words ("vulg"). A choice of such a course
 * is kept only when none of that shows. The words are checked with the Hunspell dictionary of the course language
 * that the OCR reader cleans its words with (nspell, `course-model/unreadable-words.ts`; a module may not import the
 * deck reader itself), and the course's own names (on two slides or more) count as words.
 */
export type ChoiceCheck = (text: string) => string | null;

// English words a sentence does not end on: a preposition, a degree word, a helper verb, a subject pronoun.
const englishOpenEnd = new Set(('to in on at for with by from into onto of as about than via per like very too so more most ' +
  'quite really is are was were be been can could should would will must may might has have had do does they we you he she it ' +
  'i this these those such both either each every any some all no not').split(' '));
// Short words English writes alone; two pieces that are none of them are a word OCR split ("mk dir").
const englishShortWords = new Set(('a i am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we id ' +
  'vs the and for you are not but can all any its our out has was via per use new one two now how why who may his her ' +
  'she him way day set get let put run see own off too few top key web app').split(' '));
// A sentence's opening word in the middle of a line: two lines of the slide read as one ("page They").
const englishOpener = /\s\p{Ll}[\p{L}’']*\s(The|They|This|These|That|Those|It|We|You|If|When|For|In)(\s|$)/u;
// Letters of one word whose case flips inside it ("OWASPThe", "iNjection"), as OCR glues or misreads.
const mixedCase = /(\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}{2})/u;

function courseNames(model: CourseModel): Set<string> {
  const slidesOf = new Map<string, Set<number>>();
  for (const slide of model.slides) {
    for (const word of [slide.title, ...slide.points.map((p) => p.text)].join(' ').match(/[\p{L}’']+/gu) ?? []) {
      const key = word.toLowerCase();
      slidesOf.set(key, (slidesOf.get(key) ?? new Set()).add(slide.number));
    }
  }
  return new Set([...slidesOf].filter(([, slides]) => slides.size >= 2).map(([word]) => word));
}

/** The check for a course with slides read by OCR; null for a course read from its text. */
export function ocrChoiceCheck(model: CourseModel): ChoiceCheck | null {
  if (!model.slides.some((slide) => slide.source === 'ocr')) return null;
  const names = courseNames(model);
  // Words the course writes in lower case somewhere: capitalised in the middle of a line, they are a heading OCR mixed in.
  const lowerWords = new Set(model.slides
    .flatMap((s) => [s.title, ...s.points.map((p) => p.text)].join(' ').match(/(?<![\p{L}])\p{Ll}+/gu) ?? []));
  const english = model.language.startsWith('en');
  const writesCodes = model.slides.some((s) => /(?<![\p{L}\p{N}])\p{Lu}\d{1,2}(?![\p{L}\p{N}])/u.test([s.title, ...s.points.map((p) => p.text)].join(' ')));
  return (text) => {
    const words = text.trim().replace(/[.!]$/, '').split(/\s+/);
    const last = words.at(-1)!.toLowerCase();
    if (english && words.length > 1 && (englishOpenEnd.has(last) || /['’]s?$/.test(last))) return 'cut at the end of a line';
    // A participle whose object went to the next line ("used by many organizations consuming").
    if (english && words.length > 2 && /^\p{Ll}{3,}ing$/u.test(last) && /^\p{Ll}{3,}[^su]s$/u.test(words.at(-2)!)) {
      return 'cut at the end of a line';
    }
    // A word cut to a letter or two at the line's end ("publishing catalogs into ti", "consuming person ne").
    if (english && words.length > 1 && /^\p{Ll}{1,2}$/u.test(last) && !['it', 'up', 'us', 'me', 'go', 'ok'].includes(last)) {
      return 'cut at the end of a line';
    }
    if (english && englishOpener.test(text)) return 'two lines glued';
    // A word OCR split at a gap ("mk dir" for "mkdir"): a piece of two letters English does not write alone ("cd" may be a
    // command) before another short piece that is no word of its own.
    const piece = (w: string | undefined) => w !== undefined && /^\p{Ll}{1,3}$/u.test(w) && !englishShortWords.has(w)
      && !names.has(w);
    if (english && words.some((w, i) => /^\p{Ll}{2}$/u.test(w) && piece(w) && piece(words[i + 1]))) return 'a word read in pieces';
    // A code's digit read as a letter ("Al" for "A1") in a course that writes such codes ("A2", "A10").
    if (writesCodes && words.some((w) => /^\p{Lu}[lI|]$/u.test(w.replace(/[^\p{L}\p{N}|]/gu, '')))) return 'a digit read as a letter';
    // A label of a word or two before the sentence ("Usually severe. Entire database can …").
    if (/^\S+(\s\S+)?[.:]\s+\p{Lu}/u.test(text)) return 'two lines glued';
    // A capitalised word of the language after a word in lower case, and no name of the course: the next line's
    // first word ("… up-to-date with Nothing to commit"), or a label OCR read into the line ("which security Catalog controls").
    const restarts = words.some((w, i) => i > 0 && /^\p{Ll}+$/u.test(words[i - 1]!) && /^\p{Lu}\p{Ll}+$/u.test(w)
      && (!names.has(w.toLowerCase()) || lowerWords.has(w.toLowerCase()))
      && unreadableWords(w.toLowerCase(), model.language, () => false).length === 0);
    if (restarts) return 'two lines glued';
    if (words.some((w) => mixedCase.test(w.replace(/[^\p{L}]/gu, '')) && !names.has(w.replace(/[^\p{L}’']/gu, '').toLowerCase()))) {
      return 'letters of mixed case';
    }
    const unknown = unreadableWords(text, model.language, (word) => names.has(word.toLowerCase()));
    return unknown.length > 0 ? `not words of the course language (${unknown.join(', ')})` : null;
  };
}

/** A figure's caption that says what it measures: words, not a verb cut off ("tag contains", "He modifies it to"). */
export function completeCaption(caption: string, language: string, check: ChoiceCheck): boolean {
  const words = caption.trim().split(/\s+/);
  if (words.length < 2 || check(caption) !== null) return false;
  // English: not a clause with its object cut off ("tag contains") nor one about someone ("He modifies it to").
  return !language.startsWith('en') || !(/^(he|she|it|they|we|you|i)$/i.test(words[0]!) || (/s$/.test(words.at(-1)!) && opensWithFiniteVerb(words.at(-1)!)));
}

/** A version or a code ("1.7.2", "2.0"), not a figure that measures something. */
export const versionLike = (figure: string) => /^\d+\.\d+(\.\d+)+$|^\d+\.0$/.test(figure.trim());
