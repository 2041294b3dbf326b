import { actionAsked } from './action-asked.ts';

// The verb a question asks about, wherever it stands: "How do I undo …" (`actionAsked`), "Can Git undo a commit
// I already pushed?", "¿Cómo compro una casa …?". The deed is the question's topic: a slide holding the other words
// ("commit", "push"; "casa", "ciudad") tells something else about them. Retrieval asks the slide for it in Spanish
// only when no course and no lexicon knows it, so a verb said otherwise ("compruebo" for "evaluar") refuses nothing.

/** "Can Git undo …", "Does OSCAL replace …", "Will we practise …": the verb after a named subject (capitalised) or a pronoun. */
const afterSubject = new RegExp(
  String.raw`^\s*(?:[Cc]an|[Cc]ould|[Dd]oes|[Dd]o|[Dd]id|[Ww]ill|[Ww]ould|[Ss]hould|[Mm]ay|[Mm]ust)\s+` +
    String.raw`(?:I|we|you|it|they|\p{Lu}[\p{L}\d-]*)\s+(?:(?:just|really|still|also|ever|even|actually)\s+)?(\p{Ll}+)\b`,
  'u',
);
/** "¿Cómo compro …?", "¿Cómo puedo instalar …?", "¿Se puede entrenar …?", "¿Puedo usar …?". */
const spanish = new RegExp(
  String.raw`^\s*¿?\s*(?:c[óo]mo\s+(?:se\s+)?(?:(?:puedo|podemos|debo|debemos|hay\s+que)\s+)?|` +
    String.raw`(?:se\s+puede|puedo|podemos|debo|debemos)\s+)(\p{L}+)`,
  'iu',
);
/** Spanish verbs that say little by themselves ("hago", "uso", "tengo"): the action is in the words after them. */
const spanishLight = new Set(
  ('hago hacemos hace hacer uso usamos usar tengo tenemos tener pongo ponemos poner doy damos dar consigo obtengo ' +
    'logro voy vamos ir sé saber es son está están ser estar').split(' '),
);
/** Light English verbs after a subject: "Does Git need …", "Can I get …" say their action in the words after them. */
const englishLight = new Set('be have do get make need use go take put keep let see know want like work'.split(' '));

/** The verb a question asks about, as written; null when it asks none or only a light verb. */
export function verbAsked(question: string, language: string): string | null {
  if (language.startsWith('es')) {
    const verb = spanish.exec(question)?.[1];
    return verb && !spanishLight.has(verb.toLowerCase()) ? verb : null;
  }
  const action = actionAsked(question);
  if (action) return action;
  const verb = afterSubject.exec(question)?.[1];
  return verb && !englishLight.has(verb) ? verb : null;
}
