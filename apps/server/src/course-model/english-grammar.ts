import nlp from 'compromise';

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
export const isInstruction = (text: string) => analyse(text).imperative;

/** Whether an English sentence has a finite verb (a gerund alone, "Spelling mistakes", does not count). */
export const hasVerb = (text: string) => analyse(text).hasVerb;
