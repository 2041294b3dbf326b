import { cardinal, ordinal, year } from './number-words.ts';

// Flite reads text almost as written: it says "help.example.com" as one word, spells nothing it does not
// know, and reads long numbers digit by digit. eSpeak NG did most of this itself; for Flite the narration is
// rewritten into what a person would say. Only the audio uses this: subtitles keep the written text.

/** Acronyms people say as words. */
const saidAsWords = new Set(['NATO', 'OWASP', 'GIF', 'NASA', 'PIN', 'CAPTCHA', 'UNICEF', 'LAN', 'WAN', 'SIM', 'ISO', 'SOC', 'HIPAA', 'SCADA', 'NIST', 'COBOL', 'RAM', 'ROM', 'LED', 'JPEG', 'PIN', 'FAQ', 'SWIFT', 'ASCII', 'COVID', 'WIFI', 'SEPA', 'AWS']);
/** Acronyms spelled as letters even though they look sayable. */
const spelledOut = new Set(['IT', 'AI', 'ID', 'US', 'UK', 'EU', 'OS', 'IP', 'HR', 'PR', 'QA', 'MFA', 'URL', 'API', 'ISMS', 'CISO', 'RFID', 'IOT', 'UI', 'UX', 'IAM', 'SSO', 'USB', 'VPN', 'CEO', 'CFO', 'CTO', 'PII', 'PDF', 'SMS', 'OTP', 'DNS', 'AES', 'RSA', 'TLS', 'SSL', 'SAML', 'ISAE', 'SOX', 'PHI', 'ESG', 'ERP', 'CRM', 'KPI', 'ROI', 'EEA', 'DPO', 'DPA', 'DPIA', 'ICO', 'FTC', 'SEC', 'FCA', 'BSI', 'IDS', 'IPS', 'EDR', 'XDR', 'MDM', 'BYOD', 'OSINT', 'OAUTH']);
/** Short capitalised words that are English words, not acronyms ("Do NOT share"). */
const shoutedWords = new Set(['A', 'I', 'DO', 'NOT', 'NO', 'YES', 'ALL', 'YOU', 'AND', 'THE', 'OR', 'NEW', 'NOW', 'ONE', 'TWO', 'FOR', 'ARE', 'CAN', 'GET', 'USE', 'OUR', 'ANY', 'HOW', 'WHY', 'WHO', 'BE', 'WE', 'IS', 'TO', 'OF', 'IN', 'ON', 'AT', 'BY', 'IF', 'AN', 'AS', 'SO', 'UP', 'MY', 'ME', 'GO', 'OK', 'ASK', 'ACT', 'BAD', 'BIG', 'END', 'OUT', 'OFF', 'TOP', 'TIP', 'KEY', 'WHAT', 'WHEN']);
// A word whose start a speaker can say as a syllable ("NIST", "STOP"), not a cluster like "GDPR" or "XSS".
const onsets = 'BL|BR|CH|CL|CR|DR|FL|FR|GL|GR|PL|PR|SC|SH|SK|SL|SM|SN|SP|ST|SW|TH|TR|TW|WH|WR|PH|QU|KN|STR|SPR|SCR|SPL|THR';
const sayableStart = new RegExp(`^(?:[BCDFGHJKLMNPQRSTVWXZ]?|${onsets})[AEIOU]`);

/** How an all-capital word is said: as letters ("S Q L"), as a word (NATO), or as the English word it is. */
function sayCapitals(word: string): string {
  const plural = /^([A-Z]{2,})s$/.exec(word);
  if (plural) return `${sayCapitals(plural[1]!)}'s`;
  if (saidAsWords.has(word)) return word.charAt(0) + word.slice(1).toLowerCase();
  const letters = () => word.split('').join(' ');
  if (spelledOut.has(word)) return letters();
  if (shoutedWords.has(word)) return word.toLowerCase();
  const sayable = word.length >= 4 && sayableStart.test(word) && !/[^AEIOUY]{4}/.test(word) && /[AEIOU]/.test(word.slice(1));
  return sayable ? word.toLowerCase() : letters();
}

const topLevelDomains = 'com|org|net|edu|gov|mil|int|io|co|info|biz|eu|de|uk|fr|es|it|nl|ch|at|be|se|dk|no|fi|pl|us|ca|au|app|dev|ai';
const symbolWords: Record<string, string> = { '.': ' dot ', '-': ' dash ', _: ' underscore ', '/': ' slash ', '@': ' at ', ':': ' colon ', '#': ' hash ', '?': ' question mark ', '=': ' equals ', '&': ' and ', '~': ' tilde ' };

/** A part of a host name people spell: "www", a two-letter country ("uk") or one without vowels ("ncsc"). */
const spelledHostPart = (part: string) => part.length <= 2 || !/[aeiouy]/i.test(part);

