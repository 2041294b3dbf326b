import snowball from 'snowball-stemmers';

// How words become search terms for the chat, in the course's language: lower case, common words dropped,
// the word stemmed by the Snowball stemmer of that language ("attacks", "attacked" and "attacking" meet at
// "attack"; "regresión" and "regresiones" at "regresion"), then accents folded.

const english =
  'a am an and are as at be been being but by can could did do does doing for from had has have having he her his how i if ' +
  'in into onto is it its me my of on or our should so some than that the their them then there these they this those to ' +
  'us was we were what when where which who whom why will with would you your yours about any tell explain please ' +
  'mean means meant s t d ll re ve m also just more most much many very get got let need want know say said ' +
  // The frame of a question rather than its subject
  'long often way ways thing things kind kinds type types example examples important main key happen happens ' +
  'give show list describe define talk course courses slide slides difference between here ' +
  'find topic topics covered covers information info question questions take takes ' +
  'like today now currently think good bad really ok okay hello hi thanks thank must may might shall ought ' +
  // The first half of a negative contraction ("shouldn't", "doesn't"): split at the apostrophe, it is a word of its own
  'don doesn didn isn aren wasn weren shouldn wouldn couldn won haven hasn hadn mustn ain ' +
  // Indefinite pronouns frame a question ("someone else's project"): never its subject
  'someone somebody something anyone anybody anything everyone everybody everything else';
const spanish =
  'el la los las un una unos unas de del que y en es son por para con se su sus al lo como qué cuál cuáles cómo ' +
  'cuándo dónde quién quiénes cuánto cuánta me mi mis te tu tus yo nos le les hay ser está están estar o u a ' +
  'este esta estos estas ese esa eso esto puedo puede debo debe hacer hace sirve significa curso diapositiva ' +
  'sobre entre más muy pero sin ya también qué porque por qué ' +
  // The frame of a question, as in English ("need", "type", "give")
  'necesito necesitas necesita necesitamos necesitan tipo tipos da dan dar ' +
  // "Voy a aprender", "tengo que separar", "quiero saber", "sin instalar nada": auxiliaries and pronouns, as English's "get", "want", "any"
  'voy vas va vamos van tengo tienes tiene tenemos tienen quiero quieres quiere queremos nada algo cada';
const german =
  'der die das den dem des ein eine einer eines einem einen und oder ist sind war wie was wer wo wann warum welche ' +
  'welcher welches ich du er sie es wir ihr mich mir mein meine kann muss soll zu zum zur im in an auf mit von für ' +
  'bei nach über aus bitte kurs folie';
const french =
  'le la les un une des de du et ou est sont que qui quoi comment pourquoi quand où quel quelle quels quelles je tu ' +
  'il elle nous vous ils elles me mon ma mes ce cette ces en à au aux dans pour par sur avec sans peut dois faut cours diapositive';
const stopWordsByLanguage: Record<string, string> = { en: english, es: spanish, de: german, fr: french };

const snowballNames: Record<string, string> = {
  ar: 'arabic', ca: 'catalan', cs: 'czech', da: 'danish', de: 'german', en: 'english', es: 'spanish', eu: 'basque',
  fi: 'finnish', fr: 'french', ga: 'irish', hu: 'hungarian', hy: 'armenian', it: 'italian', nb: 'norwegian', nl: 'dutch',
  no: 'norwegian', pt: 'portuguese', ro: 'romanian', ru: 'russian', sl: 'slovene', sv: 'swedish', ta: 'tamil', tr: 'turkish',
};

/** Folds case and accents: "Regresión" and "regresion" are one term. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text (letters and digits of any script), lower case, accents kept for the stemmer. */
export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/**
 * English spelt the British way as the American ("organise" as "organize", "analysed" as "analyzed"): the stemmer
 * makes "organ" of one and "organis" of the other. Done on both sides, the course's words and the learner's.
 */
const britishEnding = /(?<=\p{L}{3})(is|ys)(e|es|ed|ing|ation|ations)$/u;
const britishToAmerican = (language: string, lower: string) =>
  language === 'en' ? lower.replace(britishEnding, (_, stem: string, ending: string) => `${stem[0]}z${ending}`) : lower;

/** One letter and the marks on it ("ŷ", "à"), in either Unicode form. */
const isMarkedSymbol = (word: string) => /^\p{L}\p{M}+$/u.test(word.normalize('NFD'));

/** One language's way from a word to an index term. */
export class Analyzer {
  private readonly stopWords: Set<string>;
  private readonly stemmer: { stem(word: string): string } | null;
  private readonly memo = new Map<string, string | null>();

  constructor(readonly language: string) {
    const listed = (stopWordsByLanguage[language] ?? '').split(' ');
    this.stopWords = new Set([...listed.map(fold), ...listed.filter(isMarkedSymbol).map((w) => w.normalize('NFC'))]);
    const name = snowballNames[language];
    this.stemmer = name ? snowball.newStemmer(name) : null;
  }

  /** One word as an index term, or null for a common word. */
  term(word: string): string | null {
    let term = this.memo.get(word);
    if (term !== undefined) return term;
    const lower = britishToAmerican(this.language, word.toLowerCase());
    // A lone letter with a mark is a symbol ("ŷ", "x̄"), not the letter folded ("y", a Spanish common word): kept
    // as written, unless the language writes a common word so ("à").
    if (isMarkedSymbol(lower) && !this.stopWords.has(lower.normalize('NFC'))) return lower.normalize('NFC');
    const stemmed = fold(this.stemmer && lower.length > 3 && !/\d/.test(lower) ? this.stemmer.stem(lower) : lower);
    // A common word in any form: "lists" is dropped as "list" is, or a question's "lists" would search a term
    // the slides' "list" never became.
    term = this.stopWords.has(fold(lower)) || this.stopWords.has(stemmed) ? null : stemmed;
    // A memo, not a cache of everything ever asked: the vocabulary of the courses and questions is small.
    if (this.memo.size < 50_000) this.memo.set(word, term);
    return term;
  }

  /** The content terms of a text, in order, common words removed. */
  terms(text: string): string[] {
    return words(text).map((w) => this.term(w)).filter((t): t is string => t !== null);
  }
}

const analyzers = new Map<string, Analyzer>();
/** The analyzer of a language (ISO 639-1), made once; a language without a stemmer only folds. */
export function analyzerFor(language: string): Analyzer {
  const code = language.toLowerCase().slice(0, 2);
  let analyzer = analyzers.get(code);
  if (!analyzer) analyzers.set(code, (analyzer = new Analyzer(code)));
  return analyzer;
}

/** One English word as an index term, or null for a common word (the organization's facts are searched in English). */
export const toTerm = (word: string): string | null => analyzerFor('en').term(word);

/** The content terms of an English question, common words removed, each once. */
export const questionTerms = (question: string): string[] => [...new Set(analyzerFor('en').terms(question))];
