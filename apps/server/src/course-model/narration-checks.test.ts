import { describe, expect, it } from 'vitest';
import { buildSlideModel } from './build-slide-model.ts';
import { checkNarration } from './narration-checks.ts';

const slide = buildSlideModel({ number: 2, title: 'Trips to Bora Bora', text: 'Book through the travel desk', notes: '' }, 'en');
const repeated = (narration: string) =>
  checkNarration({ narration, slide, language: 'en', context: '', written: 'built-in' }).results.find((r) => r.check === 'repeated-words')!;

describe('narration checks', () => {
  it('flags a word said twice in a row, unless the slide itself says it so', () => {
    expect(repeated('This slide is about about trips to Bora Bora. Book them through the the travel desk.')).toEqual({
      check: 'repeated-words',
      passed: false,
      problems: ['"about about" says a word twice', '"the the" says a word twice'],
    });
    expect(repeated('We look at trips to Bora Bora. Book them through the travel desk.')).toEqual({ check: 'repeated-words', passed: true, problems: [] });
  });
});
