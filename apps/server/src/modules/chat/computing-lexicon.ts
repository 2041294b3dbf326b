import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toTerm } from './search-terms.ts';

// A small lexicon shipped with the chat (computing-lexicon.json): words of computing and compliance that mean the
// same in a course ("folder" and "directory", "settings" and "configuration") where WordNet knows only their
// everyday senses. Read once; looked up by search term, so "folders" finds the group of "folder".

interface Lexicon {
  groups: string[][];
}

let byTerm: Map<string, string[]> | null = null;

function load(): Map<string, string[]> {
  const lexicon = JSON.parse(readFileSync(path.join(import.meta.dirname, 'computing-lexicon.json'), 'utf8')) as Lexicon;
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
