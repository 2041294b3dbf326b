import { averageSentenceLength, countWords, longWordShare, spokenSentences } from './explanation-measures.ts';
import { plainEnglish } from './plain-english.ts';

// "Simpler": shorter sentences in every language, and in English the common word for the rare one.

export interface Readability {
  /** Words per sentence. */
  sentenceLength: number;
  /** Share of words longer than six letters. */
  longWords: number;
}

export interface Simplified {
  text: string;
  message?: string;
  before: Readability;
  after: Readability;
}

/** A sentence longer than this is split where a new clause starts. */
export const longSentence = 20;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const swaps = plainEnglish.map(([hard, plain]) => ({ pattern: new RegExp(`(^|[^\\p{L}])(${escape(hard)})(?![\\p{L}])`, 'giu'), plain }));
const hardWordPattern = new RegExp(`(?:^|[^\\p{L}])(${plainEnglish.map(([hard]) => escape(hard)).join('|')})(?![\\p{L}])`, 'gu');
/** The swappable words and phrases left in a text, in lower case as written (a capitalised name is not one). */
export const hardWordsIn = (text: string) => [...text.matchAll(hardWordPattern)].map((m) => m[1]!);

const capitalize = (text: string) => text.replace(/^(["'(«¿¡]?)(\p{Ll})/u, (_, open: string, c: string) => `${open}${c.toUpperCase()}`);

/** The English swaps. A capitalised word inside a sentence is a name ("Known Vulnerable Components") and stays. */
function plainWords(sentence: string): string {
  let result = sentence;
  for (const { pattern, plain } of swaps) {
    result = result.replace(pattern, (match, before: string, hard: string, offset: number) => {
      const atStart = offset + before.length === 0 || /^[\s"'(«¿¡]*$/.test(result.slice(0, offset + before.length));
      if (/^\p{Lu}/u.test(hard) && !atStart) return match;
      return `${before}${atStart && /^\p{Lu}/u.test(hard) ? capitalize(plain) : plain}`;
    });
  }
  return result;
}

// Where a clause starts that can stand as a sentence of its own: the joining word, the word the new
// sentence starts with, and whether only a long sentence is split there.
// Only a pronoun surely starts a clause: after ", and the …" or ", the …" a list often goes on.
const clauseSubjects = '(?:we|you|they|it|he|she|these|those|there|i)';
// A clause opened by one of these words needs the clause after the comma: "if someone asks, I wait" stays whole.
const subordinate = /\b(?:if|when|whenever|as|because|while|although|though|since|unless|until|once|before|after|whether)\b/i;
// A part ending in a joining word was cut in the middle of a phrase ("either to keep the flow or").
const openEnd = /\b(?:or|and|but|nor|either|to|of|the|a|an)$/i;
interface Join {
  pattern: RegExp;
  opener: string;
  longOnly: boolean;
  /** Only where no comma comes before: "a, b, and c" is a list, not two clauses. */
  firstComma?: boolean;
}
const englishJoins: Join[] = [
  { pattern: new RegExp(`,\\s+and\\s+(?=${clauseSubjects}\\s)`, 'i'), opener: '', longOnly: false },
  { pattern: /,\s+but\s+/i, opener: 'But ', longOnly: false },
  { pattern: /,\s+so\s+(?=\p{Ll})/iu, opener: 'So ', longOnly: false },
  { pattern: /,\s+which\s+(?=[^,;]*[.!?]$)/i, opener: 'This ', longOnly: false },
  { pattern: /,\s+because\s+/i, opener: 'This is because ', longOnly: true },
  { pattern: /,\s+while\s+/i, opener: 'Meanwhile, ', longOnly: true },
  { pattern: new RegExp(`,\\s+(?=${clauseSubjects}\\s)`, 'i'), opener: '', longOnly: true },
  { pattern: /\s+and\s+(?=(?:we|you|they|it|this|there)\s)/i, opener: '', longOnly: true },
  { pattern: /,\s+(?:and|or)\s+/i, opener: '', longOnly: true, firstComma: true },
  { pattern: /\s+because\s+/i, opener: 'This is because ', longOnly: true },
  { pattern: /\s+but\s+(?!also\b|only\b|not\b)/i, opener: 'But ', longOnly: true },
];
/** Whether a join starts the new sentence with a word of its own ("But", "This is because") rather than the clause's subject. */
const start = (opener: string) => opener.trim().length > 0;
// Other languages: the joining word stays at the head of the new sentence ("Pero …", "Aber …").
const otherJoins: Record<string, RegExp[]> = {
  es: [/,\s+(pero|aunque|mientras que)\s+/i, /,\s+(y|o)\s+/i],
  de: [/,\s+(aber|denn|während)\s+/i, /,\s+(und|oder)\s+/i],
  fr: [/,\s+(mais|car|tandis que)\s+/i, /,\s+(et|ou)\s+/i],
  pt: [/,\s+(mas|porque|enquanto)\s+/i, /,\s+(e|ou)\s+/i],
};
const joinsOf = (english: boolean, language: string): Join[] =>
  english ? englishJoins : (otherJoins[language] ?? []).map((pattern, i) => ({ pattern, opener: '$1 ', longOnly: i > 0 }));

/** Splits a sentence at ";", at a clause joined by ", and", ", but", ", which" and, when long, at other clause starts. */
function splitSentence(sentence: string, english: boolean, language: string): string[] {
  const bySemicolon = sentence.split(/\s*;\s+/);
  if (bySemicolon.length > 1 && bySemicolon.every((p) => countWords(p) >= 3)) {
    return bySemicolon.flatMap((part, i) => splitSentence(`${capitalize(part.replace(/[.!?]$/, ''))}${i === bySemicolon.length - 1 ? '' : '.'}`.replace(/([^.!?])$/, '$1.'), english, language));
  }
  const long = countWords(sentence) > longSentence;
  for (const { pattern, opener, longOnly, firstComma } of joinsOf(english, language)) {
    if (longOnly && !long) continue;
    const match = pattern.exec(sentence);
    if (!match) continue;
    const left = sentence.slice(0, match.index);
    const right = sentence.slice(match.index + match[0].length);
    if (countWords(left) < 5 || countWords(right) < 5 || (firstComma && left.includes(','))) continue;
    if (!start(opener) && subordinate.test(left.split(',').at(-1)!)) continue;
    if (openEnd.test(left.trim())) continue;
    const lead = capitalize(opener.replace('$1', match[1] ?? ''));
    const second = lead ? `${lead}${right}` : capitalize(right);
    return [...splitSentence(`${left}.`, english, language), ...splitSentence(capitalize(second), english, language)];
  }
  return [sentence];
}

const readability = (text: string): Readability => ({
  sentenceLength: averageSentenceLength(text),
  longWords: longWordShare(text),
});

/** Simplifies an explanation in the given language (ISO 639-1); only English gets the word swaps. */
export function simplifyExplanation(text: string, language: string): Simplified {
  const english = language === 'en';
  const result = spokenSentences(text)
    .map((s) => (english ? plainWords(s) : s))
    .flatMap((s) => splitSentence(s, english, language))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const before = readability(text);
  const after = readability(result);
  const changed = result !== text.replace(/\s+/g, ' ').trim();
  if (english) return changed ? { text: result, before, after } : { text, message: 'The explanation already uses short sentences and common words.', before, after };
  const englishOnly = 'The built-in engine knows common-word swaps for English only, so here it only';
  return changed
    ? { text: result, message: `${englishOnly} made the sentences shorter.`, before, after }
    : { text, message: `${englishOnly} splits long sentences, and these are already short.`, before, after };
}
