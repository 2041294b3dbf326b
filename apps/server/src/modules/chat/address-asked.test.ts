import { describe, expect, it } from 'vitest';
import { addressAsked, givesAddress } from './address-asked.ts';

describe('addressAsked', () => {
  it('knows a question asking for a website, a link or an e-mail address', () => {
    expect(addressAsked('What website do I download Git from?')).toBe(true);
    expect(addressAsked('What email address reaches the OSCAL team?')).toBe(true);
    expect(addressAsked('¿En qué página está el módulo?')).toBe(true);
    expect(addressAsked('What does git push do?')).toBe(false);
    expect(addressAsked('How do I download Git?')).toBe(false);
  });

  it('finds an address in the slide\'s own words', () => {
    expect(givesAddress('MacOS / Windows: go to git-scm.com/downloads')).toBe(true);
    expect(givesAddress('Email the OSCAL team at oscal@nist.gov.')).toBe(true);
    expect(givesAddress('Módulo de referencia: https://aka.ms/learn-regression-with-R')).toBe(true);
    expect(givesAddress('And git pull with take the version of the repository that is hosted on GitHub')).toBe(false);
  });
});
