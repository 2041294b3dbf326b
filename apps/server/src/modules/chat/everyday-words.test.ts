import { describe, expect, it } from 'vitest';
import { isEverydayWord } from './everyday-words.ts';

describe('everyday words (what a learner paraphrases with) against rare ones (what a question is about)', () => {
  it('tells a language\'s common words from its rare ones, by the packaged frequency lists', () => {
    expect(isEverydayWord('computer', 'en')).toBe(true);
    expect(isEverydayWord('latest', 'en')).toBe(true);
    expect(isEverydayWord('undo', 'en')).toBe(false);
    expect(isEverydayWord('certified', 'en')).toBe(false);
    expect(isEverydayWord('equipo', 'es')).toBe(true);
    expect(isEverydayWord('logística', 'es')).toBe(false);
  });

  it('looks a form up as written, within the commonest words asked for; every word of a language no list covers is everyday', () => {
    // The lists hold each form of a word: "funcionará" is the 3,775th Spanish word.
    expect(isEverydayWord('funcionará', 'es')).toBe(true);
    expect(isEverydayWord('certified', 'en', 10_000)).toBe(true);
    expect(isEverydayWord('anything', 'xx')).toBe(true);
  });
});
