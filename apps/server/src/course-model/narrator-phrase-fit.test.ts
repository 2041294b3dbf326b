import { describe, expect, it } from 'vitest';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';
import { emptyBylineSlide, exerciseNotesSlide, exerciseSlide, injectionSlide, releasedSlide } from '../test/narrator-slides.ts';

// The narrator's phrases put round words they fit (issue 25): a heading over its list, a lead-in with the
// list it opens, one item not called a list, a byline without its placeholders.

const narrate = (slide: DeckSlideText, courseTitle = 'Secure Work') => narrateOneSlide(slide, [slide], courseTitle).narration;

describe('phrases that fit the words they wrap', () => {
  it('says a heading that names no thing together with the list under it', () => {
    expect(narrate(releasedSlide)).toBe(
      'Now we come to About the OWASP Top 10. OWASP Top 10 is an Awareness Document, not a standard. ' +
        'Under the heading Released, the slide gives 2003, 2004, 2007, 2010, 2013.',
    );
  });

  it('says a lead-in cut before its list as one sentence, on the slide and in the notes', () => {
    expect(narrate(exerciseSlide)).toBe(
      'Exercise – Install and Configure Git. In this exercise, we will download and install Git, perform first time configuration for Git ' +
        'and configure Git with your code editor.',
    );
    expect(narrate(exerciseNotesSlide)).toBe(
      'Exercise – Working with a Local Repository. Let’s get started with our second exercise today. In this exercise, we will create a Git ' +
        'local repository, make changes, add, and commit them and review the repository’s history.',
    );
  });

  it('names the deck\'s title on a byline and leaves an empty "Presented by:" and a placeholder\'s prompt unsaid', () => {
    expect(narrate(emptyBylineSlide, 'Git basics')).toBe('Welcome to Git basics. Today\'s topic is Introduction to Git and GitHub and Version Control.');
  });

  it('finishes "Injection means" with the definition under it, names a site once and says a pointer as a sentence', () => {
    expect(narrate(injectionSlide)).toBe(
      'Let\'s look at 2013-A1 – Injection. Injection means tricking an application into including unintended commands in the data sent to ' +
        'an interpreter. This slide shows you owasp.org. See owasp.org.',
    );
  });

  it('says an order alone as the slide writes it, never as something the slide shows', () => {
    const slide: DeckSlideText = {
      number: 20,
      title: 'Current sprint',
      text: 'Document the OSCAL artifacts on GitHub.\nRepresent single-valued parameter options for NIST SP 800-53 controls',
      notes: '',
      lines: [
        { text: 'Document the OSCAL artifacts on GitHub and how they can be used.', level: 0 },
        { text: 'Represent single-valued parameter options for NIST SP 800-53 controls', level: 0 },
      ],
      source: 'text',
    };
    const said = narrate(slide);
    expect(said).toContain('Represent single-valued parameter options for NIST SP 800-53 controls.');
    expect(said).not.toMatch(/(see|shows you) represent/i);
  });

  it('leads from a heading that is only a verb ("Imagine…") into the question under it, never "we turn to imagine"', () => {
    const slide: DeckSlideText = {
      number: 32,
      title: '2013-A8 – Cross Site Request Forgery (CSRF)',
      text: 'Imagine…\nWhat if a hacker could steer your mouse?\nWhat could they make you do?',
      notes: '',
      lines: [
        { text: 'Imagine…', level: 0, block: 1 },
        { text: 'What if a hacker could steer your mouse and get you to click on links in your online banking application?', level: 1, block: 1 },
        { text: 'What could they make you do?', level: 1, block: 1 },
      ],
      source: 'text',
    };
    const said = narrate(slide);
    expect(said).not.toMatch(/turn to imagine/i);
    expect(said).toMatch(/Imagine\W+what if a hacker could steer your mouse/i);
  });
});
