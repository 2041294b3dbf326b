import { describe, expect, it } from 'vitest';
import { analyzerFor } from './search-terms.ts';

describe('search terms', () => {
  const english = analyzerFor('en');

  it('reads British spelling as the American, so both meet at one term', () => {
    expect(english.term('organise')).toBe(english.term('organize'));
    expect(english.term('organisation')).toBe(english.term('organization'));
    expect(english.term('analysed')).toBe(english.term('analyzed'));
    // Short words and other endings are left alone.
    expect(english.term('rise')).toBe('rise');
    expect(english.term('analysis')).not.toBe(english.term('analyze'));
  });

  it('drops the words that frame a question: indefinite pronouns, the first half of a negative contraction', () => {
    expect(english.terms('How can I copy someone else\'s project?')).toEqual(['copi', 'project']);
    expect(english.terms('Did anybody change anything?')).toEqual(['chang']);
    expect(english.terms('What shouldn\'t I put in a commit message?')).toEqual(['put', 'commit', 'messag']);
  });

  it('keeps a lone letter with a mark as a symbol, not the common word its letter folds to', () => {
    const spanish = analyzerFor('es');
    // "ŷ" (precomposed or y and a combining circumflex) is the predicted value; "y" is Spanish's "and".
    expect(spanish.terms('¿Qué es ŷ?')).toEqual(['ŷ']);
    expect(spanish.term('y\u0302')).toBe('ŷ');
    expect(spanish.term('y')).toBeNull();
    // A common word written with a mark stays common: French's "à".
    expect(analyzerFor('fr').term('à')).toBeNull();
  });
});
