import lexicon from './computing-lexicon.json' with { type: 'json' };
import { toTerm } from './search-terms.ts';

// A small lexicon shipped with the chat (computing-lexicon.json): words of computing and compliance that mean the
// same in a course ("folder" and "directory", "settings" and "configuration") where WordNet knows only their
// everyday senses. Imported (so the server's bundle holds it); looked up by search term, so "folders" finds the
// group of "folder".

let byTerm: Map<string, string[]> | null = null;

function load(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of lexicon.groups) {
    for (const word of group) {
      const term = toTerm(word);
      if (term === null) continue;
      map.set(term, [...(map.get(term) ?? []), ...group.filter((other) => other !== word)]);
    }
  }
  return map;
}

/** The lexicon's words that mean the same as an English search term (none for most terms). */
export function lexiconWords(term: string): string[] {
  byTerm ??= load();
  return byTerm.get(term) ?? [];
}
