import { compromise } from './compromise-english.ts';
import { isInstruction, isNounPhrase, opensWithBareVerb } from './english-grammar.ts';
import { saysWhatAnAttackerDoes } from './not-advice.ts';

// The narrator's template phrases ("Make sure you …", "… means …", "The slide gives … for …") say something
// only when the words they wrap fit them: a verb phrase after "Make sure you", a definition after "means",
// a number and what it measures after "gives". Wrapped round a heading, a name or a line of code they
// make a false or senseless sentence ("Make sure you access Controls.", "Check the Sender means verify…").
// English only: the phrases and the grammar are English.

const nlp = (text: string) => compromise()(text);

/** Words that open a clause inside a verb phrase: after them a finite verb belongs to that clause. */
const subordinators = new RegExp(
  `\\b(${'that which who whom whose if whether when where before after because so until while unless once how what why'.split(' ').join('|')})\\b`,
  'i',
);
const isAcronym = (word: string) => /^[\p{Lu}\d]{2,}s?$/u.test(word);
/** Code, markup or an operator: nothing a template can wrap into speech. */
const codeLike = /[<>{}\\=|#]|&#/;
/** A web address: no definition and no term. */
const linkLike = /\b(https?:\/\/|www\.)|\w\.\w+\//;
/** Words that say how or when before the verb of an instruction ("always perform …"). */
const adverbs = 'always never also only just carefully regularly quickly immediately first then still really actually';
const leadingAdverbs = new RegExp(`^((${adverbs.split(' ').join('|')})\\s+)+`, 'i');
/** compromise's word list: a word's first part of speech ("Infinitive" for "verify", "Singular" for "profile"). */
const lexicon = () =>
  (compromise().model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;

/** Why the words after "Make sure you" are not a verb phrase, or null when they are. */
function notAVerbPhrase(wrapped: string): string | null {
  const phrase = wrapped.replace(leadingAdverbs, '');
  const words = phrase.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (!/^\p{Ll}[\p{Ll}'’]*$/u.test(first)) return `"${first}" is not a verb`;
  if (codeLike.test(phrase)) return 'it wraps code or a link';
  // "Make sure you attack vulnerable site": what an attacker does, never advice to the listener.
  if (saysWhatAnAttackerDoes(phrase)) return 'it wraps what an attacker does, not advice';
  const second = (words[1] ?? '').replace(/[^\p{L}\d'’-]/gu, '');
  if (!second || /^(and|or|but|nor)$/i.test(second)) return `"${first}" has nothing to act on`;
  // A heading lower-cased at its first word only, a noun after a word known as a noun first ("access
  // Controls", "backend Systems") or two words alone ("network Layer"); "use Multi-Factor Authentication",
  // "develop Secure Code", "review Your Applications" are instructions written in title case.
  const verbFirst = /Infinitive|Imperative|PresentTense/.test(lexicon()[first.toLowerCase()] ?? '');
  if (/^\p{Lu}\p{Ll}/u.test(second) && !isAcronym(second) && (!verbFirst || words.length === 2)) {
    const tags = nlp(`you ${phrase.toLowerCase()}`).terms().json()[2]?.terms?.[0]?.tags ?? [];
    const noun = tags.includes('Noun') && !tags.includes('Pronoun') && !tags.includes('Possessive');
    if (noun) return `"${first} ${second}" is a heading, not an instruction`;
  }
  // "profile mappings to catalogs are often imprecise": a noun opening a statement with its own verb
  // ("ensure the files are documented" is an instruction: "ensure" is a verb first).
  const beforeBe = phrase.split(/\b(is|are|was|were)\b/i)[0] ?? phrase;
  if (beforeBe !== phrase && !verbFirst && !subordinators.test(beforeBe)) return 'it wraps a statement, not something to do';
  const tags = nlp(`you ${phrase}`).terms().json()[1]?.terms?.[0]?.tags ?? [];
  if (!tags.includes('Verb')) return `"${first}" is not a verb`;
  // "Make sure you makes sure …": a bullet's "-s" verb, not the form that follows "you".
  const base = nlp(first).verbs().toInfinitive().text().toLowerCase();
  if (/s$/.test(first) && base && base !== first.toLowerCase()) return `"${first}" does not follow "you"; "${base}" would`;
  return null;
}

/** A verb's object opening after the first word: "Check the …", "Verify your …", "Report it". */
const objectOpeners = 'the a an your our their its this that these those all every each any it them what who how before after with for to';
const actsOnSomething = new RegExp(`^\\S+\\s+(${objectOpeners.split(' ').join('|')})\\b`, 'i');

/** Why the words after "means" are not a definition, or null when they are. */
function notADefinition(term: string, definition: string): string | null {
  const named = term.length > 40 ? `${term.slice(0, 37)}…` : term;
  if (codeLike.test(term) || linkLike.test(term) || !/\p{L}{2}/u.test(term)) return `"${named}" is not a term`;
  // "Check the Sender" is something to do; "Clone Phishing", "Access Control" are names of things.
  if (isInstruction(term) && actsOnSomething.test(term)) return `"${named}" is an instruction, not a term`;
  if (codeLike.test(definition) || linkLike.test(definition)) return 'it wraps code or a link';
  // "verify …", "defines …", "rapidly verify …": a verb where a definition should be.
  const terms = nlp(`${term} means ${definition}`).terms().json() as { terms: { normal: string; tags: string[] }[] }[];
  const at = terms.findIndex((t) => t.terms[0]?.normal === 'means');
  const next = terms.slice(at + 1).find((t) => !t.terms[0]?.tags.includes('Adverb'))?.terms[0];
  if (next && next.tags.includes('Verb') && !next.tags.includes('Gerund') && !next.tags.includes('PastTense') && !next.tags.includes('Participle')) {
    return `"${definition.split(/\s+/).slice(0, 3).join(' ')}" is an instruction, not a definition`;
  }
  return null;
}

const numberWords = 'one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million billion half';
const spelledNumbers = new RegExp(`^(${numberWords.split(' ').join('|')}|a third|a quarter)\\b`, 'i');

/** Why "The slide gives X for Y" does not give a figure and what it measures, or null when it does. */
function notAFigure(figure: string, measures: string): string | null {
  if (!/\d/.test(figure) && !spelledNumbers.test(figure)) return `"${figure}" is not a number`;
  if (!/^\p{L}/u.test(measures)) return `"${measures.split(/\s+/).slice(0, 3).join(' ')}" is not what the number measures`;
  if (isInstruction(measures) && actsOnSomething.test(measures)) return `"${measures.split(/\s+/).slice(0, 3).join(' ')}" is an instruction, not what the number measures`;
  return null;
}

export interface TemplateMisfit {
  sentence: string;
  /** Why the wrapped words do not fit ("\"access Controls\" is a heading, not an instruction"). */
  why: string;
}

/** The sentences whose template phrase wraps words that do not fit it, each with why. */
export function templateMisfits(sentences: string[], language: string): TemplateMisfit[] {
  if (language !== 'en') return [];
  const misfits: TemplateMisfit[] = [];
  for (const sentence of sentences) {
    const body = sentence.replace(/[.!?…]+$/u, '').trim();
    let why: string | null = null;
    const advice = /(?:^|\.\s)Make sure you (.+)$/u.exec(body);
    const definition = /^(.+?) means (.+)$/u.exec(body);
    const figure = /^The slide gives (.+?) for (.+)$/u.exec(body);
    const parent = /^(?:The next point is (?!headed\b)|Next, we turn to )(.+)$/u.exec(body);
    const plural = /^The points here are (.+)$/u.exec(body);
    const shown = /^(?:Here you see|This slide shows you|The points here are) (.+)$/u.exec(body);
    if (shown && opensWithBareVerb(shown[1]!)) why = `"${shown[1]!.split(/\s+/)[0]}" is an order, not something shown`;
    else if (advice) why = notAVerbPhrase(advice[1]!);
    else if (figure) why = notAFigure(figure[1]!, figure[2]!);
    else if (parent) why = isNounPhrase(parent[1]!) ? null : `"${parent[1]}" names no thing`;
    else if (plural) why = /,|\band\b/.test(plural[1]!) ? null : `calls one item, "${plural[1]}", a list`;
    else if (definition && !/^(that|this|it)$/i.test(definition[1]!)) why = notADefinition(definition[1]!, definition[2]!);
    if (why) misfits.push({ sentence, why });
  }
  // "Here you see app. Access. Reference. Map.": a diagram's labels read one by one are no sentences.
  sentences.forEach((sentence, i) => {
    // "Added: 1." names a value under its label: that is said so.
    const short = (s: string | undefined) => s !== undefined && !/:/.test(s) && s.replace(/[.!?…]+$/u, '').split(/\s+/).length <= 2;
    if (short(sentence) && short(sentences[i - 1]) && !/^(thank|thanks)\b/i.test(sentence)) {
      misfits.push({ sentence, why: 'reads labels one by one, not in a sentence' });
    }
  });
  return misfits;
}
