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

  it('counts a form of an everyday word as everyday, and every word of a language no list covers', () => {
    // "Funcionará" is rarer than its list's 5,000th word; "funciona" is not, and both stem to "funcion".
    expect(isEverydayWord('funcionará', 'es')).toBe(true);
    expect(isEverydayWord('certified', 'en', 10_000)).toBe(true);
    expect(isEverydayWord('anything', 'xx')).toBe(true);
  });
});
