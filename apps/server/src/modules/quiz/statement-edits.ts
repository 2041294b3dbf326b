/**
 * Minimal edits that make a sentence of the course false: the wrong choices of "Which statement is correct?"
 * and of "what does the course tell you to do". Each edit turns the course's own words around (a negation,
 * an opposite word, another number), so the course itself proves it wrong. English only: for other languages
 * no edit is offered and those item kinds are not written.
 */

const opposites: [string, string][] = [
  ['always', 'never'], ['before', 'after'], ['more', 'less'], ['increase', 'decrease'], ['increases', 'decreases'],
  ['higher', 'lower'], ['public', 'private'], ['local', 'remote'], ['most', 'least'], ['inside', 'outside'],
  ['internal', 'external'], ['encrypted', 'unencrypted'], ['easy', 'difficult'], ['manual', 'automatic'],
  ['manually', 'automatically'], ['common', 'rare'], ['centralized', 'distributed'],
  ['safe', 'unsafe'], ['secure', 'insecure'], ['allowed', 'forbidden'], ['required', 'optional'], ['trusted', 'untrusted'],
];
const englishOppositeOf = new Map(opposites.flatMap(([a, b]) => [[a, b], [b, a]]));
const germanOpposites: [string, string][] = [
  ['immer', 'nie'], ['vor', 'nach'], ['mehr', 'weniger'], ['öffentlich', 'privat'], ['intern', 'extern'], ['interne', 'externe'],
  ['sicher', 'unsicher'], ['sichere', 'unsichere'], ['erlaubt', 'verboten'], ['erforderlich', 'optional'], ['höher', 'niedriger'],
  ['häufig', 'selten'], ['verschlüsselt', 'unverschlüsselt'], ['manuell', 'automatisch'], ['vertrauenswürdig', 'nicht vertrauenswürdig'],
];
const germanOppositeOf = new Map(germanOpposites.flatMap(([a, b]) => [[a, b], [b, a]]));

const keepCase = (model: string, word: string) => (/^\p{Lu}/u.test(model) ? word[0]!.toUpperCase() + word.slice(1) : word);
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const upperFirst = (text: string) => text[0]!.toUpperCase() + text.slice(1);

// Spanish puts "no" before the conjugated verb; these are the verbs course sentences state facts with.
const spanishVerbs = new Set(['es', 'son', 'está', 'están', 'puede', 'pueden', 'tiene', 'tienen', 'debe', 'deben', 'permite',
  'permiten', 'contiene', 'contienen', 'establece', 'establecen', 'explica', 'explican', 'predice', 'predicen', 'hay', 'funciona',
  'funcionan', 'combinan', 'combina', 'construyen', 'construye', 'utiliza', 'utilizan', 'usa', 'usan', 'requiere', 'requieren',
  'incluye', 'incluyen', 'mide', 'miden']);

function negateSpanish(text: string): string | null {
  const words = text.split(' ');
  for (let i = 1; i < words.length - 1; i++) {
    if (/^no$/i.test(words[i]!)) return [...words.slice(0, i), ...words.slice(i + 1)].join(' ');
    // "se utilizan" → "no se utilizan": the pronoun stays with its verb.
    const at = /^(se|lo|la|le|los|las|les)$/i.test(words[i - 1]!) ? i - 1 : i;
    if (spanishVerbs.has(words[i]!.toLowerCase())) return [...words.slice(0, at), 'no', ...words.slice(at)].join(' ');
  }
  return null;
}

// Verbs course sentences state facts with, for sentences without a helper verb ("Attackers copy logos").
const plainVerbs = new Set(['protect', 'block', 'store', 'send', 'use', 'require', 'allow', 'prevent', 'reduce', 'increase', 'contain',
  'include', 'help', 'mean', 'show', 'make', 'take', 'give', 'keep', 'need', 'check', 'create', 'define', 'describe', 'provide', 'support',
  'track', 'run', 'move', 'record', 'let', 'ask', 'steal', 'copy', 'target', 'exploit', 'trick', 'pretend', 'encrypt', 'verify', 'identify',
  'detect', 'cause', 'affect', 'depend', 'apply', 'cover', 'expire', 'change', 'open', 'delete', 'remove', 'hide', 'expose', 'collect',
  'share', 'lock', 'log', 'scan', 'spread', 'reach', 'arrive', 'start', 'end', 'come', 'look', 'seem', 'contain', 'carry', 'leak', 'last',
  'belong', 'report', 'enable', 'disable', 'replace', 'access', 'read', 'write', 'save', 'keep', 'lose', 'miss', 'work', 'fail', 'follow']);
