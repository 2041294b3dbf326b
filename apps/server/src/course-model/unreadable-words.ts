import { spellerFor } from './hunspell-speller.ts';

// Words a listener cannot take in: glued OCR runs ("attackerspretendtobelegitimate"), a title read as
// "Գ΄Ӿ΄ᢚ", an emoji. A word is readable when a Hunspell dictionary of the narration's language knows it
// (nspell with dictionary-en / dictionary-de) or the course itself writes it (names, acronyms: OWASP, XSS).

const scripts = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Devanagari'];

/**
 * Letters of one script with no symbol inside; anything else ("Գ΄Ӿ΄ᢚ", "😱", "a€b") is not a word. A part
 * joined by a hyphen or dash may be in another script: Hebrew writes "ו-Spring", "מ–2013".
 */
function wellFormed(word: string): boolean {
  const parts = word.split(/[-–—]/).map((part) => part.replace(/[\d'’"״׳:.]/g, ''));
  if (!parts.some(Boolean)) return false;
  return parts.every(
    (letters) =>
      !/[^\p{L}\p{M}]/u.test(letters) && scripts.filter((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(letters)).length <= 1,
  );
}

/** No language writes a word this long; an OCR run of glued words does. */
const longestWord = 24;

/**
 * Whether a word (as written) is one a listener knows: well formed, and — when the language has a
 * dictionary — in it or among the course's own words (`known`). A run of more letters than any word has
 * is unreadable unless the course writes it.
 */
export function readableWord(word: string, language: string | null, known: (word: string) => boolean): boolean {
  if (!wellFormed(word)) return false;
  if (known(word)) return true;
  if (Math.max(0, ...(word.match(/\p{L}+/gu) ?? []).map((run) => run.length)) > longestWord) return false;
  const speller = language ? spellerFor(language) : null;
  if (!speller) return true;
  const isWord = (w: string) =>
    /\d/.test(w) ||
    speller.correct(w) ||
    speller.correct(w.toLowerCase()) ||
    speller.correct(w[0]!.toUpperCase() + w.slice(1).toLowerCase());
  // "HTTP-based", "e-mail", "non-alphanumeric": the whole, or every part, is a word.
  return isWord(word) || word.split('-').filter(Boolean).every((p) => isWord(p) || known(p));
}

/**
 * The narration's words (runs between spaces, trimmed of punctuation) that are not readable words.
 * `dictionary` null: only the word's shape is judged (one script, no glued run), no dictionary is loaded.
 */
export function unreadableWords(narration: string, dictionary: string | null, known: (word: string) => boolean): string[] {
  return narration
    .split(/\s+/)
    // Web addresses and e-mail addresses are judged by another check (plain text); numbers are not words.
    .filter((t) => t && !/^(https?:|www\.)|@|\.\w{2,}\//i.test(t))
    // "Mac/Windows", "1.go": a slash or a dot between words is said as a pause; each side is judged.
    .flatMap((t) => t.split(/(?<=[\p{L}\p{N}])[/.](?=[\p{L}\p{N}])/u))
    .map((t) => t.replace(/^[^\p{L}\p{N}\p{So}]+|[^\p{L}\p{N}\p{So}]+$/gu, '').replace(/['’]s$/u, ''))
    .filter((t) => t && !/^[\p{N}.,%/:-]+$/u.test(t))
    .filter((t) => !readableWord(t, dictionary, known));
}
