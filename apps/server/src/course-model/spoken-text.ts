// How written slide text becomes something to say aloud, and the rules the narration checks hold it to.
// One module for both, so the narrator and its checks can never disagree about what is allowed.

/** Written-only abbreviations and what a speaker says instead (per language). */
const spokenAbbreviations: Record<string, [RegExp, string][]> = {
  en: [
    [/\be\.\s?g\.,?/gi, 'for example'],
    [/\bi\.\s?e\.,?/gi, 'that is'],
    [/\betc\.?(?=\W|$)/gi, 'and so on'],
    // "VS" in capitals without a point is a name ("VS Code"), not "versus".
    [/\b(?:[vV]s\.?|VS\.)(?=\s)/g, 'versus'],
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
    'SSL TLS VPN SMS MFA 2FA PIN OTP CEO CFO CIO CISO COO CTO HR IT QR PDF CSV SQL SKU DOM OS AWS GCP SSO IAM DNS IP TCP UDP VS').split(' '),
);

/** An upper-case word that is not an acronym ("IMPORTANT", "ATTACK") — read as shouting. */
export function isShouting(word: string): boolean {
  // "ISO/IEC", "HTTP-based": each part is judged on its own.
  const parts = word.split(/[/.-]/).filter(Boolean);
  if (parts.length > 1) return parts.some(isShouting);
  // Only letters that have a case can shout (Hebrew or Arabic letters next to an acronym do not).
  const letters = word.replace(/[^\p{Lu}\p{Ll}]/gu, '');
  if (letters.length < 4 || letters !== letters.toUpperCase() || letters === letters.toLowerCase()) return false;
  if (/\d/.test(word) || knownAcronyms.has(letters)) return false;
  // Short capitals without a vowel are acronyms by shape (HTTP, SQL-like).
  return letters.length >= 6 || /[AEIOU].*[AEIOU]/.test(letters);
}

const lowerShouting = (text: string) =>
  text.replace(/\p{Lu}[\p{Lu}\d/.-]{3,}/gu, (word) => (isShouting(word) ? word.toLowerCase() : word));