const baseOf = (word: string) => {
  const w = word.toLowerCase();
  if (w.endsWith('ies') && plainVerbs.has(`${w.slice(0, -3)}y`)) return `${w.slice(0, -3)}y`;
  if (w.endsWith('es') && plainVerbs.has(w.slice(0, -2))) return w.slice(0, -2);
  if (w.endsWith('s') && plainVerbs.has(w.slice(0, -1))) return w.slice(0, -1);
  return null;
};
const pluralSubject = /^(they|we|you|people|users|attackers|staff|employees|\p{L}+s)$/iu;

/** "The filter blocks mail" → "The filter does not block mail"; "Attackers copy logos" → "Attackers do not copy logos". */
function negatePlainVerb(words: string[]): string | null {
  for (let i = 1; i < Math.min(words.length - 1, 6); i++) {
    const word = words[i]!;
    const base = baseOf(word);
    // A singular subject only: after "teams review", "logs" is a noun.
    const pluralBefore = words.slice(0, i).some((w) => /\p{Ll}{2,}s$/u.test(w) && !/(ss|us|is)$/.test(w));
    if (base && !pluralBefore) return [...words.slice(0, i), 'does not', base, ...words.slice(i + 1)].join(' ');
    if (plainVerbs.has(word.toLowerCase()) && pluralSubject.test(words[i - 1]!)) {
      return [...words.slice(0, i), 'do not', word, ...words.slice(i + 1)].join(' ');
    }
  }
  return null;
}

// Hebrew: "is" (הינו) becomes "is not" (אינו); modal and present-tense verbs take "לא" before them.
const hebrewIs = new Map([['הינו', 'אינו'], ['הינה', 'אינה'], ['הינם', 'אינם'], ['הינן', 'אינן']]);
const hebrewVerbs = new Set(['עשוי', 'עשויה', 'עשויים', 'עשויות', 'יכול', 'יכולה', 'יכולים', 'יכולות', 'מאפשר', 'מאפשרת',
  'מאפשרים', 'מאפשרות', 'נדרש', 'נדרשת', 'נדרשים', 'נדרשות', 'חייב', 'חייבת', 'חייבים', 'חייבות', 'מחייב', 'מחייבת', 'מחייבים',
  'מחייבות', 'מונע', 'מונעת', 'מונעים', 'מונעות']);
// (Not "משתמש": it is also the noun "user".)
const hebrewModals = /^(עשוי|עשויה|עשויים|עשויות|יכול|יכולה|יכולים|יכולות)$/u;
const hebrewNegators = new Set(['לא', 'בלתי', 'ללא', 'אינו', 'אינה', 'אינם', 'אינן', 'אין']);

function negateHebrew(text: string): string | null {
  const words = text.split(' ');
  for (let i = 1; i < words.length - 1; i++) {
    const word = words[i]!;
    if (word === 'לא') return [...words.slice(0, i), ...words.slice(i + 1)].join(' ');
    // Beside a word that already negates ("un-", "without", "not") another one makes a double negative, not a falsehood.
    const negatedNear = [words[i - 2], words[i - 1], words[i + 1]].some((w) => w !== undefined && hebrewNegators.has(w));
    const is = hebrewIs.get(word);
    if (is && !negatedNear) return [...words.slice(0, i), is, ...words.slice(i + 1)].join(' ');
    // "יכולות" and "עשוי" are "can" and "may" only before an infinitive ("עשוי ליצור"); "יכולות אבטחה" are security features.
    const modalNoun = hebrewModals.test(word) && !/^ל\p{L}{2,}/u.test(words[i + 1] ?? '');
    if (hebrewVerbs.has(word) && !negatedNear && !modalNoun) return [...words.slice(0, i), 'לא', ...words.slice(i)].join(' ');
  }
  return null;
}

// German: "ist" → "ist nicht", "ist ein" → "ist kein", "nicht" taken out; the verbs course sentences state facts with.
const germanVerbs = new Set(['ist', 'sind', 'war', 'waren', 'kann', 'können', 'muss', 'müssen', 'soll', 'sollen', 'darf', 'dürfen',
  'wird', 'werden', 'sollte', 'sollten', 'hat', 'haben']);
