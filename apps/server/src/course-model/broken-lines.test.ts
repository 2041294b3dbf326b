import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';
import { narrationSentences } from './narration-checks.ts';

// Lines a slide breaks where no sentence ends (broken-lines.ts): a heading that leads into its points and a
// line wrapped before its last words are said whole, never as fragments ("Occurs any time.", "… by your.").

const slideOf = (title: string, lines: DeckLine[], source: 'text' | 'ocr' = 'text'): DeckSlideText => ({
  number: 14,
  title,
  text: lines.map((l) => l.text).join('\n'),
  notes: '',
  lines,
  source,
});
const line = (text: string, level = 0): DeckLine => ({ text, level, block: 0 });

describe('a heading that leads into its points', () => {
  it('says "Occurs any time…" with its point, and "Raw data…" with the points it names, as sentences (OWASP talk slide 14)', () => {
    const { narration } = narrateOneSlide(
      slideOf('2013-A3 – Cross-Site Scripting (XSS)', [
        line('Occurs any time…'),
        line('Raw data from attacker is sent to an innocent user’s browser', 1),
        line('Raw data…'),
        line('Stored in database', 1),
        line('Reflected from web input', 1),
        line('Sent directly into rich JavaScript client', 1),
        line('Virtually every web application has this problem'),
      ]),
    );
    expect(narration).toContain('Occurs any time raw data from attacker is sent to an innocent user’s browser.');
    expect(narration).toContain('Raw data: stored in database, reflected from web input and sent directly into rich JavaScript client.');
    expect(narrationSentences(narration)).not.toContain('Occurs any time.');
    expect(narration).not.toMatch(/\bStored in database\./);
  });

  it('says a lead-in with the points it names when they are as long as a spoken list item may be (NIST slide 25)', () => {
    const { narration } = narrateOneSlide(
      slideOf('Long-term goals', [
        line('Have OSCAL use enable:'),
        line('A large decrease in assessment-related labor', 1),
        line('The ability to assess a system’s compliance with several sets of requirements simultaneously', 1),
        line('The consistent performance of assessments, regardless of system type', 1),
      ]),
    );
    expect(narration).toContain(
      'Have OSCAL use enable: a large decrease in assessment-related labor, the ability to assess a system’s compliance with several sets of requirements simultaneously and the consistent performance',
    );
    expect(narrationSentences(narration)).not.toContain('Have OSCAL use enable.');
  });

  it('joins a heading ending in ":" to its one point', () => {
    const { narration } = narrateOneSlide(slideOf('Options', [line('Recommended approach:'), line('Store a single token in the session', 1)]));
    expect(narration).toContain('Recommended approach: store a single token in the session.');
  });

  it('says what the actors do when OCR reads the heading and its point at one level (outlined OWASP slide 8)', () => {
    const { narration } = narrateOneSlide(
      slideOf('A1 Injection', [line('Interpreters...'), line('Take strings and interpret them as commands'), line('SQL injection is still quite common')], 'ocr'),
    );
    expect(narration).toContain('Interpreters take strings and interpret them as commands.');
    expect(narration).not.toMatch(/make sure you take strings/i);
  });
});

describe('a lead-in read by OCR, which gives every line one level (the image-only Git deck)', () => {
  it('says "we will:" with its steps and "… including:" with its items as one sentence each', () => {
    const box = (text: string, block: number): DeckLine => ({ text, level: 0, block });
    const steps = narrateOneSlide(
      slideOf('Exercise - Install and Configure Git', [box('In this exercise, we will:', 0), box('Download and install Git.', 1), box('Perform first time configuration for Git.', 2)], 'ocr'),
    ).narration;
    expect(steps).toContain('In this exercise, we will download and install Git and perform first time configuration for Git.');
    const items = narrateOneSlide(
      slideOf('Reviewing the History', [line('This command shows the history of changes including:'), line('the SHA'), line('the author'), line('the commit message')], 'ocr'),
    ).narration;
    expect(items).toContain('This command shows the history of changes including the SHA, the author and the commit message.');
    expect(narrationSentences(items).some((s) => /including\.$/.test(s))).toBe(false);
  });
});

