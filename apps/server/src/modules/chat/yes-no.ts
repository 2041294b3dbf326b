// "Does Git need GitHub to work?" is answered "No — …" when the sentence that answers it says so plainly: it
// denies what the question asks ("Git … doesn't require GitHub to work"), or, for "can I do A instead of B?",
// tells to do B. "Yes — …" only when the sentence says every word of the question the slide holds, without a
// denial, and, for "should I / can I …", as advice. Either needs the question's rarest word (or a synonym or form
// of it) in the sentence itself: "Can I change the message of a commit …?" is not answered No by a sentence on
// explaining changes that never says "commit". Anything less plain leads with the sentence alone: a wrong "Yes" is
// worse than none.

/** A question answered by yes or no: it opens with an auxiliary verb ("Does …", "Can I …", "¿Necesito …?"). */
const yesNoOpening = new RegExp(
  String.raw`^\s*¿?\s*(do|does|did|is|are|was|were|can|could|should|may|must|will|would|has|have|` +
    String.raw`necesito|necesita|necesitamos|puedo|puede|podemos|debo|debe|debemos|hay|` +
    String.raw`brauche|braucht|kann|muss|soll|darf|ist|sind|gibt|` +
    String.raw`est-ce|puis-je|dois-je|faut-il)\b`,
  'i',
);
/** "Is Git centralized or distributed?": a choice between named options, answered by the option, not yes or no. */
const choice = /\s(or|o|oder|ou)\s/i;
/** "Can I …", "should we …", "is it OK to …": asks what to do; a "Yes" then needs advice, not a statement. */
const asksPermission = new RegExp(
  String.raw`^\s*¿?\s*((can|could|should|may|must)\s+(i|we)\b|is\s+it\s+(ok|okay|alright|allowed|safe|fine|acceptable)\b|` +
    String.raw`puedo|podemos|debo|debemos|darf|soll|puis-je|dois-je)`,
  'i',
);
/** "… instead of checking permissions?": the alternative the learner would skip. */
const insteadOf = /\b(?:instead\s+of|rather\s+than|en\s+(?:lugar|vez)\s+de|statt|anstatt|au\s+lieu\s+de)\s+([^?]+)/i;