const germanIndefinite = new Map([['ein', 'kein'], ['eine', 'keine'], ['einen', 'keinen'], ['einem', 'keinem'], ['einer', 'keiner'],
  ['eines', 'keines']]);
const germanNegated = new Map([...germanIndefinite].map(([a, b]) => [b, a]));

// Words that already negate ("niemand", "nichts", "keine …"): another "nicht" would make a double negative, not a clear falsehood.
const germanNegative = /(^|\s)(niemand\p{L}*|nichts|nie|niemals|kein\p{L}*|nirgends)(?=\s|$)/iu;

function negateGerman(text: string): string | null {
  const words = text.split(' ');
  if (/(^|\s)(niemand\p{L}*|nichts|nirgends)(?=\s|$)/iu.test(text)) return null;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!.toLowerCase();
    if (word === 'nicht') return [...words.slice(0, i), ...words.slice(i + 1)].join(' ');
    const undone = germanNegated.get(word);
    if (undone) return [...words.slice(0, i), keepCase(words[i]!, undone), ...words.slice(i + 1)].join(' ');
  }
  for (let i = 1; i < words.length - 1; i++) {
    if (!germanVerbs.has(words[i]!.toLowerCase())) continue;
    const next = words[i + 1]!.toLowerCase();
    const none = germanIndefinite.get(next);
    if (none) return [...words.slice(0, i + 1), none, ...words.slice(i + 2)].join(' ');
    // "hat" and "haben" are negated only as helpers, before a participle at the end ("hat … geändert").
    if (/^(hat|haben)$/.test(words[i]!.toLowerCase()) && !/^ge\p{Ll}+[tn]$/u.test(words.at(-1)!)) continue;
    return [...words.slice(0, i + 1), 'nicht', ...words.slice(i + 1)].join(' ');
  }
  return null;
}

/** A German instruction turned around: "nicht" taken out or put in, "nie" taken out; null when the form is unknown. */
function negateGermanInstruction(text: string): string | null {
  const words = text.split(' ');
  const nicht = words.findIndex((w, i) => i > 0 && w.toLowerCase() === 'nicht');
  if (nicht > 0) return [...words.slice(0, nicht), ...words.slice(nicht + 1)].join(' ');
  const never = /^(nie|niemals)\s+(.+)$/iu.exec(text);
  if (never) return upperFirst(never[2]!);
  if (germanNegative.test(text)) return null;
  // "Sperren Sie den Bildschirm" → "Sperren Sie den Bildschirm nicht".
  if (words.length >= 3 && words[1] === 'Sie') return `${text} nicht`;
  // "Den Bildschirm sperren" → "Den Bildschirm nicht sperren": the infinitive at the end.
  if (words.length >= 2 && /^\p{Ll}+(en|ern|eln)$/u.test(words.at(-1)!)) return [...words.slice(0, -1), 'nicht', words.at(-1)!].join(' ');
  return null;
}

/** The sentence with its verb negated ("is" → "is not", "is not" → "is", "can" → "cannot"), or null. */
export function negateStatement(text: string, language = 'en'): string | null {
  if (language.startsWith('es')) return negateSpanish(text);
  if (language.startsWith('he')) return negateHebrew(text);
  if (language.startsWith('de')) return negateGerman(text);
  if (!language.startsWith('en')) return null;
  // "Sometimes parameters define the page": "sometimes … do not" is true as well; such a hedged sentence has no false
  // negation ("usually … not usually" does contradict it).
  if (/\b(sometimes|occasionally|may|might|some)\b/i.test(text)) return null;
  const undone = text.replace(/\b(is|are|was|were|can|could|should|must|will|would|may|might|does|do|did|has|have) not\b/i, '$1');
  if (undone !== text) return undone;
  if (/\bcannot\b/i.test(text)) return text.replace(/\b(c)annot\b/i, '$1an');
  // "should never be used" is negated by its opposite word, not by another "not".
  if (/\bnever mind\b/i.test(text)) return null;
  if (/\bnever\b/i.test(text)) return text.replace(/\b(n)ever\b/i, (_, n: string) => (n === 'N' ? 'Always' : 'always'));
  const words = text.split(' ');
  for (let i = 1; i < words.length - 1; i++) {
    const word = words[i]!;
    const next = words[i + 1]!.toLowerCase();
    if (/^(is|are|was|were|should|must|will|would|may|might)$/i.test(word) && next !== 'not') {
      return [...words.slice(0, i + 1), 'not', ...words.slice(i + 1)].join(' ');
    }
    if (/^can$/i.test(word)) return [...words.slice(0, i), keepCase(word, 'cannot'), ...words.slice(i + 1)].join(' ');
    // "has" and "have" are negated only as helpers ("has been", "have changed"), not as "has two parts".
    if (/^(has|have)$/i.test(word) && /^(been|\p{L}+ed)$/u.test(next)) {
      return [...words.slice(0, i + 1), 'not', ...words.slice(i + 1)].join(' ');
    }
  }
  return negatePlainVerb(words);
}

