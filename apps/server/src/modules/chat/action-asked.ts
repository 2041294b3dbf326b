import { particles } from './question-intent.ts';
import { words } from './search-terms.ts';
import { wordNet } from './wordnet.ts';

// A "how do I …" question asks how to do one thing: its verb ("delete", "compare", "back up") is what the
// question is about. A slide that never says that action, in any form or synonym, answers another question,
// however many of the question's other words it holds: "How do I delete a commit from the history?" is not
// answered by the slide showing the history of commits. English only: WordNet and the lexicon give its verbs their
// synonyms; in another language a verb said otherwise than on the slide ("¿cómo compruebo …?" for "evaluar") would
// refuse a covered question.

/** Words between the subject and its verb that are not the action: "can I just hide …", "should we still use …". */
const adverbs = String.raw`(?:(?:just|really|still|also|always|ever|never|only|even|actually|simply|first)\s+)?`;
/**
 * "How do I …", "how can we …", and the same action asked inside a question: "which laptop should I buy …",
 * "can I hide …".
 */
const actionPatterns = [
  new RegExp(String.raw`^\s*how\s+(?:do|can|could|should|would|will|may)\s+(?:i|we|you|one|people)\s+${adverbs}(\p{L}+)`, 'iu'),
  new RegExp(String.raw`\b(?:should|can|could|must|may|do|would)\s+(?:i|we)\s+${adverbs}(\p{L}+)`, 'iu'),
];

/**
 * Verbs that say little by themselves: the action is in the words after them ("make VS Code my editor", "keep my
 * libraries up to date", "send my work to GitHub", "set up …"), so they decide nothing.
 */
const lightVerbs = new Set(
  ('make keep send set put take use go get have do handle deal work let bring turn give ' +
    'be need want like know see try').split(' '),
);

/** The verb an English how-to question asks about, as written, or null for any other question or a light verb. */
export function actionAsked(question: string): string | null {
  const verb = actionPatterns.map((p) => p.exec(question)?.[1]).find((v) => v !== undefined);
  return verb && !lightVerbs.has(verb.toLowerCase()) ? verb : null;
}

/** Words after a light verb in which its particle may stand ("take a file back out of …"). */
export const particleWindow = 4;

/**
 * The phrasal verb a how-to question asks about when its verb is light and a particle after it makes a verb of its
 * own ("How do I take a file back out of the staging area?": "take out", which WordNet gives as "remove"): the verb,
 * the particle and WordNet's single words for it. Null when the particle adds nothing ("set up" is "set") or there
 * is none. The last particle of the window is the verb's: "back out of" is "out"; none that "to" follows ("keep my
 * libraries up to date").
 */
export function phrasalActionAsked(question: string): { verb: string; particle: string; synonyms: string[] } | null {
  const match = actionPatterns.map((p) => p.exec(question)).find((m) => m !== null);
  const verb = match?.[1]?.toLowerCase();
  if (!match || !verb || !lightVerbs.has(verb)) return null;
  const after = words(question.slice(match.index + match[0].length)).slice(0, particleWindow + 1);
  // Not a particle when a preposition of its own follows: "keep my libraries up to date".
  const particle = after.slice(0, particleWindow).findLast((word, i) => particles.has(word) && after[i + 1] !== 'to');
  if (!particle || wordNet.particleAddsNothing(verb, particle)) return null;
  const synonyms = wordNet.phrasalSynonyms(verb, particle);
  return synonyms ? { verb, particle, synonyms } : null;
}
