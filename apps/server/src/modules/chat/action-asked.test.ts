import { describe, expect, it } from 'vitest';
import { actionAsked, phrasalActionAsked } from './action-asked.ts';

describe('actionAsked', () => {
  it('names the verb a how-to question asks about', () => {
    expect(actionAsked('How do I delete a commit from the history?')).toBe('delete');
    expect(actionAsked('how can we compare two commits?')).toBe('compare');
    expect(actionAsked('Which laptop should I buy for coding?')).toBe('buy');
    expect(actionAsked('Can I just hide the admin links?')).toBe('hide');
  });

  it('names none for a light verb, whose action is in the words after it', () => {
    expect(actionAsked('How do I make VS Code my editor for git?')).toBeNull();
    expect(actionAsked('How do I keep my libraries up to date?')).toBeNull();
    expect(actionAsked('How do I send my work to GitHub?')).toBeNull();
  });

  it('names none for a question that is not a how-to', () => {
    expect(actionAsked('What is a commit?')).toBeNull();
    expect(actionAsked('Why is the session ID in the URL dangerous?')).toBeNull();
    // English only: no synonyms of another language's verbs are known.
    expect(actionAsked('¿Cómo puedo instalar R?')).toBeNull();
  });

  it('names the phrasal verb a light verb and its particle make, with WordNet\'s words for it', () => {
    expect(phrasalActionAsked('How do I take a file back out of the staging area?')).toEqual({
      verb: 'take', particle: 'out', synonyms: ['remove', 'unpack', 'ask'],
    });
    // The particle adds nothing ("set up" is "set"), none is said, or "to" makes it another phrase ("up to date").
    expect(phrasalActionAsked('How do I set up Git?')).toBeNull();
    expect(phrasalActionAsked('How do I send my work to GitHub?')).toBeNull();
    expect(phrasalActionAsked('How do I keep my libraries up to date?')).toBeNull();
    // A verb that is not light is `actionAsked`'s.
    expect(phrasalActionAsked('How do I delete a commit from the history?')).toBeNull();
  });
});
