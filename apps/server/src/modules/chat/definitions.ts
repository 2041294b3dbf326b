// "What is a catalog?", "What does OSCAL stand for?": questions answered by the line where the course defines the
// word — a term table's row ("Catalog, A set of security control definitions"), a labelled point ("Catalog:
// Defines …"), "X is …" — or, for an acronym, by the words it is made of ("Open Security Controls Assessment
// Language (OSCAL)"), wherever the slide that says so ranks in the search.

/** The subject of a question asking what something is or means: "What is a catalog in OSCAL?" → "catalog in OSCAL". */
export function definitionSubject(question: string): string | null {
  // "What does control mean (in OSCAL's terms)?"
  const standsFor = new RegExp(
    String.raw`^\s*what\s+(?:does|do|is)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:stand\s+for|mean|short\s+for)` +
      String.raw`(?:\s+(?:in|for)\s+.+?)?\s*[?.!]*\s*$`,
    'i',
  ).exec(question);
  if (standsFor) return standsFor[1]!;
  const definition = new RegExp(
    String.raw`^\s*¿?\s*(?:what|who|qu[ée]|was|qu'est-ce que)\s*(?:'s|\s+is|\s+are|\s+does|\s+do|\s+es|\s+son|\s+ist|\s+sind|\s+c'est|\s+significa)?\s+` +
      String.raw`(?:an?\s+|the\s+|el\s+|la\s+|los\s+|las\s+|un\s+|una\s+|der\s+|die\s+|das\s+|ein\s+|eine\s+)?` +
      // "What does Git do?" asks what Git is for, as "what does it mean?" asks what it is.
      String.raw`(.+?)(?:\s+(?:mean|do))?\s*[?.!]*\s*$`,
    'i',
  );
  return definition.exec(question)?.[1] ?? null;
}

/**
 * The subject of a question that asks only what something is ("What is a catalog in OSCAL?", "¿Qué es el RMSE?",
 * "What does OSCAL stand for?"): a verb of being or meaning, and a subject of at most four words.
 */
export function definitionAsked(question: string): string | null {
  const asks =
    /^\s*¿?\s*(what|qu[ée]|was|qu'est-ce)\s*('s|\s+(is|are|does|do|es|son|ist|sind|significa|signifie))\b/i.test(question) ||
    /^\s*qu'est-ce\s+qu/i.test(question);
  const subject = asks ? definitionSubject(question) : null;
  return subject && subject.split(/\s+/).length <= 4 ? subject : null;
}

/** "OSCAL" in "What does OSCAL stand for?": a word of two to eight capitals (digits allowed after the first). */
export function acronymAsked(question: string): string | null {
  // "What does OSCAL do?" asks what it is for, not the words it is made of.
  if (/\bdo\s*[?.!]*\s*$/i.test(question)) return null;
  const subject = definitionSubject(question);
  return subject && /^\p{Lu}[\p{Lu}\d]{1,7}$/u.test(subject) && /\p{Lu}.*\p{Lu}/u.test(subject) ? subject : null;
}

/** Small words an expansion may hold that its acronym skips ("Department of Defense" → DoD, "Bring Your Own Device"). */
const connectors = new Set(['of', 'and', 'for', 'the', 'to', 'in', 'on', 'a', 'an', '&', 'de', 'del', 'la', 'el', 'y', 'für', 'und', 'der', 'et', 'des', 'du']);

/** Whether these words, in order, make the acronym from their initials (small connecting words may be skipped). */
function spells(words: string[], acronym: string): boolean {
  const letters = acronym.replace(/\d/g, '').toLowerCase();
  let at = 0;
  for (const word of words) {
    const initial = word.charAt(0).toLowerCase();
    if (at < letters.length && initial === letters[at]) at++;
    else if (!connectors.has(word.toLowerCase())) return false;
  }
  return at === letters.length && words.length > 0 && !connectors.has(words[0]!.toLowerCase());
}

