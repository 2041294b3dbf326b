// A "how do I …" question asks how to do one thing: its verb ("delete", "compare", "back up") is what the
// question is about. A slide that never says that action, in any form or synonym, answers another question,
// however many of the question's other words it holds: "How do I delete a commit from the history?" is not
// answered by the slide showing the history of commits.

/** "How do I …", "how can we …", "how should you …", "¿cómo puedo …?", "¿cómo se …?": the word after the subject. */
const howTo = new RegExp(
  String.raw`^\s*¿?\s*(?:how\s+(?:do|can|could|should|would|will|may)\s+(?:i|we|you|one|people)|` +
    String.raw`c[óo]mo\s+(?:puedo|podemos|debo|debemos|hago\s+para|se\s+puede|se))\s+(\p{L}+)`,
  'iu',
);

/**
 * Verbs that say little by themselves: the action is in the words after them ("make VS Code my editor", "keep my
 * libraries up to date", "send my work to GitHub", "set up …"), so they decide nothing.
 */
const lightVerbs = new Set(
  ('make keep send set put take use go get have do handle deal work let bring turn give ' +
    'hacer usar tener poner mantener llevar dar tomar').split(' '),
);

/** The verb a how-to question asks about, as written, or null for any other question or a light verb. */
export function actionAsked(question: string): string | null {
  const verb = howTo.exec(question)?.[1];
  return verb && !lightVerbs.has(verb.toLowerCase()) ? verb : null;
}