/** A web address anywhere in a line: with a scheme or "www.", or a bare domain followed by a path. */
const webAddress = new RegExp(
  [
    // A pair of brackets inside the path ("…/XSS_(Cross_Site_Scripting)_Prevention") is part of it; a lone ")" closes the prose.
    /(?<![@\w.-])https?:\/\/(?:[^\s<>"'“”‘’()]|\([^\s()]*\))+/,
    /(?<![@\w.-])www\.(?:[^\s<>"'“”‘’()]|\([^\s()]*\))+/,
    /(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|gov|edu|io|dev|info)\/(?:[^\s<>"'“”‘’()]|\([^\s()]*\))*/,
  ]
    .map((r) => r.source)
    .join('|'),
  'gi',
);

/** "https://www.owasp.org/index.php/X" → "owasp.org": the site is said, the rest of the address is not. */
export function siteName(address: string): string {
  return address.replace(/^https?:\/\//i, '').replace(/^www\./i, '').split(/[/?#:]/)[0]!.replace(/\.+$/, '').toLowerCase();
}

/** Web addresses said by their site ("the page on owasp.org" for "the https://…/page"); e-mail addresses stay. */
export function speakWebAddresses(text: string): string {
  // OCR reads "github.com" in small print as "github. com": a lower-case domain ending after a lone space is one name.
  return text.replace(/\b([a-z0-9-]{2,})\. (com|org|net|gov|edu|io)\b/g, '$1.$2').replace(webAddress, (address, offset: number) => {
    const site = siteName(address);
    const hasPath = /^(https?:\/\/)?[^/?#]+[/?#]\S/i.test(address.replace(/[.,;:!]+$/, ''));
    const trailing = /[.,;:!]+$/.exec(address)?.[0] ?? '';
    return hasPath && /\bthe\s$/i.test(text.slice(0, offset)) ? `page on ${site}${trailing}` : `${site}${trailing}`;
  })
    // An address broken by a space ("…/filters/ SecurityWrapperResponse.html#…"): its last part is no word either.
    .replace(/(\.(?:com|org|net|gov|edu|io|dev|info))\s+[\w.-]+\.(?:html?|php|aspx?|jsp)(?:#\S*)?/gi, '$1');
}

/**
 * Code inside a sentence said the way a teacher names it: "the <title> element" → "the title element",
 * "esapi's isAuthorizedForURL() method" → "… isAuthorizedForURL method", "javascript:alert(document.cookie)" → "a script".
 */
export function speakInlineCode(text: string): string {
  return text
    .replace(/\bjavascript:\s*[\w$.]+\([^()]*\)/gi, 'a script')
    .replace(/<\/?([a-z][\w-]*)\s*\/?>/gi, '$1')
    .replace(/\b([\w$]*[a-z][A-Z][\w$]*|[\w$]+\.[\w$]+)\(\s*\)/g, '$1')
    // "SecurityWrapperResponse.sendRedirect( URL )": a method named with its arguments is said by its name.
    .replace(/\b([\w$]+\.[\w$]*[a-z][A-Z][\w$]*)\(\s*[\w\s.,]*\)/g, '$1');
}

/** Slide text made sayable: abbreviations spoken in full, capitals calmed, stray spacing fixed. */
export function speakable(text: string, language: string): string {
  let out = speakInlineCode(speakWebAddresses(text));
  for (const [pattern, spoken] of spokenAbbreviations[language] ?? spokenAbbreviations.en!) out = out.replace(pattern, spoken);
  out = lowerShouting(out);
  return out
    .replace(/\s*->\s*/g, ' to ')
    // A dash set between words in prose is a pause, not a hyphen.
    .replace(/(\p{L}) - (\p{L})/gu, '$1, $2')
    .replace(/[“”„«»]/g, '"')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=\p{L})/gu, '$1 ')
    .replace(/\?{2,}/g, '?')
    // Leader dots of a table of contents ("Intro ……… 3") and a doubled full stop.
    .replace(/\s*[.…]{3,}\s*/gu, ' ')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sentence that ends once: "?" stays a question, never "?."; a trailing ":" or "," is dropped. */
export function asSentence(text: string): string {
  const trimmed = text.replace(/[\s,;:–—-]+$/u, '').trim();
  if (!trimmed) return '';
  // "iPhone", "iBLISS" keep their own case; any other sentence starts with a capital.
  const first = /^\p{Ll}\p{Lu}/u.test(trimmed) ? trimmed : trimmed[0]!.toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]["')\]]?$/u.test(first) ? first : `${first}.`;
}

const calendarNames = [
  'January February March April May June July August September October November December',
  'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
].join(' ').split(' ');
const calendarName = new RegExp(`^(${calendarNames.join('|')})\\b(?!\\s+(be|I|you|we|they)\\b)`);

/** "Check the sender" → "check the sender" (a proper noun or acronym keeps its capital). */
export function lowerFirst(text: string): string {
  // Names of months and days keep their capital ("August 10, 2017").
  if (calendarName.test(text)) return text;
  const lower = (/^\p{Lu}\p{Ll}/u.test(text) && !/^\p{Lu}\p{Ll}+\p{Lu}/u.test(text)) || /^A\s/.test(text);
  return lower ? text[0]!.toLocaleLowerCase() + text.slice(1) : text;
}

/** A title inside a sentence: one in title case ("Phishing Awareness Training") is a name and keeps its capitals. */
export const lowerTitle = (title: string) =>
  title.split(/\s+/).slice(0, 3).filter((w) => /^\p{Lu}/u.test(w)).length >= 2 ? title : lowerFirst(title);

/** "a, b and c" in the course's language. */
export function listPhrase(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** A word said twice in a row ("about about", "and and"), unless the slide itself says it so ("Bora Bora"). */
export const repeatedWord = /(?<![\p{L}\d])(\p{L}+)\s+\1(?![\p{L}\d])/giu;

/** The narration with a word said twice in a row said once; pairs the slide's own words repeat stay. */
export function withoutRepeatedWords(text: string, slideWords: string): string {
  const meant = slideWords.toLowerCase();
  return text.replace(repeatedWord, (pair, word: string) => (meant.includes(pair.toLowerCase()) ? pair : word));
}