/**
 * The words an acronym stands for, as a text writes them: "Open Security Controls Assessment Language (OSCAL)"
 * or "OSCAL (Open Security Controls Assessment Language)"; null when the text does not spell it out.
 */
export function expansionIn(text: string, acronym: string): string | null {
  const escaped = acronym.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = new RegExp(String.raw`((?:[\p{L}&-]+\s+){1,12})\(\s*${escaped}\s*\)`, 'u').exec(text);
  if (before) {
    const words = before[1]!.trim().split(/\s+/);
    // The expansion is the shortest run of the last words that spells it.
    for (let start = words.length - 1; start >= 0; start--) {
      if (spells(words.slice(start), acronym)) return words.slice(start).join(' ');
    }
  }
  const after = new RegExp(String.raw`\b${escaped}\s*\(([^)]{3,120})\)`, 'u').exec(text);
  if (after && spells(after[1]!.trim().split(/\s+/), acronym)) return after[1]!.trim();
  return null;
}

/** What a line says before the mark that defines it: "Catalog" in "Catalog: Defines a set …" or "Catalog, A set …". */
const definedHead = /^\s*(.{1,60}?)\s*(?:[:,–—]\s+|\s-\s|\s+(?:is|are|means|refers\s+to|es|son|significa|ist|sind|est)\s+)/iu;

/**
 * Whether a sentence defines the subject: its head (what comes before ":", ",", " is ", " means ") names the
 * subject's key terms and nothing else; or, for a one-word subject, the sentence says what it is (`saysWhatItIs`).
 */
export function definesSubject(sentence: string, keyTerms: string[], terms: (text: string) => string[]): boolean {
  if (keyTerms.length === 0) return false;
  // A one-word subject said to be something anywhere in the sentence: "… but that's not true as Git is a version
  // control tool which doesn't require GitHub to work".
  if (keyTerms.length === 1 && saysWhatItIs(sentence, keyTerms, (word) => terms(word)[0] ?? null)) return true;
  const head = definedHead.exec(sentence)?.[1];
  if (!head || head.split(/\s+/).length > 4) return false;
  const named = terms(head);
  return named.length > 0 && keyTerms.every((t) => named.includes(t)) && named.every((t) => keyTerms.includes(t));
}

/**
 * Whether a sentence says what the subject is: "Git is a version control tool", "While GitHub is a cloud
 * platform …" (the subject's word, then "is/are a/an/the").
 */
export function saysWhatItIs(sentence: string, subjectTerms: string[], termOf: (word: string) => string | null): boolean {
  const words = sentence.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  return words.some((word, i) =>
    subjectTerms.includes(termOf(word) ?? '') && /^(is|are)$/i.test(words[i + 1] ?? '') && /^(an?|the)$/i.test(words[i + 2] ?? ''));
}

/** "… a metric known as Root Mean Squared Error (RMSE)", "esta métrica se llama …": the name given after the mark. */
const namingMark = new RegExp(
  String.raw`\b(?:known\s+as|called|named|referred\s+to\s+as|se\s+llama|se\s+denomina|conocid[ao]s?(?:,[^,]{0,30},)?\s+como|` +
    String.raw`llamad[ao]s?|denominad[ao]s?|hei(?:ß|ss)t|genannt|appel[ée]e?s?)\b([^.;]{0,90})`,
  'iu',
);

/**
 * Whether a sentence gives the subject its name: "… produces a metric known, as you'd expect, as Root Mean
 * Squared Error (RMSE)". The words after the mark (an aside allowed) name the subject's key terms.
 */
export function namesSubject(sentence: string, keyTerms: string[], terms: (text: string) => string[]): boolean {
  const named = namingMark.exec(sentence)?.[1];
  if (!named || keyTerms.length === 0) return false;
  const said = terms(named);
  return keyTerms.every((t) => said.includes(t));
}