/** Words that deny, per course language; a prohibition ("forbidden", "prohibido") denies that something may be done. */
const denial: Record<string, RegExp> = {
  en: /\b(not|never|cannot|forbidden|prohibited|banned|disallowed)\b|n['’]t\b/i,
  es: /\b(no|nunca|jam[áa]s|ning[úu]n[oa]?|nada|prohibid[oa]s?)\b/i,
  de: /\b(nicht|kein\w*|nie|niemals|verboten|untersagt)\b/i,
  fr: /\b(ne|pas|jamais|aucun\w*|interdite?s?)\b|\bn['’]/i,
};
/** "Without", per course language: it denies only the word it governs ("without GitHub", not "without delay"). */
const without: Record<string, RegExp> = {
  en: /\bwithout\s+(?:(?:a|an|the|any|your|my)\s+)?(\p{L}+)/iu,
  es: /\bsin\s+(?:(?:un|una|el|la|los|las|ning[úu]n[oa]?)\s+)?(\p{L}+)/iu,
  de: /\bohne\s+(?:(?:ein|eine|einen|den|die|das)\s+)?(\p{L}+)/iu,
  fr: /\bsans\s+(?:(?:un|une|le|la|les)\s+)?(\p{L}+)/iu,
};
/**
 * "Not just / not only / no solo / nicht nur / non seulement …" adds to what it names ("not just to my local
 * repository but also online"): it denies nothing, so it is taken out before a denial is looked for.
 */
const addition = new RegExp(
  String.raw`\bnot\s+(?:just|only|merely|simply)\b|n['’]t\s+(?:just|only|merely|simply)\b|` +
    String.raw`\bno\s+(?:s[óo]lo|solamente|[úu]nicamente|simplemente)(?=\s|$)|\bnicht\s+nur\b|\bnon\s+seulement\b|` +
    String.raw`\bn(?:e\s+|['’])\S+\s+pas\s+(?:seulement|uniquement)\b`,
  'giu',
);
export const withoutAdditions = (text: string) => text.replace(addition, ' ');
const denies = (text: string, language: string) => (denial[language.slice(0, 2)] ?? denial.en!).test(withoutAdditions(text));
/** Whether a clause denies one of the given terms: a denial word in it, or "without" before one of them. */
function deniesAny(clause: string, language: string, termsOf: (text: string) => string[], terms: Set<string>): boolean {
  const held = termsOf(clause).some((t) => terms.has(t));
  if (held && denies(clause, language)) return true;
  const governed = (without[language.slice(0, 2)] ?? without.en!).exec(clause);
  return governed !== null && termsOf(governed[1]!).some((t) => terms.has(t));
}

/** A label saying that what it heads is harm or a mistake ("Typical Impact", "Don'ts", "A common mistake"). */
const harmLabel = new RegExp(
  String.raw`^(typical\s+impact|impact|don['’]?ts|a\s+common\s+mistake|common\s+mistakes?|mistakes?|risks?|threats?|` +
    String.raw`attacks?|vulnerabilit\w*|beware\b.*|impacto\w*|riesgos?|errores?)$`,
  'i',
);
/** Advice: an instruction ("Use …", "Enforce …"), a rule ("… should change …"), or a point under "Recommendations". */
const adviceWords = new RegExp(
  String.raw`^(use|avoid|always|never|don['’]?t|do not|verify|validate|add|keep|encode|store|check|make|set|enforce|restrict|` +
    String.raw`ensure|change|install|configure|protect|identify|instale|utilice|verwenden|installieren|utilisez|installez)\b|` +
    String.raw`\b(should|must|need\s+to|have\s+to|debe|debes|muss|sollte|doit)\b`,
  'i',
);
const adviceLabel = new RegExp(
  String.raw`^(recommendations?|do['’]?s|best\s+practices?|recomendaciones?|empfehlungen|recommandations?|` +
    String.raw`prerequisit\w*|prerequisites?|requirements?|requisitos?)$`,
  'i',
);

export type Verdict = 'yes' | 'no';

/** The sentence a yes-or-no question is answered with, as the reply chose it. */
export interface LeadSentence {
  /** The sentence without its label. */
  own: string;
  /** The label it sits under, if any ("Typical Impact", "Recommendations"). */
  heading: string | null;
  /** The learner's terms it holds (a related word counting for the word it stands for). */
  owned: Set<string>;
}

// A denial with a limit ("never accept a gift worth more than 50 euros") is no plain answer to a question without
// one ("May I accept a gift?"): a small gift may be fine, so the sentence leads alone.
const limit = new RegExp(
  String.raw`\d|\b(?:more|less|fewer|greater|higher|lower)\s+than\b|\b(?:unless|except|only\s+if)\b|` +
    String.raw`\b(?:más|menos)\s+de\b|\b(?:salvo|excepto)\b|\b(?:mehr|weniger)\s+als\b|\baußer\b|\b(?:plus|moins)\s+de\b|\bsauf\b`,
  'iu',
);
const limitedBeyond = (sentence: string, question: string) => limit.test(sentence) && !limit.test(question);

/** Whether a question asks yes or no (not "A or B", not "how", not "what"). */
export const asksYesOrNo = (question: string) => yesNoOpening.test(question) && !choice.test(question.replace(/\s+or\s+not\b/i, ''));

/**
 * "Yes" or "No" when the lead sentence says it plainly, else null.
 * @param asked the learner's terms the slide holds, other than its title's: the sentence must say them all for a "Yes".
 * @param termsOf the course language's terms of a text.
 * @param rarestOf the terms that say a part of the question's rarest word (`rarest-word.ts`).
 */
export function verdictOf(
  question: string, lead: LeadSentence, asked: string[], language: string, termsOf: (text: string) => string[],
  rarestOf: (part: string) => Set<string>,
): Verdict | null {
  if (!asksYesOrNo(question)) return null;
  // "Can I hide the links instead of checking permissions?" is about either part: "Enforce … permissions" says the second.
  const skipped = insteadOf.exec(question);
  const parts = skipped ? [question.slice(0, skipped.index), skipped[1]!] : [question];
  const said = new Set(termsOf(`${lead.heading ?? ''} ${lead.own}`));
  if (!parts.some((part) => [...rarestOf(part)].some((t) => said.has(t)))) return null;
  const harm = lead.heading !== null && harmLabel.test(lead.heading.trim());
  const advice = adviceWords.test(lead.own.trim()) || (lead.heading !== null && adviceLabel.test(lead.heading.trim()));
  // The question's own denial turns the answer round: "Can I use Git without GitHub?" — "Git doesn't require GitHub".
  const unlessSkipped = question.replace(/\b(instead\s+of|rather\s+than)\b.*$/i, '');
  // "Can I submit it without a signature?" — "Never submit it without a signature": the sentence says the same
  // "without", so its "never" answers the whole question (No), and the question's "without" turns nothing round.
  const withoutIn = without[language.slice(0, 2)] ?? without.en!;
  const askedWithout = withoutIn.exec(unlessSkipped);
  const governedTerms = (match: RegExpExecArray | null) => (match ? termsOf(match[1]!) : []);
  const sameWithout = governedTerms(askedWithout).some((t) => governedTerms(withoutIn.exec(lead.own)).includes(t));
  const questionDenies = denies(unlessSkipped, language) || (askedWithout !== null && !sameWithout);
  const unshared = sameWithout ? lead.own.replace(new RegExp(withoutIn.source, 'iu'), '') : lead.own;
  // A denial counts only in a clause that holds the learner's words: "avoid X, use prepared statements" denies X.
  // And the very thing asked (the question's rarest word): "you don't need to learn all of them at the beginning,
  // but … this git cheat sheet is perfect for you" does not deny that there is a cheat sheet to learn from.
  const thingAsked = new Set(parts.flatMap((part) => [...rarestOf(part)]));
  const clauses = unshared.split(/[,;:–—]|\b(?:but|while|pero|aber|mais)\b/i);
  const sentenceDenies = clauses.some(
    (clause) => deniesAny(clause, language, termsOf, lead.owned) && termsOf(clause).some((t) => thingAsked.has(t)),
  );
  if (skipped) {
    // "Can I hide the links instead of checking permissions?" — "Enforce … permissions": do what you would skip.
    const alternative = termsOf(skipped[1]!);
    const saysAlternative = alternative.some((t) => lead.owned.has(t));
    if (saysAlternative && advice && !sentenceDenies) return 'no';
    if (!saysAlternative && (sentenceDenies || harm)) return 'no';
    return null;
  }
  const permission = asksPermission.test(question);
  // What the learner would do is, under "Typical Impact", the harm it causes.
  if (permission && harm) return 'no';
  if (sentenceDenies) return limitedBeyond(lead.own, question) ? null : questionDenies ? 'yes' : 'no';
  if (harm || questionDenies) return null;
  const saysAll = asked.length > 0 && asked.every((t) => lead.owned.has(t));
  if (!saysAll) return null;
  return !permission || advice ? 'yes' : null;
}
