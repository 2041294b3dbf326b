import { describe, expect, it } from 'vitest';
import { buildCourseModel } from './build-course-model.ts';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';
import { checkNarration } from './narration-checks.ts';

// Slides as a PDF of notes pages gives them: the slide a picture read by OCR, the notes wrapped at the page's edge.

const narrate = (slides: DeckSlideText[], number: number): string =>
  narrateOneSlide(slides.find((s) => s.number === number)!, slides, 'OSCAL overview').narration;
const slide = (number: number, title: string, lines: string[], notes: string, source: 'ocr' | 'text' = 'ocr'): DeckSlideText => ({
  number,
  title,
  text: lines.join('\n'),
  notes,
  lines: lines.map((text) => ({ text, level: 0 })),
  source,
});
const opening = slide(1, 'Overview', ['Overview of the project'], '', 'text');

describe('narration of notes pages', () => {
  it('says a notes sentence wrapped at the page edge as one sentence', () => {
    const notes = [
      'We feel these are the foundation. The model includes implementation and assessment, but the foundation is really catalog and profile based. We',
      'can’t move on without having those in place.',
    ].join('\n');
    const said = narrate([opening, slide(2, 'Initial project scope', ['Represent catalogs in a standardized format.'], notes)], 2);
    expect(said).toContain('catalog and profile based. We can’t move on without having those in place.');
    expect(said).not.toMatch(/\bWe\. /);
  });

  it('says an OCR-read screenshot of code by its notes and what the code is, not by the fragments OCR read', () => {
    const lines = [
      '<control id="ac.1" class="SP800-53">',
      '<title>Access Control Policy</title>',
      '<prop class="name">AC-1</prop>',
      'Procedure to th he access and Reviews sad updates the 2 Access control procedures',
      'Poly rps text>',
    ];
    const notes = 'This slide shows what OSCAL looks like in XML on the right and the prose of the control catalog on the left.';
    const said = narrate([opening, slide(2, 'Control title', lines, notes)], 2);
    expect(said).toContain('This slide shows what OSCAL looks like in XML');
    expect(said).toMatch(/example in XML/);
    expect(said).not.toMatch(/th he access|rps text|<prop/);
    // The screenshot's fragments are not owed: the coverage check asks for the notes and the code's description only.
    const model = buildCourseModel([opening, slide(2, 'Control title', lines, notes)], 'en').slides[1]!;
    const report = checkNarration({ narration: said, slide: model, language: 'en', context: '', written: 'built-in' });
    expect(report.results.find((r) => r.check === 'coverage')?.passed).toBe(true);
  });

  it('says a screenshot OCR could read little of by its notes alone, and its OCR title only when the notes name it', () => {
    // The NIST notes pages' slide 15: the prose of a control beside its XML, 72 words left out, the title misread.
    const lines = [
      'Control Title',
      'Reviews and updates the current: 1. Access control policy (Assignment: organization-defined frequency). and 2. cot',
      'access control policy that addresses purpose, scope, roles,',
      'Control None',
    ];
    const notes = 'This example shows the Control Title element. The control is AC-1 in NIST SP 800-53.';
    const unreadable = (count: number) => ({
      ...slide(2, 'smog complies:', lines, notes),
      review: [{ code: 'unreadable-words' as const, message: `${count} unreadable words were left out.`, count }],
    });
    const said = narrate([opening, unreadable(72)], 2);
    expect(said).toBe('This example shows the Control Title element. The control is AC-1 in NIST SP 800-53.');
    // A title the notes name stays; a slide OCR read almost whole keeps its points.
    expect(narrate([opening, { ...unreadable(72), title: 'Control Title' }], 2)).toMatch(/^Now we come to Control Title\. |^Let's look at Control Title\. |^This slide is about Control Title\. /);
    expect(narrate([opening, unreadable(3)], 2)).toMatch(/smog complies.*access control policy that addresses/);
  });

  it('still reads the OCR text of a slide without code beside its notes', () => {
    const lines = ['Operations personnel rapidly verify that systems comply with security requirements.'];
    const said = narrate([opening, slide(2, 'Benefits', lines, 'This talks to the benefits for consumers.')], 2);
    expect(said).toContain('rapidly verify that systems comply');
  });

  it('says a title wrapped over lines and closed by its acronym as one title, not as presenters', () => {
    const title = slide(1, '', ['Overview of the Open', 'Security Controls', 'Assessment Language', '(OSCAL)'], '');
    const said = narrate([title, slide(2, 'Questions', ['Why is OSCAL needed?'], '', 'text')], 1);
    expect(said).toMatch(/Open Security Controls Assessment Language \(OSCAL\)/);
    expect(said).not.toMatch(/presented by/i);
  });
});
