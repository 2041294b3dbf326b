import { createRequire } from 'node:module';
import type nlpType from 'compromise';

// compromise (38 MB once loaded) is needed only when a deck's text is modelled: load it on first use, not at start.
const require = createRequire(import.meta.url);
let loaded: typeof nlpType | undefined;
const nlp = (text: string) => (loaded ??= require('compromise') as typeof nlpType)(text);

// The one place that asks compromise about English grammar; everything else reads plain answers.

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
  const hasVerb = doc.match('#Verb').not('#Gerund').found;
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
  return analyse(words.slice(0, 6).join(' ')).imperative;
}

const notVerbStart = new Set(
  ('the a an this that these those it its we you your our their they he she i my all each every most many some any one two ' +
    'in on at for to of with by from if when while as after before because about into over under what why how who which where ' +
    'is are was were be been has have had can could should would may might must will').split(' '),
);

/** Whether an English sentence has a finite verb (a gerund alone, "Spelling mistakes", does not count). */
export const hasVerb = (text: string) => analyse(text).hasVerb;
