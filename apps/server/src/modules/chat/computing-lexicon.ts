import lexicon from './computing-lexicon.json' with { type: 'json' };
import { analyzerFor } from './search-terms.ts';

// A small lexicon shipped with the chat (computing-lexicon.json): words of computing and compliance that mean the
// same in a course ("folder" and "directory", "settings" and "configuration") where WordNet knows only their
// everyday senses, and for other languages (which WordNet does not cover) the everyday words learners say for a
// course's terms ("sencilla" for "simple"). Imported (so the server's bundle holds it); looked up by search term in
// the language's analyzer, so "folders" finds the group of "folder".

const groupsOf = (language: string): string[][] =>
  language === 'en' ? lexicon.groups : ((lexicon.byLanguage as Record<string, string[][]>)[language] ?? []);

const byLanguage = new Map<string, Map<string, string[]>>();

function load(language: string): Map<string, string[]> {
  const analyzer = analyzerFor(language);
  const map = new Map<string, string[]>();
  for (const group of groupsOf(language)) {
    for (const word of group) {
      const term = analyzer.term(word);
      if (term === null) continue;
      map.set(term, [...(map.get(term) ?? []), ...group.filter((other) => other !== word)]);
    }
  }
  return map;
}

/** The lexicon's words that mean the same as a search term of a language (ISO 639-1; none for most terms). */
export function lexiconWords(term: string, language = 'en'): string[] {
  let map = byLanguage.get(language);
  if (!map) byLanguage.set(language, (map = load(language)));
  return map.get(term) ?? [];
}

const phrasesOf = new Map<string, { pattern: RegExp; words: Map<string, string> } | null>();
/** The text with each of the lexicon's everyday phrases of its language said as the course's word ("by hand" → "manually"). */
export function withPhraseWords(text: string, language = 'en'): string {
  let phrases = phrasesOf.get(language);
  if (phrases === undefined) {
    const listed = (lexicon.phrases as Record<string, string[][]>)[language] ?? [];
    // One pattern for all of them: a question is read once, not once per phrase.
    const alternatives = listed.map(([phrase = '']) => phrase.replace(/ /g, String.raw`\s+`)).join('|');
    phrases = listed.length === 0 ? null : {
      pattern: new RegExp(String.raw`\b(?:${alternatives})\b`, 'gi'),
      words: new Map(listed.map(([phrase = '', word = '']) => [phrase, word])),
    };
    phrasesOf.set(language, phrases);
  }
  if (phrases === null) return text;
  const { pattern, words } = phrases;
  return text.replace(pattern, (said) => words.get(said.toLowerCase().replace(/\s+/g, ' ')) ?? said);
}