/** An address read aloud, symbol by symbol: "it-help@example.com" → "it dash help at example dot com". */
function sayAddress(address: string): string {
  const at = address.indexOf('@');
  const hostStart = at >= 0 ? at + 1 : 0;
  const hostEnd = address.slice(hostStart).search(/[/?#]|$/) + hostStart;
  const host = address
    .slice(hostStart, hostEnd)
    .split('.')
    .map((part) => (spelledHostPart(part) ? part.split('').join(' ') : part))
    .join('.');
  const words = (address.slice(0, hostStart) + host + address.slice(hostEnd))
    .replace(/[.\-_/@:#?=&~]/g, (symbol) => symbolWords[symbol]!)
    .replace(/\d+/g, (digits) => ` ${digits.split('').map((d) => cardinal(Number(d))).join(' ')} `);
  return words.replace(/\s+/g, ' ').trim();
}

const emailAddress = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const webAddress = new RegExp(
  `\\b(?:https?://[^\\s<>"')\\]]+[^\\s<>"')\\].,;:!?]|(?:www\\.)?[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.(?:${topLevelDomains})\\b(?:/[^\\s<>"')\\]]*[^\\s<>"')\\].,;:!?])?)`,
  'gi',
);
const currencies: Record<string, [string, string]> = { $: ['dollar', 'dollars'], '€': ['euro', 'euros'], '£': ['pound', 'pounds'] };

/** Digits as people say them: "1,000" → "one thousand", "3.5" → "three point five". */
function sayNumber(written: string): string {
  // A leading zero (a phone number, a code) is read digit by digit.
  if (/^0\d/.test(written)) return written.split('').map((d) => (/\d/.test(d) ? cardinal(Number(d)) : 'point')).join(' ');
  const [whole, fraction] = written.replace(/,/g, '').split('.');
  const wholeWords = cardinal(Number(whole));
  return fraction ? `${wholeWords} point ${fraction.split('').map((d) => cardinal(Number(d))).join(' ')}` : wholeWords;
}

const numberPattern = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;

/** One sentence as Flite should hear it: addresses, acronyms, numbers and years said as people say them. */
export function spokenForFlite(sentence: string): string {
  return (
    sentence
      // Flite reads ASCII: typographic quotes and dashes as plain ones, accents dropped ("café" → "cafe").
      .replace(/[‘’ʼ]/g, '\'')
      .replace(/[“”„]/g, '"')
      .replace(/\s*[—―]\s*/g, ', ')
      .replace(/…/g, '...')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // Latin abbreviations as people read them aloud; "#4" as "number 4".
      .replace(/\be\.g\.,?/gi, 'for example,')
      .replace(/\bi\.e\.,?/gi, 'that is,')
      .replace(/\betc\./gi, 'et cetera.')
      .replace(/\bvs\.?(?=\s)/gi, 'versus')
      .replace(/#(?=\d)/g, 'number ')
      // Addresses first: their dots and digits are not sentence ends or numbers.
      .replace(emailAddress, (address) => sayAddress(address))
      .replace(webAddress, (address) => sayAddress(address.replace(/^https?:\/\//i, '').replace(/\/$/, '')))
      .replace(/&/g, ' and ')
      // Ordinals: 3rd, 21st, 100th.
      .replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, (_, digits: string) => ordinal(Number(digits)))
      // Money: $5, €1,200, £3.50 million.
      .replace(new RegExp(`([$€£])\\s?(${numberPattern})(\\s(?:thousand|million|billion))?`, 'g'), (_, symbol: string, amount: string, scale = '') => {
        const [one, many] = currencies[symbol]!;
        return `${sayNumber(amount)}${scale} ${amount === '1' && !scale ? one : many}`;
      })
      // Percentages: 70% → seventy percent.
      .replace(new RegExp(`(${numberPattern})\\s?%`, 'g'), (_, amount: string) => `${sayNumber(amount)} percent`)
      // A number with a letter after it (800-53A, 5G): the letter said on its own.
      .replace(/\b(\d+)([A-Z])\b/g, '$1 $2')
      // Ranges: 2–3 → two to three (a year range the same way); a hyphen whose second number is not the
      // larger one names a thing, as in NIST SP 800-53: "eight hundred fifty-three".
      .replace(/\b(\d+)(?:\s?([–—])\s?|-)(\d+)\b/g, (_, from: string, dash: string | undefined, to: string) =>
        dash || Number(to) > Number(from) ? `${from} to ${to}` : `${from} ${to}`,
      )
      // Years: four digits from 1100 to 2099 standing alone.
      .replace(/(?<![\d,.])\b(1[1-9]\d\d|20\d\d)\b(?!\d|,\d{3}|\.\d)/g, (_, digits: string) => year(Number(digits)))
      .replace(new RegExp(`(?<![\\w.])(${numberPattern})(?![\\w])`, 'g'), (number: string) => sayNumber(number))
      // Acronyms and shouted words.
      .replace(/\b[A-Z]{2,}s?\b/g, (word) => sayCapitals(word))
      .replace(/\s+/g, ' ')
      .trim()
  );
}
