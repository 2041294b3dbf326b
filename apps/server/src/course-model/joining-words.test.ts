import { describe, expect, it } from 'vitest';
import { endsOnJoiningWord, finishesCutLine } from './joining-words.ts';

describe('lines that end on a joining word', () => {
  it('knows a line cut on an article, a possessive or a preposition', () => {
    expect(['Use the standard session id provided by your', 'Internal attacker steals credentials and data from', 'He modifies it to a', 'Catalog maintainers: publishing catalogs into']
      .map(endsOnJoiningWord)).toEqual([true, true, true, true]);
  });

  it('keeps a sentence that ends on its preposition, and a lone word', () => {
    // OWASP 2013 slides 29 and 42: the object stands before the preposition.
    expect(['Attackers invoke functions and services they’re not authorized for', 'Attacker sends attack to vulnerable page they have access to', 'services not authorized for', 'About', 'Such']
      .map(endsOnJoiningWord)).toEqual([false, false, false, false, false]);
  });

  it('finishes a cut line with a few lower-case words boxed apart', () => {
    expect(finishesCutLine('Internal attacker steals credentials and data from', 'network')).toBe(true);
    expect(finishesCutLine('Internal attacker steals credentials and data from', 'Network Admin')).toBe(false);
    expect(finishesCutLine('Internal attacker steals credentials', 'network')).toBe(false);
  });
});
