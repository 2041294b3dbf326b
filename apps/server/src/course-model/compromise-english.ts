import { createRequire } from 'node:module';
import type nlpType from 'compromise';

// compromise (38 MB once loaded) is needed only when a deck's text is modelled: it is loaded on first use,
// not at start, and once for every part of the course model that asks it about English.
const require = createRequire(import.meta.url);
let loaded: typeof nlpType | undefined;

/**
 * Verbs that open security and IT advice but that compromise's lexicon does not know as verbs, so "Encode all
 * user input …" was taken for a noun phrase and said as "Here you see encode all user input". Only words that
 * are verbs and nothing else here (not "audit", "backup" or "salt", which are nouns as often).
 */
const advisoryVerbs = ['encode', 'whitelist', 'blacklist', 'allowlist', 'denylist', 'harden', 'invalidate', 'throttle', 'deprovision'];

/** The shared compromise, with the advice verbs it lacks. */
export function compromise(): typeof nlpType {
  if (!loaded) {
    loaded = require('compromise') as typeof nlpType;
    loaded.addWords(Object.fromEntries(advisoryVerbs.map((verb) => [verb, 'Infinitive'])));
  }
  return loaded;
}
