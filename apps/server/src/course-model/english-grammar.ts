import { compromise } from './compromise-english.ts';

const nlp = (text: string) => compromise()(text);

// The one place that asks compromise about English grammar; everything else reads plain answers.

/** compromise's word list: a word's first part of speech ("Infinitive" for "represent", "Singular" for "document"). */
const lexicon = () => (compromise().model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;

/**
 * Whether a line opens with a word that is only ever a verb's base form ("Represent …", "Create …"): an order
 * as the slide writes it, never something the slide "shows you" ("Here you see represent …").
 */
export const opensWithBareVerb = (text: string) => lexicon()[(text.trim().split(/\s+/)[0] ?? '').toLowerCase()] === 'Infinitive';

const cache = new Map<string, { imperative: boolean; hasVerb: boolean }>();

function analyse(text: string) {
  const known = cache.get(text);
  if (known) return known;
  const doc = nlp(text);
  const first = doc.terms().first();
  // "Check …", "Never share …", "Don't …": a bullet that opens with a bare verb is advice.
  const imperative =
    doc.has('^(never|always|do not|don\'t|please)') ||
    (first.has('#Infinitive') && !first.has('#Noun') && !first.has('#Gerund')) ||
    doc.has('^#Imperative');
  // "Represent single-valued parameter options": a capital makes the tagger take a word that is only a verb for a name.
  const hasVerb = doc.match('#Verb').not('#Gerund').found || opensWithBareVerb(text);
  const result = { imperative, hasVerb };
  if (cache.size > 5000) cache.clear();
  cache.set(text, result);
  return result;
}

/** Whether an English bullet is an instruction ("Check the sender", "Never share your password"). */
export function isInstruction(text: string): boolean {
  const words = text.split(/\s+/);
  // Only the opening matters, and most lines open with a word that is plainly no verb: skip the tagger there.
  if (/^(\d|[^\p{L}])/u.test(words[0] ?? '') || notVerbStart.has((words[0] ?? '').toLowerCase())) return false;
  if (/^(never|always|do not|don't|don’t|please)\b/i.test(text)) return true;
  // A verb opens a sentence as a plain word: "I2P-Bote", "JSESSIONID" or "git-scm" do not.
  if (!/^\p{L}\p{Ll}+$/u.test(words[0] ?? '')) return false;
  // Two words are too few to tell "Log files" (a noun) from "Check links" (advice): neither is wrapped.
  if (words.length < 3) return false;
  // "Access Controls", "Network Layer", "Review Your Applications": a name in title case, not a sentence.
  const capitalised = words.slice(1, 4).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length;
  if (capitalised >= 1 && /^\p{Lu}\p{Ll}/u.test(words[1] ?? '') && words.length <= 4) return false;
  if (capitalised >= 2) return false;
  // "State and Location of pieces": a name joined to another name is a list of things; "Read and sign" joins verbs.
  if (/^(and|or|&)$/i.test(words[1] ?? '') && /^\p{Lu}/u.test(words[2] ?? '')) return false;
  if (!analyse(words.slice(0, 6).join(' ')).imperative) return false;
  // "Service hosts Git projects", "Profile mappings to catalogs are imprecise": the first word is a subject.
  return !subjectFirst(words.slice(0, 8).join(' '));
}

const objectWords =
  'the a an your our their all any each every this that these those it them you me us him her to for with on in out up ' +
  'why how what which who where when whether if';
const subjectThenCopula = new RegExp(
  `^\\S+\\s+(?!(${objectWords.split(' ').join('|')})\\b)\\S+(\\s+\\S+){0,4}\\s+(is|are|was|were|can|could|should|will|would|may|must)\\b`,
  'i',
);

/** Whether the line is "noun + finite verb …" (its first word a subject) rather than "verb + object". */
function subjectFirst(text: string): boolean {
  const doc = nlp(text);
  // "Service hosts …", "Point 3 explains …": a verb in -s right after the first word or two has that word as subject.
  for (const at of [1, 2]) {
    const term = doc.terms().eq(at);
    if (term.has('#PresentTense') && !term.has('#Infinitive') && !term.has('#Plural') && /s$/.test(term.text('normal'))) return true;
  }
  // "Bind variables allow …": a plural noun then a verb is a subject and its verb, not an order and its object.
  if (doc.terms().eq(1).has('#Plural') && doc.terms().eq(2).has('#Verb') && !doc.terms().eq(2).has('#Adverb')) return true;
  // A copula or modal later, with no determiner after the first word: "Profile mappings … are …".
  return subjectThenCopula.test(text);
}

/**
 * Whether "term: definition" is a term with its definition, so "term means definition" is true English:
 * the term is a name (no verb, not "From", not "Title is"), the definition a noun phrase, not advice or a clause.
 */
export function isDefinition(term: string, definition: string): boolean {
  if (!/^\p{L}/u.test(term) || /^(from|to|see|for|by|in|on|at|with|note|example|e\.g)$/i.test(term)) return false;
  if (/\b(is|are|was|were|be|means)$/i.test(term)) return false;
  // One word alone ("Catalog", "Merged") is a name unless it is a past form; longer terms must have no verb.
  // "Conflict of interest", "Separation of duties": a noun of a noun is a name, though its first word can be a verb.
  const nounOfNoun = /^\p{L}+ of (the |an? )?\p{L}+$/u.test(term);
  if (/\s/.test(term) ? (!nounOfNoun && hasVerb(term)) || isInstruction(term) : /ed$/i.test(term)) return false;
  const first = definition.split(/\s+/)[0] ?? '';
  if (!/^\p{L}/u.test(first)) return false;
  if (/^(for|to|in|on|at|by|with|from|if|when|while|because|so|but|and|or|see)$/i.test(first)) return false;
  // "records the findings", "perform audits": a verb opens a clause, not a definition ("phishing by phone" is a noun).
  if (opensWithFiniteVerb(definition)) return false;
  const opening = nlp(definition.split(/\s+/).slice(0, 4).join(' ')).terms().first();
  // "Catalog maintainers: publishing catalogs" is what they do; only a one-word term is defined by an -ing noun.
  if (opening.has('#Gerund') && /\s/.test(term)) return false;
  return !(opening.has('#Verb') && !opening.has('#Gerund') && !opening.has('#Noun') && !opening.has('#Adjective'));
}

const notVerbStart = new Set(
  ('the a an this that these those it its we you your our their they he she i my all each every most many some any one two ' +
    'in on at for to of with by from if when while as after before because about into over under what why how who which where ' +
    'is are was were be been has have had can could should would may might must will').split(' '),
);

/** Whether an English sentence has a finite verb (a gerund alone, "Spelling mistakes", does not count). */
export const hasVerb = (text: string) => analyse(text).hasVerb;

/** Whether a clause opens with a finite verb ("Defines metrics …", "records the findings"), not a gerund or a noun. */
export function opensWithFiniteVerb(text: string): boolean {
  // "records the findings": a word in -s before a determiner is a verb, whatever the tagger makes of it alone.
  if (/^\p{L}\p{Ll}+s\s+(the|a|an|your|its|their|our|how|what|which|whether|that|all|each|any)\b/iu.test(text)) return true;
  // "rapidly verify …", "only allow …": an adverb before the verb does not change what opens the clause.
  const words = text.split(/\s+/);
  const start = /^(\p{Ll}+ly|only|also|always|never|then|often)$/iu.test(words[0] ?? '') ? 1 : 0;
  const clause = words.slice(start, start + 5).join(' ').toLowerCase();
  // Tagged after a subject ("it describes …", "they perform …"): alone, "describes methods" reads as two nouns.
  return ['it', 'they'].some((subject) => {
    const verb = nlp(`${subject} ${clause}`).terms().eq(1);
    return verb.has('#Verb') && !verb.has('#Gerund');
  });
}

/** Whether a short heading names a thing ("Metrics", "Policy personnel"), not a quality ("Most Severe") or a clause. */
export function isNounPhrase(text: string): boolean {
  // Tagged in lower case: capitals in a heading ("Most Severe") make the tagger guess a name.
  const last = nlp(text.toLowerCase()).terms().last();
  // One word alone ("Catalog", "Metrics") is a name when it can be a noun, even if it can also be a verb.
  // "Imagine…" is an order to picture something, never a name: a word only ever a verb names no thing.
  if (!/\s/.test(text.trim())) return (last.has('#Noun') || !last.has('#Adjective')) && !opensWithBareVerb(text.replace(/[^\p{L}]+$/u, ''));
  return !hasVerb(text) && last.has('#Noun') && !last.has('#Adjective');
}

/** Verbs in -s that say something whole with no object after them ("It works", "What happens"). */
const wholeWithoutObject = new Set(
  ('works happens matters fails exists occurs changes runs stays remains applies varies counts depends helps continues ' +
    'begins ends starts stops wins loses grows moves lives dies waits returns expires succeeds arrives leaves').split(' '),
);

/**
 * "User sends", "Hacker uses", "Victim enters": a name and a verb that needs what it acts on, nothing after. OCR
 * cut the line there (the object is on the next line, or was not read); said alone it is no sentence. Only two
 * or three words with no verb before the last: "Forget automated analysis approaches" is an order.
 */
export function endsOnObjectlessVerb(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // In lower case: a line in Title Case ("Details Developer Needs") is a heading.
  const last = words.at(-1) ?? '';
  if (words.length < 2 || words.length > 3 || !/^\p{Ll}{3,}s$/u.test(last)) return false;
  if (/ss$/.test(last) || wholeWithoutObject.has(last)) return false;
  if (!words.slice(0, -1).every((w) => /^\p{L}+$/u.test(w))) return false;
  // Tagged in its phrase, in lower case: "Key points", "Access controls" end on a plural noun, not a verb.
  const terms = nlp(text.toLowerCase()).terms();
  const verb = terms.last();
  const before = terms.slice(0, words.length - 1);
  return verb.has('#PresentTense') && !verb.has('#Noun') && !before.has('#Verb');
}

/** "insider Steals 4": someone, a verb, then a bare number; what it counts was cut off by OCR. */
export function endsOnBareCount(text: string): boolean {
  if (!/^\p{L}+\s+\p{L}+s\s+\d+$/u.test(text.trim())) return false;
  // Tagged in its phrase: "Microsoft Windows 10" names a product.
  const verb = nlp(text.trim().toLowerCase()).terms().eq(1);
  return verb.has('#PresentTense') && !verb.has('#Noun');
}
