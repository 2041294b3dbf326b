import { spellerFor } from './hunspell-speller.ts';

// OCR of a slide with a screenshot beside its points reads the picture's bits into the points' lines: a speck
// before the first word ("men He modifies it to a"), the address bar's URL and sample values glued into a
// sentence ("https://www.onlinebank.com/ acct parameter is user?acct=6065 6065"). Said aloud they are noise
// inside a sentence; the sentence without them is what the slide says.

/** Short words a line may open with in lower case. */
const openingWords = new Set(
  'a an the to of in on at by or and for is it as if so we you be do no not all any can may our its his her he she i my'.split(' '),
);
/** "user?acct=6065", "2acct=6065": a value from a picture, never a word of a sentence. */
const sampleValue = /^\S*\p{L}\S*[?=]\S*\d\S*$/u;
const address = /^(https?:\/\/|www\.)\S+$/i;
const determiner = /^(the|a|an|his|her|their|your|our|its|my)$/i;

/** An OCR line's words without a leading speck, glued addresses and sample values; unchanged when that leaves too little. */
export function withoutPictureNoise(text: string): string {
  const words = text.trim().split(/\s+/);
  if (words.length < 4) return text;
  const kept = words.filter((word, i) => {
    const next = words[i + 1] ?? '';
    if (i === 0 && /^\p{Ll}{1,3}$/u.test(word) && !openingWords.has(word) && /^\p{Lu}\p{Ll}/u.test(next)) return false;
    // "notices his https://… acct parameter": an address cannot follow "his"; after "a link to" it is the link.
    if (address.test(word) && /^\p{Ll}/u.test(next) && determiner.test(words[i - 1] ?? '')) return false;
    return !sampleValue.test(word);
  });
  // "is 6065 6065": the value the sample repeated is said once.
  const once = kept.filter((word, i) => !(i > 0 && word === kept[i - 1] && /^\d+$/.test(word)));
  return once.length >= 3 ? once.join(' ') : text;
}

/** "He", "They": a count is never said just before a subject pronoun, so a number there is a mark, not a count. */
const subjectPronoun = /^(I|He|She|It|We|You|They)$/;
/** "@accounts": a speck of a picture glued to a lower-case word. */
const gluedSpeck = /^@(\p{Ll}{3,})$/u;

/**
 * An OCR line without a speck at its start, taken off before its wrapped sentence is joined: a drawing's
 * circled step read as a number before the step's sentence ("11 He modifies it to"), a speck glued to the
 * word that carries a sentence on from the line above ("@accounts than just their own"). A handle ("@owasp")
 * is no word of the language's dictionary and keeps its sign; without a dictionary the line is left as read.
 */
export function withoutLeadingSpeck(text: string, language: string): string {
  const [first = '', second = '', ...rest] = text.trim().split(/\s+/);
  if (/^\d{1,2}$/.test(first) && subjectPronoun.test(second) && rest.length >= 2) return [second, ...rest].join(' ');
  const glued = gluedSpeck.exec(first);
  const speller = glued ? spellerFor(language) : null;
  if (glued && speller?.correct(glued[1]!) && second) return [glued[1], second, ...rest].join(' ');
  return text;
}

/** "AIl": a lower-case l read as a capital I after a word's capital. */
const capitalIForL = /(?<=^|\s)(\p{Lu})I(\p{Ll}+)(?=[\s,.;:!?]|$)/gu;

/**
 * An OCR line with a lower-case l that OCR read as a capital I put back ("AIl non-alphanumeric" says "All")
 * where the word with the l is in the language's dictionary. Hunspell takes "AIl" too (a capital may stand
 * for any letter's case), so the word as read is not asked; an acronym's plural ("AIs", "UIs") is left alone.
 */
export function withLowerL(text: string, language: string): string {
  const speller = spellerFor(language);
  if (!speller) return text;
  return text.replace(capitalIForL, (word: string, first: string, rest: string) => {
    const mended = `${first}l${rest}`;
    return rest !== 's' && speller.correct(mended) ? mended : word;
  });
}
