// How written slide text becomes something to say aloud, and the rules the narration checks hold it to.
// One module for both, so the narrator and its checks can never disagree about what is allowed.

/** Written-only abbreviations and what a speaker says instead (per language). */
const spokenAbbreviations: Record<string, [RegExp, string][]> = {
  en: [
    [/\be\.\s?g\.,?/gi, 'for example'],
    [/\bi\.\s?e\.,?/gi, 'that is'],
    [/\betc\.?(?=\W|$)/gi, 'and so on'],
    [/\bvs\.?(?=\s)/gi, 'versus'],
    [/\bapprox\.(?=\s)/gi, 'approximately'],
    [/\bw\/(?=\s)/gi, 'with'],
    [/\s&\s/g, ' and '],
  ],
  es: [[/\bp\.\s?ej\.,?/gi, 'por ejemplo'], [/\betc\.?(?=\W|$)/gi, 'etcétera'], [/\s&\s/g, ' y ']],
  de: [[/\bz\.\s?B\.,?/g, 'zum Beispiel'], [/\bd\.\s?h\.,?/g, 'das heißt'], [/\busw\.?(?=\W|$)/g, 'und so weiter'], [/\s&\s/g, ' und ']],
  fr: [[/\bp\.\s?ex\.,?/gi, 'par exemple'], [/\betc\.?(?=\W|$)/gi, 'et cetera'], [/\s&\s/g, ' et ']],
};

/** Abbreviations that a check flags when they reach the narration: a listener hears them as letters. */
export const writtenOnlyAbbreviation = /\b(e\.\s?g|i\.\s?e|etc|vs|approx|p\.\s?ej|z\.\s?B|d\.\s?h|usw|p\.\s?ex)\.(?=\s|$|,)/i;

/** Upper-case words people say as words, not letters; anything else in capitals is shouting. */
const knownAcronyms = new Set(
  ('OWASP OSCAL NIST HTTP HTTPS HTML JSON XML YAML HIPAA COBIT FISMA FEDRAMP CSRF XSS XXE LDAP XPATH SAML OAUTH GDPR PCI DSS ' +
    'SOC ISO IEC NATO UNESCO NASA ASCII UNICODE SCAP CVSS CVE CWE SAST DAST RMSE MSE DVCS CVCS VCS URL URI API SDK CPU GPU RAM ' +
    'SSL TLS VPN SMS MFA 2FA PIN OTP CEO CFO CIO CISO COO CTO HR IT QR PDF CSV SQL SKU DOM OS AWS GCP SSO IAM DNS IP TCP UDP').split(' '),
);

/** An upper-case word that is not an acronym ("IMPORTANT", "ATTACK") — read as shouting. */
export function isShouting(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || letters !== letters.toUpperCase() || letters === letters.toLowerCase()) return false;
  if (/\d/.test(word) || knownAcronyms.has(letters)) return false;
  // Short capitals without a vowel are acronyms by shape (HTTP, SQL-like).
  return letters.length >= 6 || /[AEIOU].*[AEIOU]/.test(letters);
}

const lowerShouting = (text: string) =>
  text.replace(/[\p{Lu}\d-]{4,}/gu, (word) => (isShouting(word) ? word.toLowerCase() : word));

/** Slide text made sayable: abbreviations spoken in full, capitals calmed, stray spacing fixed. */
export function speakable(text: string, language: string): string {
  let out = text;
  for (const [pattern, spoken] of spokenAbbreviations[language] ?? spokenAbbreviations.en!) out = out.replace(pattern, spoken);
  out = lowerShouting(out);
  return out
    .replace(/\s*->\s*/g, ' to ')
    .replace(/[“”„«»]/g, '"')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=\p{L})/gu, '$1 ')
    .replace(/\?{2,}/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sentence that ends once: "?" stays a question, never "?."; a trailing ":" or "," is dropped. */
export function asSentence(text: string): string {
  const trimmed = text.replace(/[\s,;:–—-]+$/u, '').trim();
  if (!trimmed) return '';
  const first = trimmed[0]!.toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]["')\]]?$/u.test(first) ? first : `${first}.`;
}

/** "Check the sender" → "check the sender" (a proper noun or acronym keeps its capital). */
export function lowerFirst(text: string): string {
  const lower = (/^\p{Lu}\p{Ll}/u.test(text) && !/^\p{Lu}\p{Ll}+\p{Lu}/u.test(text)) || /^A\s/.test(text);
  return lower ? text[0]!.toLocaleLowerCase() + text.slice(1) : text;
}

/** "a, b and c" in the course's language. */
export function listPhrase(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
