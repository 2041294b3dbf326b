import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type nspellType from 'nspell';

// The Hunspell dictionaries shipped as packages (dictionary-en, dictionary-de), one speller per language
// and process: the narration checks and the OCR word check both ask this one.

const require = createRequire(import.meta.url);

/** The Hunspell dictionaries installed, by course language. */
const dictionaryPackages: Record<string, string> = { en: 'dictionary-en', de: 'dictionary-de' };

export type Speller = ReturnType<typeof nspellType>;
const spellers = new Map<string, Speller | null>();

/**
 * The language's speller, built on first use (~1 s for English) and kept; null when no dictionary of the
 * language is installed. The dictionary packages are ES modules that read their files with a top-level
 * await, which a synchronous check cannot import: their two files are read from the package's folder, once.
 */
export function spellerFor(language: string): Speller | null {
  if (spellers.has(language)) return spellers.get(language)!;
  const name = dictionaryPackages[language];
  let speller: Speller | null = null;
  if (name) {
    try {
      const folder = path.dirname(require.resolve(name));
      const nspell = require('nspell') as typeof nspellType;
      speller = nspell({ aff: readFileSync(path.join(folder, 'index.aff')), dic: readFileSync(path.join(folder, 'index.dic')) });
    } catch {
      speller = null;
    }
  }
  spellers.set(language, speller);
  return speller;
}
