// How words become search terms for the built-in chat engine: lower case, accents folded, common words
// dropped, English endings stripped (a light stemmer: "attacks", "attacked" and "attacking" meet at "attack").

const stopWords = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he her his how i if ' +
    'in into is it its me my of on or our should so some than that the their them then there these they this those to ' +
    'us was we were what when where which who whom why will with would you your yours about any tell explain please ' +
    'mean means meant s t d ll re ve m also just more most much many very get got let need want know say said ' +
    // The frame of a question rather than its subject
    'long often way ways thing things kind kinds type types example examples important main key purpose happen happens ' +
    'give show list describe define talk course slide slides difference between there here ' +
    'like today now currently think good bad really ok okay hello hi thanks thank must may might shall ought ' +
    // Spanish, for the Spanish decks
    'el la los las un una unos unas de del que y en es por para con se su sus al lo como qué cuál cómo'
  ).split(' '),
);

const suffixes: [string, string][] = [
  ['ational', 'ate'],
  ['ization', 'ize'],
  ['ations', 'ate'],
  ['ation', 'ate'],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['edly', ''],
  ['ed', ''],
  ['ers', ''],
  ['er', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
];

export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const [suffix, replacement] of suffixes) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    if (base.length < 3 || (suffix === 's' && word.endsWith('ss'))) continue;
    return base + replacement;
  }
  return word;
}

/** Folds case and accents: "Regresión" and "regresion" are one term. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text (letters and digits of any script). */
export const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** One word as an index term, or null for a common word. */
export function toTerm(word: string): string | null {
  const folded = fold(word);
  if (stopWords.has(folded)) return null;
  return stem(folded);
}

/** The content terms of a question, common words removed, each once. */
export function questionTerms(question: string): string[] {
  return [...new Set(words(question).map(toTerm).filter((t): t is string => t !== null))];
}
