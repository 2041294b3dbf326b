import { createRequire } from 'node:module';
import { spellerFor } from '../../course-model/hunspell-speller.ts';
import type { PdfTextItem } from './pdf-page-text.ts';

// OCR of a picture of text returns runs of glued words ("attackerspretendtobelegitimate"), broken words and
// the texture of logos and photos read as letters ("Գ΄Ӿ΄ᢚ", "😱", "E1S"). Before its words are read out, each is
// checked against a Hunspell dictionary of the deck's language (nspell with dictionary-en / dictionary-de),
// glued runs are split into words (wordsninja's English word frequencies; the dictionary itself for German),
// and what is neither a word nor elsewhere in the deck is left out and counted, so an admin can be told.

const require = createRequire(import.meta.url);

/** An OCR'd word: a text item with how sure tesseract was of it (0–100) and the line it was read on. */
export interface OcrWord extends PdfTextItem {
  confidence: number;
  /** Tesseract's line on the page: words of one line are judged together. */
  line: number;
}

/** What is left of a page's OCR words. */
export interface CleanedPage {
  items: PdfTextItem[];
  /** Words left out as unreadable. */
  unreadable: number;
  /** Tesseract's average confidence over the kept words (0–100); null when none was kept. */
  confidence: number | null;
}

/** A language's word list: whether a word is spelled right, and its near spellings. */
export interface Dictionary {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/** Letters of each script a deck's language is written in (a word in another script is not read). */
const scriptOf: Record<string, RegExp> = {
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  he: /\p{Script=Hebrew}/u,
  ar: /\p{Script=Arabic}/u,
};
const latin = /\p{Script=Latin}/u;

/** The Hunspell dictionary of a language, when its package is installed (en, de); null otherwise. */
export async function loadDictionary(language: string): Promise<Dictionary | null> {
  return spellerFor(language);
}

interface WordsNinja {
  loadDictionary(): Promise<unknown>;
  splitSentence(text: string): string[];
}
let ninja: WordsNinja | null = null;
/** wordsninja: splits an English run by its words' frequencies (its list is loaded once per process). */
async function englishSplitter(): Promise<WordsNinja> {
  if (!ninja) {
    const WordsNinjaClass = require('wordsninja') as new () => WordsNinja;
    const instance = new WordsNinjaClass();
    await instance.loadDictionary();
    ninja = instance;
  }
  return ninja;
}

const letterMisreads: [string, string][] = [['l', 'i'], ['rn', 'm'], ['vv', 'w'], ['0', 'o'], ['1', 'l'], ['cl', 'd']];
const umlautMisreads: [string, string][] = [['ii', 'ü'], ['i', 'ü'], ['é', 'ö'], ['é', 'ä'], ['o', 'ö'], ['a', 'ä'], ['u', 'ü']];

/** A mended word in the case the misread one was written in: capitalised or in capitals. */
function asWritten(misread: string, word: string): string {
  if (misread === misread.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(misread) ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** A word as written, lower-cased or capitalised ("Passwort", "passwort", "PASSWORT"). */
function spelled(dictionary: Dictionary, word: string): boolean {
  const lower = word.toLowerCase();
  return dictionary.correct(word) || dictionary.correct(lower) || dictionary.correct(lower[0]!.toUpperCase() + lower.slice(1));
}

/** Single letters that are words on their own. */
const oneLetterWords: Record<string, Set<string>> = { en: new Set(['a', 'A', 'I']), de: new Set() };

/** German words that are not parts of compounds: a run holding one is glued words, not a compound. */
const germanFunctionWords = new Set(
  'der die das den dem des ein eine einer einen einem und oder aber ist sind war wird werden nicht mit von für auf im in zu zur zum bei aus als wie auch es sie er wir ihr ich diese dieser dieses sich so nur noch an am um'.split(' '),
);

const edgePunctuation = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const apostrophes = /[’‘`]/g;
/** Identifiers of commands, URLs and code ("--global", "user.name", "git-scm.com/downloads", "$mkdir"). */
const codeLike = /^[$<-]|[./_:=<>@]\p{L}|--/u;
const bullets = /^[•▪●◦■*–—-]$/u;
/** From this confidence (0–100) up, tesseract read a word of the dictionary as it is printed. */
const sureConfidence = 90;
/** Below this confidence (0–100) tesseract guessed: only a whole dictionary word is believed. */
const unsure = 60;

/** A word as it stands: three letters or more, or a contraction ("Didn’t", "What's"). */
const wholeWord = /^(?:\p{L}{3,}|\p{L}{2,}['’]\p{L}{1,2})$/u;

/** Runs of capitals a slide uses as names ("OWASP", "XSS", "CSRF"). */
const acronym = /^\p{Lu}{2,5}s?$/u;

/** Splits a camel-cased run where a new word starts: "OWASPTheOpenWeb" → "OWASP The Open Web". */
function splitCamelCase(run: string): string[] {
  return run
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ');
}

/**
 * Checks and mends a deck's OCR words in its language. `deckWords` are the words the deck has elsewhere (its
 * text layer, its notes, words OCR read on several slides): names and terms no dictionary knows.
 */
export class OcrWordCheck {
  private readonly deckWords: Set<string>;
  private readonly script: RegExp;
  private readonly singles: Set<string>;

  private constructor(
    private readonly language: string,
    private readonly dictionary: Dictionary | null,
    private readonly splitter: WordsNinja | null,
    deckWords: Iterable<string>,
    /** English, in a deck of another language: its terms ("Phishing", "Passwort-Manager") are English words. */
    private readonly borrowed: Dictionary[] = [],
  ) {
    this.deckWords = new Set([...deckWords].map((w) => w.toLowerCase().replace(apostrophes, '\'')));
    this.script = scriptOf[language] ?? latin;
    this.singles = oneLetterWords[language] ?? new Set();
  }

  static async forLanguage(language: string, deckWords: Iterable<string>): Promise<OcrWordCheck> {
    const dictionary = await loadDictionary(language);
    const splitter = language === 'en' ? await englishSplitter() : null;
    const english = language !== 'en' && dictionary ? await loadDictionary('en') : null;
    return new OcrWordCheck(language, dictionary, splitter, deckWords, english ? [english] : []);
  }

  /** For tests and languages without a package: a given dictionary. */
  static with(language: string, dictionary: Dictionary | null, deckWords: Iterable<string> = []): Promise<OcrWordCheck> {
    return (language === 'en' ? englishSplitter() : Promise.resolve(null)).then((s) => new OcrWordCheck(language, dictionary, s, deckWords));
  }

  /** A word of the language: in the dictionary (as written, lower-cased or capitalised) or in the deck. */
  known(word: string): boolean {
    const plain = word.replace(apostrophes, '\'');
    if (!plain) return false;
    if (this.deckWords.has(plain.toLowerCase())) return true;
    if (!this.dictionary) return plain.length > 1 || this.singles.has(plain);
    if (plain.length === 1) return this.singles.has(plain);
    if ([this.dictionary, ...this.borrowed].some((dictionary) => spelled(dictionary, plain))) return true;
    // "Don'ts" (a contraction made a plural, as a heading over what not to do) and "60-ish" (a number with a
    // suffix) are in no word list: the word they are built on is.
    const plural = /^(\p{L}+'\p{L}*?)s$/u.exec(plain);
    if (plural && this.known(plural[1]!)) return true;
    const suffixed = /^\d+-(\p{L}{2,})$/u.exec(plain);
    if (suffixed !== null && (suffixed[1] === 'ish' || this.known(suffixed[1]!))) return true;
    // "Unvalidated": an English negation of a word the list has (it lists "invalidated", one letter away, which
    // the mending would otherwise put in its place).
    const negated = this.language === 'en' ? /^(?:un|non-?)(\p{Ll}{5,})$/u.exec(plain.toLowerCase()) : null;
    return negated !== null && this.known(negated[1]!);
  }

  /** A glued run split into known words, or null when it does not split into real words. */
  split(run: string): string[] | null {
    if (!this.dictionary) return null;
    const parts: string[] = [];
    for (const piece of splitCamelCase(run)) {
      if (this.known(piece) && piece.length > 1) {
        parts.push(piece);
        continue;
      }
      const words = this.splitter ? this.splitter.splitSentence(piece) : this.splitByDictionary(piece);
      if (!words || words.join('') !== piece) return null;
      parts.push(...words);
    }
    // A run cut into letters is not words: each part is a word, and they average two and a half letters or
    // more ("andof" is "and of", "bsfe" is no "b s f e").
    const plausible = parts.length > 1 && parts.every((p) => this.known(p)) && parts.join('').length / parts.length >= 2.5;
    if (!plausible) return null;
    // German writes compounds as one word ("Informationssicherheit"): a run of words without a function word
    // between them is a compound the dictionary does not list, kept as written.
    const functionWords = germanFunctionWords;
    if (this.language === 'de' && parts.length <= 4 && !parts.some((p) => functionWords.has(p.toLowerCase()))) return [run];
    return parts;
  }

  /** Fewest dictionary words that make up `run` (for languages without a frequency list, e.g. German). */
  private splitByDictionary(run: string): string[] | null {
    if (run.length > 60) return null;
    const best: (string[] | null)[] = [[]];
    for (let end = 1; end <= run.length; end++) {
      best[end] = null;
      for (let start = Math.max(0, end - 30); start < end; start++) {
        const before = best[start];
        const word = run.slice(start, end);
        if (!before || word.length < 2 || !this.known(word)) continue;
        if (!best[end] || before.length + 1 < best[end]!.length) best[end] = [...before, word];
      }
    }
    return best[run.length] ?? null;
  }

  /**
   * A misread word's one spelling at one letter's distance ("Sensitivé" → "Sensitive", "Proiect" → "Project"
   * when the deck says "Project"); null when there is none or several. Hunspell's own suggestions take up to
   * seconds per word, so the candidates are made here and only checked by the dictionary.
   */
  private mend(word: string): string | null {
    if (!this.dictionary || word.length < 4 || word.length > 20) return null;
    const letters = this.language === 'de' ? 'abcdefghijklmnopqrstuvwxyzäöüß' : 'abcdefghijklmnopqrstuvwxyz';
    const candidates = new Set<string>();
    const consider = (candidate: string) => {
      if (candidate.length > 1 && this.known(candidate)) candidates.add(candidate.toLowerCase());
    };
    const lower = word.toLowerCase();
    // Letters OCR takes for others ("l" for "I", "rn" for "m"; the English recognition data reads "ü" as "ii"
    // or "i" and "ö" as "é" or "o" in German words) are tried first, one place at a time.
    {
      const misreads = this.language === 'de' ? [...letterMisreads, ...umlautMisreads] : letterMisreads;
      for (const [read, meant] of misreads)
        for (let at = lower.indexOf(read); at >= 0; at = lower.indexOf(read, at + 1)) {
          consider(lower.slice(0, at) + meant + lower.slice(at + read.length));
        }
      if (candidates.size === 1) return asWritten(word, [...candidates][0]!);
      candidates.clear();
    }
    for (let i = 0; i < lower.length; i++) {
      consider(lower.slice(0, i) + lower.slice(i + 1));
      for (const letter of letters) {
        consider(lower.slice(0, i) + letter + lower.slice(i + 1));
        consider(lower.slice(0, i) + letter + lower.slice(i));
      }
      if (i > 0) consider(lower.slice(0, i - 1) + lower[i] + lower[i - 1] + lower.slice(i + 1));
    }
    const inDeck = [...candidates].filter((c) => this.deckWords.has(c));
    const [only] = inDeck.length === 1 ? inDeck : candidates.size === 1 ? [...candidates] : [];
    return only ? asWritten(word, only) : null;
  }

  /**
   * One OCR word as it is read out: itself, mended or split into words; null when it is not readable.
   * Numbers, bullet marks and confidently read identifiers (code, URLs) stay as they are.
   */
  word(word: OcrWord): string | null {
    const text = word.str
      .replace(/[\p{So}\p{Cs}\p{Co}\uFE0F\u200D]/gu, '')
      // A bullet read glued to its point's first word ("«Attackers"); "|" is a capital I ("|hr").
      .replace(/^[«»•·*>]+(?=\p{Lu})/u, '')
      .replace(/^\|(?=\p{Ll})/u, 'I')
      .trim();
    if (!text) return null;
    if (bullets.test(text)) return text;
    const letters = text.match(/\p{L}/gu) ?? [];
    if (letters.some((letter) => !this.script.test(letter))) return null;
    if (letters.length === 0) return /[\p{N}]/u.test(text) ? text : null;
    const core = text.replace(edgePunctuation, '');
    // A word OCR was unsure of is read only when it is a word of three letters or more as it stands.
    // A contraction ("Didn’t", "What’s") is one too: OCR is often unsure of its apostrophe, and a title said
    // without it says the opposite ("What Change" for "What Didn’t Change").
    if (word.confidence < unsure) return wholeWord.test(core) && this.known(core) ? text : this.mendUnsure(core, text);
    // Letters on both sides of a digit ("BRR5TERRLost") are a picture's texture, not a name like "2013-A1" or "IPv6".
    if (/\p{L}{3}\p{N}+\p{L}{3}/u.test(core)) return null;
    if (codeLike.test(core) && word.confidence >= 80) return text;
    // A number with a suffix ("60-ish") is a word as a whole, though its suffix alone is in no word list.
    if (/\p{N}/u.test(core) && this.known(core)) return text;
    const parts = core.split(/[^\p{L}'’]+/u).filter(Boolean);
    const withNumbers = /\p{N}/u.test(core);
    const read: string[] = [];
    for (const part of parts) {
      // A letter beside digits or other words is part of a name ("2013-A1", "e-mail").
      if (part.length === 1 && (withNumbers || parts.length > 1)) read.push(part);
      else if (this.known(part)) read.push(part);
      else if (acronym.test(part) && !withNumbers && word.confidence >= 85) read.push(part);
      else {
        const mended = part.length >= 5 ? this.split(part)?.join(' ') : null;
        const fixed = mended ?? this.mend(part);
        if (!fixed) return null;
        read.push(fixed);
      }
    }
    let out = text;
    parts.forEach((part, i) => {
      if (read[i] !== part) out = out.replace(part, read[i]!);
    });
    return out;
  }

  /** Neighbours on a line that are a word only together ("Tra" "nsport") become that word. */
  private joinBroken(line: OcrWord[]): OcrWord[] {
    const joined: OcrWord[] = [];
    const bare = (word: OcrWord) => word.str.replace(edgePunctuation, '');
    for (const word of line) {
      const before = joined.at(-1);
      const together = before ? bare(before) + bare(word) : '';
      if (before && /^\p{L}+$/u.test(together) && !this.known(bare(before)) && !this.known(bare(word)) && this.known(together)) {
        joined[joined.length - 1] = {
          ...before,
          str: before.str.replace(/[^\p{L}\p{N}]+$/u, '') + word.str.replace(/^[^\p{L}\p{N}]+/u, ''),
          width: word.x + word.width - before.x,
          confidence: Math.min(before.confidence, word.confidence),
        };
      } else joined.push(word);
    }
    return joined;
  }

  /** An unsure word kept only as a mended word of four letters or more ("fiir" → "für", "Prifen" → "Prüfen"). */
  private mendUnsure(core: string, text: string): string | null {
    if (!/^\p{L}{4,}$/u.test(core)) return null;
    const mended = this.mend(core);
    return mended ? text.replace(core, mended) : null;
  }

  /**
   * A line whose readable words are a picture's texture, not text: no word of three letters read with
   * confidence beside a word OCR guessed ("Tate", "rd TEE he" over a photo), one capitalised run no dictionary
   * or slide knows ("FF", "FR" beside a chart), one word of two letters at most, or one lone sign or digit (a photo's speck, a diagram's step number).
   */
  private texture(line: OcrWord[], kept: { word: OcrWord; text: string | null }[]): boolean {
    if (line.length === 1 && !/\p{L}/u.test(line[0]!.str) && line[0]!.str.trim().length <= 1) return true;
    if (kept.length === 0) return false;
    const guessed = kept.some(({ word }) => word.confidence < unsure);
    // A point after its bullet mark is text, though OCR was unsure of its one word ("• Time" beside a picture).
    // A dash is no such mark: a photo's edges read as one.
    const point = line[0]!.str.trim() === '•' && kept.every(({ text }) => /^\p{L}{3,}$/u.test(text!) && this.known(text!));
    if (guessed && !point && !kept.some(({ word, text }) => word.confidence >= unsure && /\p{L}{3}/u.test(text!))) return true;
    const lone = kept.length === 1 && line.length === 1 ? kept[0]!.text!.replace(edgePunctuation, '') : '';
    // A word of one or two letters alone on its line ("Va", "Pa", "A;" over a photo) is a speck read as letters,
    // unless the deck has it elsewhere: said as a title it means nothing.
    if (/^\p{L}{1,2}$/u.test(lone) && !this.deckWords.has(lone.toLowerCase())) return true;
    // Two capitals alone ("FF", "FR") are a dictionary's abbreviations more often than a slide's words: only the deck's own count.
    return acronym.test(lone) && (lone.length <= 2 ? !this.deckWords.has(lone.toLowerCase()) : !this.known(lone));
  }

  /** A page's OCR words, cleaned: mended words kept, unreadable words and lines of noise left out. */
  page(words: OcrWord[]): CleanedPage {
    const lines = new Map<number, OcrWord[]>();
    for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
    const items: PdfTextItem[] = [];
    let unreadable = 0;
    const confidences: number[] = [];
    for (const whole of lines.values()) {
      const { line, stray } = withoutStrayPieces(whole);
      unreadable += stray;
      const read = this.joinBroken(line).map((word) => ({ word, text: this.word(word) }));
      const withLetters = read.filter(({ word }) => /\p{L}/u.test(word.str));
      const kept = withLetters.filter(({ text }) => text !== null);
      const lost = read.filter(({ text }) => text === null).length;
      // A line mostly of noise ("Z Z", "4 A bs f he": what is left has no word of three letters) is a logo or
      // a picture's texture: none of it is read.
      // A line cut down to one short lower-case word ("git", "file" of "$ git add new-text-file.txt" on an
      // arrow) is a fragment too: said alone it means nothing.
      const fragment = kept.length === 1 && /^\p{Ll}{1,4}$/u.test(kept[0]!.text!.replace(edgePunctuation, ''));
      const noWord = !kept.some(({ text }) => /\p{L}{3}/u.test(text!));
      // A long dictionary word read with confidence is text, whatever specks OCR read beside it ("k Document i").
      const sureWord = kept.some(
        ({ word, text }) => word.confidence >= sureConfidence && /^\p{L}{5,}$/u.test(text!) && this.known(text!),
      );
      const mostlyLost = lost > 0 && !sureWord && (kept.length * 2 < withLetters.length || fragment || noWord);
      const noise = mostlyLost || this.texture(read.map(({ word }) => word), kept);
      if (noise) {
        unreadable += withLetters.length + read.filter(({ word }) => !/\p{L}/u.test(word.str) && this.word(word) === null).length;
        continue;
      }
      unreadable += lost;
      const keep = read.filter(({ text }) => text !== null);
      keep.forEach(({ word, text }) => {
        const { confidence: _confidence, line, ...item } = word;
        // Words OCR told apart stay apart: a condensed font's narrow gap (or two OCR lines on one baseline)
        // would otherwise join them into one run when the line is put together ("OWASPThe"). Words of one OCR
        // line stay one run: a word left out (or not seen) leaves a gap that is no gutter between columns.
        items.push({ ...item, run: line, str: `${text} ` });
        if (/\p{L}/u.test(text!)) confidences.push(word.confidence);
      });
    }
    const confidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null;
    return { items, unreadable, confidence };
  }
}

/** A gap this many times the line's size between two words of one OCR line parts a picture's texture from the text. */
const strayGap = 2.5;

/**
 * An OCR line without the pieces of it that lie apart (a wide gap away) and that OCR read unsure throughout: the
 * texture of a photo read as words ("LL; Fires" far left of a title drawn over a photo). Returns the words kept
 * and how many were left out.
 */
export function withoutStrayPieces(line: OcrWord[]): { line: OcrWord[]; stray: number } {
  const pieces: OcrWord[][] = [];
  for (const word of [...line].sort((a, b) => a.x - b.x)) {
    const piece = pieces.at(-1);
    const last = piece?.at(-1);
    if (piece && last && word.x - (last.x + last.width) <= Math.max(word.size, last.size) * strayGap) piece.push(word);
    else pieces.push([word]);
  }
  if (pieces.length < 2) return { line, stray: 0 };
  const stray = (piece: OcrWord[]) => piece.every((w) => w.confidence < unsure || !/\p{L}{2}|\p{N}/u.test(w.str));
  const kept = pieces.filter((piece) => !stray(piece));
  // A line that is all texture is judged as a whole, as any line of noise.
  if (kept.length === 0) return { line, stray: 0 };
  const keptWords = new Set(kept.flat());
  return { line: line.filter((w) => keptWords.has(w)), stray: line.length - keptWords.size };
}

/** The words of a text, for the deck's own vocabulary. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}'’]+/gu) ?? [];
}

/**
 * Words OCR read on at least `slides` different slides (deck furniture and the deck's terms: "OWASP", "GitHub"),
 * short enough not to be glued runs.
 */
export function repeatedWords(pages: OcrWord[][], slides = 3): string[] {
  const seen = new Map<string, number>();
  for (const page of pages) {
    const words = new Set(
      page.flatMap((w) => wordsOf(w.str)).filter((w) => w.length >= 2 && w.length <= 15).map((w) => w.toLowerCase()),
    );
    for (const word of words) seen.set(word, (seen.get(word) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count >= slides).map(([word]) => word);
}
