import { describe, expect, it } from 'vitest';
import { isDefinition, isInstruction, isNounPhrase, opensWithFiniteVerb } from './english-grammar.ts';

// The checks behind the narrator's template phrases, on lines from the real decks: "Make sure you" only
// before a verb phrase, "means" only before a definition.

describe('English grammar for template phrases', () => {
  it.each(['Check the sender address', 'Never share your password', 'Verify your architecture', 'Take strings and interpret them as commands', 'Use the word “and”'])(
    '"%s" is an instruction',
    (line) => expect(isInstruction(line)).toBe(true),
  );

  it.each([
    'Access Controls',
    'I2P-Bote (Beta)',
    'Network Layer',
    'Log files',
    'Service hosts Git Projects',
    'Profile mappings to catalogs are often imprecise, not machine-readable',
    'Point 3 explains something important about phishing',
  ])('"%s" is not an instruction', (line) => expect(isInstruction(line)).toBe(false));

  it('takes "term: definition" as a definition only when the term is a name and the definition a noun phrase', () => {
    expect(isDefinition('Vishing', 'phishing by phone call')).toBe(true);
    expect(isDefinition('Phishing', 'an e-mail, message or call that tricks you')).toBe(true);
    // A noun of a noun is a name though its first word can be a verb.
    expect(isDefinition('Conflict of interest', 'a personal interest that clashes with your duty')).toBe(true);
    expect(isDefinition('Separation of duties', 'no one person controls a payment from start to end')).toBe(true);
    expect(isDefinition('Check the Sender', 'verify the address')).toBe(false);
    expect(isDefinition('Title is', '“The Top 10 Most Critical Web Application Security Risks”')).toBe(false);
    expect(isDefinition('Merged', '2 merged into 1')).toBe(false);
    expect(isDefinition('From', 'Internal Revenue Service Subject: Your Unclaimed Tax Refund')).toBe(false);
    expect(isDefinition('Assessment Results', 'records the findings of the assessment')).toBe(false);
    expect(isDefinition('Catalog maintainers', 'publishing catalogs into OSCAL format')).toBe(false);
    expect(isDefinition('Defense in depth', 'For redirects, validate the target URL')).toBe(false);
  });

  it('finds a heading that can be the subject of the clause after it', () => {
    expect(opensWithFiniteVerb('Defines metrics and measurements')).toBe(true);
    expect(opensWithFiniteVerb('rapidly verify that systems comply')).toBe(true);
    expect(opensWithFiniteVerb('phishing by phone call')).toBe(false);
    expect(isNounPhrase('Policy personnel')).toBe(true);
    expect(isNounPhrase('Most Severe')).toBe(false);
  });

  it('takes a word that is only ever a verb for no name ("Imagine…" heads a question, not a topic)', () => {
    expect(isNounPhrase('Imagine')).toBe(false);
    expect(isNounPhrase('Catalog')).toBe(true);
    expect(isNounPhrase('Metrics')).toBe(true);
  });
});
