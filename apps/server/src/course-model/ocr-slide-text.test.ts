import { describe, expect, it } from 'vitest';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';
import { buildCourseModel } from './build-course-model.ts';

// What OCR makes of a slide drawn as shapes or pictures (the outlined OWASP deck): a photo's texture read as a
// title ("Pa me"), a drawing's numbers read across as one line ("1 2 2 1 Injection 1.66 1"). Neither is said.

const ocrSlide = (number: number, title: string, lines: string[]): DeckSlideText => ({
  number,
  title,
  text: lines.join('\n'),
  notes: '',
  source: 'ocr',
  lines: lines.map((text) => ({ text, level: 0 })),
});

describe('slides read by OCR', () => {
  it('says no title made of a photo\'s specks or of a drawing\'s numbers', () => {
    const cover = ocrSlide(1, 'Pa me', ['DO', 'me', 'Dave Wichers', 'OWASP Top 10 Project Lead']);
    expect(narrateOneSlide(cover).model.title).toBe('');
    // Lines of specks are left out the same way.
    expect(narrateOneSlide(cover).model.points.map((p) => p.text)).toEqual(['Dave Wichers', 'OWASP Top 10 Project Lead']);
    const drawing = ocrSlide(9, 'request 0 0 3 0', ['Attacker sends an attack in the form data']);
    const { model, narration } = narrateOneSlide(drawing);
    expect(model.title).toBe('');
    expect(narration).not.toMatch(/request|\b0\b/);
    // A title with a word is kept, numbers and all.
    expect(narrateOneSlide(ocrSlide(4, 'OWASP Top 10 for 2013', ['Risks, not just vulnerabilities'])).model.title).toBe('OWASP Top 10 for 2013');
  });

  it('leaves out a line of numbers read across a chart or a table, and says the chart was not read out', () => {
    const slide = ocrSlide(5, 'OWASP Top 10 Risk Rating Methodology', ['Threat Agents', '1 2 2 1 Injection 1.66 1', '1.66 weighted risk']);
    const { model, narration } = narrateOneSlide(slide);
    expect(model.points.map((p) => p.text)).toEqual(['Threat Agents', '1.66 weighted risk']);
    expect(narration).not.toContain('1 2 2 1');
    expect(model.review?.map((r) => r.code)).toContain('chart-skipped');
  });
  it('asks a question title and names its subtitle, and says the steps under a heading without calling the heading a point', () => {
    // The image-only Git workshop's slide 11, as OCR reads it: "How to get Git?" over "Installing Git" in one title.
    const slide: DeckSlideText = {
      ...ocrSlide(11, 'How to get Git? Installing Git', []),
      lines: [
        { text: 'MacOS / Windows', level: 0 },
        { text: '1.go to the downloads page', level: 1 },
        { text: '2.download the software for Mac/Windows', level: 1 },
      ],
      text: 'MacOS / Windows\n1.go to the downloads page\n2.download the software for Mac/Windows',
    };
    const { narration } = narrateOneSlide(slide);
    const subtitle = '(Let\'s look at|Now we come to|This slide is about) Installing Git\\.';
    expect(narration).toMatch(new RegExp(`^Let's start with a question: how to get Git\\? ${subtitle} `));
    expect(narration).toContain('Next, we turn to MacOS / Windows. Make sure you go to the downloads page. ');
    expect(narration).not.toMatch(/The next point is|1\.go|2\.download/);
  });
  it('leaves out a logo OCR read as a word alone on its line on a good share of the slides', () => {
    const deck = Array.from({ length: 8 }, (_, i) =>
      ocrSlide(i + 1, `Risk ${i + 1} explained`, i < 3 ? ['OWASP', `Attackers use flaw ${i + 1}`] : i < 5 ? ['Git', `Attackers use flaw ${i + 1}`] : [`Attackers use flaw ${i + 1}`]),
    );
    const course = buildCourseModel(deck, 'en');
    expect(course.slides[0]!.points.map((p) => p.text)).toEqual(['Attackers use flaw 1']);
    // A word alone on two slides of eight is the slides' own ("Git" in a list).
    expect(course.slides[3]!.points.map((p) => p.text)).toEqual(['Git', 'Attackers use flaw 4']);
  });
});