/** An instruction turned into its opposite ("Lock your screen" → "Do not lock your screen"; "Never X" → "X"). */
export function negateInstruction(text: string, language = 'en'): string | null {
  if (language.startsWith('de')) return negateGermanInstruction(text);
  if (!language.startsWith('en')) return null;
  const dont = /^(do not|don['’]t)\s+(.+)$/i.exec(text);
  if (dont) return upperFirst(dont[2]!);
  const never = /^never\s+(.+)$/i.exec(text);
  if (never) return upperFirst(never[1]!);
  const always = /^always\s+(.+)$/i.exec(text);
  if (always) return `Never ${always[1]!}`;
  if (/^(avoid|beware|try|please|make sure|ensure)\b/i.test(text)) return null;
  return `Do not ${lowerFirst(text)}`;
}

/** The sentence with one word turned into its opposite, one edit per such word. */
export function oppositeEdits(text: string, language = 'en'): string[] {
  const edits: string[] = [];
  if (!language.startsWith('en') && !language.startsWith('de')) return edits;
  const oppositeOf = language.startsWith('de') ? germanOppositeOf : englishOppositeOf;
  const present = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const opposite = oppositeOf.get(match[0].toLowerCase());
    // "from manual to automatic" turned into "from automatic to automatic", and "one or more", say nothing.
    const before = text.slice(0, match.index);
    const from = text.slice(match.index);
    if (!opposite || present.has(opposite) || /^never mind\b/i.test(from) || /\bor\s$/i.test(before)
      || /^\s+than\s+one\b/i.test(text.slice(match.index + match[0].length))) continue;
    edits.push(text.slice(0, match.index) + keepCase(match[0], opposite) + text.slice(match.index + match[0].length));
  }
  return edits;
}

/** The sentence with its first number changed (14 → 28, 60% → 30%); years are left alone. */
export function numberEdit(text: string): string | null {
  // A number inside a name or a code ("SP 800-53", "A10", "v2.1") is not a fact.
  const match = /(?<![\w.,\-–/])(\d{1,3})(?![\w.,\-–/]|\s*-\s*\d)/u.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  const percent = text[match.index + match[1]!.length] === '%';
  const changed = percent ? (n > 50 ? n - 30 : n + 30) : n >= 2 ? n * 2 : n + 2;
  return text.slice(0, match.index) + String(changed) + text.slice(match.index + match[1]!.length);
}

/** Every false edit of a statement the rules can make, the smallest first. */
export function falseStatements(text: string, language = 'en'): string[] {
  return [negateStatement(text, language), ...oppositeEdits(text, language), numberEdit(text)]
    .filter((t): t is string => t !== null && t !== text);
}

/** Every false edit of an instruction: its opposite, an opposite word, another number. */
export function falseInstructions(text: string, language = 'en'): string[] {
  return [negateInstruction(text, language), ...oppositeEdits(text, language), numberEdit(text)]
    .filter((t): t is string => t !== null && t !== text);
}

// Words that make a sentence negative, per language: "is not", "never", "cannot", "no", "nicht", "kein", "לא".
const negationWords: Record<string, RegExp> = {
  en: /(?<![\p{L}])(not|never|no|none|nothing|cannot|without)(?![\p{L}])|n['’]t(?![\p{L}])/iu,
  es: /(?<![\p{L}])(no|nunca|jamás|ningún|ninguna|nada|sin)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(nicht|nie|niemals|kein\p{L}*|nichts|niemand\p{L}*|ohne)(?![\p{L}])/iu,
  he: /(?<![\p{L}])(לא|אין|אינו|אינה|אינם|אינן|ללא|בלתי)(?![\p{L}])/u,
};

/** Whether a sentence says "not" in some form: a negative statement. */
export function hasNegation(text: string, language = 'en'): boolean {
  return (negationWords[language.slice(0, 2)] ?? negationWords.en!).test(text);
}