describe('a line cut before its last words', () => {
  it('is joined with its continuation ("provided by your" + "container")', () => {
    const { narration } = narrateOneSlide(
      slideOf('Avoiding Broken Authentication', [
        line('Use the standard session id provided by your'),
        line('container'),
        line('Check your SSL certificate'),
      ], 'ocr'),
    );
    expect(narration).toContain('use the standard session id provided by your container');
    expect(narration).not.toMatch(/provided by your\./);
  });

  it('is left out when nothing finishes it', () => {
    const { narration } = narrateOneSlide(
      slideOf('Avoiding Broken Authentication', [line('Check your SSL certificate'), { text: 'Examine all the', level: 0, block: 1 }, { text: 'Every team should log security events', level: 0, block: 2 }], 'ocr'),
    );
    expect(narration).not.toMatch(/all the\b/);
    expect(narration).toContain('Every team should log security events.');
  });

  it('is joined after its verb ("is exactly" + "What Version Control is", the image-only Git deck\'s slide 4)', () => {
    const { narration } = narrateOneSlide(
      slideOf('Version control', [line('This Idea of a safe point is exactly'), line('What Version Control is')], 'ocr'),
    );
    expect(narration).toContain('This Idea of a safe point is exactly what Version Control is.');
    expect(narrationSentences(narration)).not.toContain('This Idea of a safe point is exactly.');
  });

  it('keeps a clause that opens with a question word or "that" whole, and a deck\'s own paragraph (OWASP talk 38)', () => {
    const { narration } = narrateOneSlide(slideOf('Version control', [line('What version control is'), line('Why teams use it')], 'ocr'));
    expect(narration).not.toMatch(/is why/i);
    const upgrade = [line('Check if your libraries are out of date and upgrade those that are'), line('If so, upgrade those')];
    for (const source of ['ocr', 'text'] as const) {
      expect(narrateOneSlide(slideOf('Libraries', upgrade, source)).narration).not.toMatch(/those that are if/i);
    }
  });
});

describe('a line wrapped before a preposition', () => {
  it('is said with the words that finish it ("… specified" + "in the profile.", the NIST notes pages\' slide 24)', () => {
    const { narration } = narrateOneSlide(
      slideOf('Future work', [
        line('Identify which controls from a profile are implemented on a system.'),
        line('Verify whether each control meets the options (parameters) specified'),
        line('in the profile.'),
      ], 'ocr'),
    );
    expect(narration).toContain('meets the options (parameters) specified in the profile');
    expect(narration).not.toMatch(/shows you in the profile|see in the profile/i);
  });

  it('says a relative clause wrapped onto the next line with the line it finishes (NIST notes pages, slide 8)', () => {
    const { narration } = narrateOneSlide(
      slideOf('Initial project scope', [
        line('Represent profiles in standardized, machine-readable formats'),
        line('that map profile requirements to the corresponding controls within catalogs.'),
      ], 'ocr'),
    );
    expect(narration).toContain('machine-readable formats that map profile requirements to the corresponding controls within catalogs');
    expect(narration).not.toMatch(/(see|shows you) that map/);
  });

  it('keeps a line that closes its sentence apart from a phrase that has a verb', () => {
    const { narration } = narrateOneSlide(
      slideOf('Options', [line('Hidden fields are recommended.'), line('for each function a unique token is used')]),
    );
    expect(narration).not.toContain('recommended for each function');
  });
});

describe('a sentence OCR wrapped before its last word', () => {
  const box = (lines: DeckLine[]) => narrateOneSlide(slideOf('git', lines, 'ocr')).narration;
  it('says "Service hosts Git" over "Projects", closing its box, as one line, not a list (Git image-only slide 7)', () => {
    const said = box([{ text: 'GitHub', level: 1, block: 1 }, { text: 'Service hosts Git', level: 0, block: 1 }, { text: 'Projects', level: 0, block: 1 }]);
    expect(said).toContain('service hosts Git Projects');
    expect(said).not.toMatch(/Git and projects/);
  });

  it('keeps a list of names, a word with lines after it in its box, and a participle\'s line apart', () => {
    const list = box([line('Reflected from web input'), line('Stored')]);
    expect(list).not.toMatch(/input Stored/);
    const more = box([line('Service hosts Git'), line('Projects'), line('Teams review code')]);
    expect(more).not.toMatch(/Git Projects/);
    const siblings = box([line('Git tracks every change'), line('Service hosts Git'), line('Projects')]);
    expect(siblings).not.toMatch(/Git Projects/);
  });
});
