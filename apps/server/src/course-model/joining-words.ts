// A line that ends on a word which only joins it to what comes next ("… provided by your", "… steals data
// from", "… such") breaks off: OCR and narrow boxes cut lines there. The deck reader joins such a line to its
// continuation, and what is still cut after that is left out of the narration. One list serves every rule
// that asks this, so a line counts as cut (or whole) the same way wherever it is judged.

/**
 * Words an English line cannot end on: an article, a possessive, a preposition waiting for its object.
 * Conjunctions ("…, or") are left to the narrator, which joins them with the points under them.
 */
const joiningWord =
  /\s(the|a|an|your|my|our|their|its|his|her|of|by|to|from|for|with|into|onto|via|than|between|such|about)\s*$/i;

/**
 * A preposition a sentence may end on, its object said before it: "… page they have access to", "… services
 * not authorized for" (a clause with its own subject, or a participle, governs it).
 */
const strandedPreposition =
  /(\b(they|you|we|he|she|it|i|who)\b(’re|'re)?(\s+\S+){1,4}|\p{L}{3,}ed)\s+(to|for|from|with|about)\s*$/iu;

/** Whether the line ends on a word that joins it to words it does not have ("… provided by your"); a lone word is not cut. */
export const endsOnJoiningWord = (text: string) => joiningWord.test(text) && !strandedPreposition.test(text);

/**
 * "… steals credentials and data from" over "network" boxed apart: a few words in lower case after a line cut
 * on a joining word finish it (OCR put them in a box of their own).
 */
export const finishesCutLine = (cut: string, next: string) =>
  endsOnJoiningWord(cut) && /^\p{Ll}[\p{L}\s-]*$/u.test(next.trim()) && next.trim().split(/\s+/).length <= 3;
