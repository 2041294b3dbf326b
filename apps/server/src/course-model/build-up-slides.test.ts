import { describe, expect, it } from 'vitest';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';
import { checkNarration, checkRepeatedNotes } from './narration-checks.ts';
import { repeatedOpenings } from './repeated-openings.ts';
import { gitPlacesSlide } from '../test/narrator-slides.ts';

// A drawing built up over slides under one title (the Git workshop's "How Git works?" three times, one arrow
// more each time): each point is said once, where it first appears, and the later slides go on from it.

const slide = (number: number, title: string, lines: string[]): DeckSlideText => ({ number, title, text: lines.join('\n'), notes: '' });
const deck: DeckSlideText[] = [
  slide(1, 'Working with Git', ['Git keeps every version of your files']),
  slide(2, 'How Git works?', ['Working directory', 'Staging area']),
  slide(3, 'How Git works?', ['Working directory', 'Staging area', 'Local repository']),
  slide(4, 'How Git works?', ['Working directory', 'Staging area', 'Local repository']),
  slide(5, 'Next steps', ['Practise on a project of your own']),
];
const details = { courseTitle: 'Git basics', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };

describe('slides built up under one title', () => {
  it('opens the first as a question and goes on from it on the next ones, saying only what each adds', () => {
    const review = reviewDeckNarration(deck, details);
    const said = review.slides.map((s) => s.narration);
    const list = '(Here you see|This slide shows you|The points here are)';
    expect(said[1]).toMatch(new RegExp(`^Let's start with a question: how Git works\\? ${list} working directory and staging area\\.$`));
    expect(said[2]).toMatch(new RegExp(`^We stay with the question: how Git works\\? ${list} local repository\\.$`));
    expect(said[3]).toBe('The slide on how Git works now goes one step further.');
    // The points said on an earlier slide are not owed again: every check passes.
    expect(review.slides.filter((s) => !s.report.passed).map((s) => s.slide.number)).toEqual([]);
    expect(review.openings).toEqual({ check: 'same-opening', passed: true, problems: [] });
  });

  it('flags slides in a row that open with the same sentence', () => {
    const openings = [
      { number: 2, narration: 'Let\'s start with a question: how Git works? Here you see working directory.' },
      { number: 3, narration: 'Let\'s start with a question: how Git works? Here you see local repository.' },
      { number: 4, narration: 'We stay with the question: how Git works? It adds one more step.' },
    ];
    expect(repeatedOpenings(openings)).toEqual([3]);
  });
  it('lets notes that open with the title say it, without the narrator saying it first', () => {
    const withNotes = deck.map((s) => (s.number === 2 ? { ...s, notes: 'How git works? We have three places.' } : s));
    const said = reviewDeckNarration(withNotes, details).slides[1]!.narration;
    expect(said).toMatch(/^How git works\? We have three places\. /);
  });

  it('never says the notes of the slide before: a slide copied with them says only what is new (the Spanish deck\'s "Pregunta 1" twice)', () => {
    const notes = 'Explanation: that is correct. A common way to train and evaluate models is to hold back a test data set during training.';
    const question = ['You train a regression model on sales data. What should you do?', 'Split the data at random into two subsets'];
    const copied = [
      slide(1, 'Working with models', ['Models learn from data']),
      { ...slide(2, 'Question 1', question), notes },
      { ...slide(3, 'Question 1', [...question, 'Correct answer: split the data']), notes },
      { ...slide(4, 'Prose vs. OSCAL', ['Control Title']), notes: `${notes}\nThe control title is Access Control Policy.` },
    ];
    const review = reviewDeckNarration(copied, details);
    const said = review.slides.map((s) => s.narration);
    expect(said[1]).toContain('A common way to train and evaluate models');
    for (const later of [said[2]!, said[3]!]) expect(later).not.toContain('A common way to train and evaluate models');
    expect(said[2]).toContain('Correct answer: split the data.');
    expect(said[3]).toContain('The control title is Access Control Policy.');
    expect(review.notes).toEqual({ check: 'repeated-notes', passed: true, problems: [] });
    // The old narration of slide 3 said slide 2's notes again: the check across slides names it.
    const old = review.slides.map((s, i) => ({ number: s.slide.number, narration: i === 2 ? `${said[2]} ${notes}` : s.narration, notes: review.course.slides[i]!.notes, shows: '' }));
    expect(checkRepeatedNotes(old).problems).toEqual(['slide 3 repeats the notes of slide 2']);
  });

  it('says a code example once: the same commands shown again on a built-up slide are not described again', () => {
    const code = ['$ git add new-text-file.txt', '$ git commit -m "Message"'];
    const review = reviewDeckNarration([slide(1, 'How Git works?', ['Working directory', ...code]), slide(2, 'How Git works?', ['Working directory', ...code, 'Local repository'])], details);
    expect(review.slides[0]!.narration).toContain('git add and git commit');
    expect(review.slides[1]!.narration).not.toContain('git commit');
    expect(review.slides[1]!.narration).toContain('local repository');
  });
});

describe('an untitled slide', () => {
  it('opens with its notes or its heading, never with "This slide adds a few more points."', () => {
    const untitled = [
      slide(1, 'OSCAL', ['An overview of the language']),
      { ...slide(2, '', ['Prose vs. OSCAL (Machine-Readable)', 'Control Title']), notes: 'This slide and the following few slides show OSCAL in XML.' },
      slide(3, '', ['Distributed Version Control System', 'GitHub hosts Git projects']),
      slide(4, '', []),
      slide(5, 'Next steps', ['Practise on a project of your own']),
    ];
    const said = reviewDeckNarration(untitled, details).slides.map((s) => s.narration);
    for (const narration of said) expect(narration).not.toContain('adds a few more points');
    expect(said[1]).toMatch(/^This slide and the following few slides show OSCAL in XML\./);
    expect(said[2]).toMatch(/^[^.]+ distributed Version Control System\. /i);
    expect(said[2]).toContain('GitHub hosts Git projects.');
    // A slide with nothing to say asks the listener to look at it: never silence, never a claim of points.
    expect(said[3]).toMatch(/^(Take a moment to look at this slide|Have a look at this slide)\./);
  });

  it('the old filler is flagged as saying none of a drawn slide, the narration of its points passes', () => {
    const model = reviewDeckNarration([slide(1, '', ['Intro']), slide(2, '', ['Distributed Version Control System', 'Service hosts Git projects'])], details).course.slides[1]!;
    const check = (narration: string) => checkNarration({ narration, slide: model, language: 'en', context: '', written: 'built-in' });
    expect(check('This slide adds a few more points.').results.find((r) => r.check === 'coverage')!.passed).toBe(false);
  });

  it('takes an untitled OCR slide after one with the same points as its next step (the image-only Git deck\'s slides 3 and 4)', () => {
    const ocr = (number: number, title: string, lines: string[]): DeckSlideText => ({ ...slide(number, title, lines), source: 'ocr' });
    const said = reviewDeckNarration(
      [
        ocr(1, 'Working with Git', ['Git keeps every version of your files']),
        ocr(2, 'What is Version Control?', ['Time', 'Who took it', 'State and Location of pieces']),
        ocr(3, '', ['took it', 'State and Location of pieces', 'This idea of a safe point is exactly what version control is']),
        ocr(4, 'Next steps', ['Practise on a project of your own']),
      ],
      details,
    ).slides.map((s) => s.narration);
    expect(said[2]).toBe('This idea of a safe point is exactly what version control is.');
  });

  it('names only the labels a built-up drawing adds, not the whole drawing again', () => {
    // A drawing of boxes (each in a block of its own) gets one arrow more per slide.
    const drawing = (number: number, labels: string[]): DeckSlideText => ({
      ...gitPlacesSlide,
      number,
      text: labels.join('\n'),
      lines: labels.map((text, block) => ({ text, level: 0, block, label: true })),
    });
    const places = ['Working Directory', 'Staging Area', 'Local Repository', 'Remote'];
    const built = [drawing(1, places), drawing(2, [...places, 'git push']), drawing(3, [...places, 'git push', 'git pull'])];
    const said = reviewDeckNarration(built, details).slides.map((s) => s.narration);
    expect(said[0]).toContain('This diagram shows how Git works: Working Directory, Staging Area, Local Repository and remote.');
    expect(said[1]).toBe('We stay with the question: how Git works? The drawing now adds git push.');
    expect(said[2]).toMatch(/^The slide on how Git works now goes one step further\. The drawing now adds git pull\./);
  });

  it('says a step that adds no words shows what the command added before it did', () => {
    // The image-only Git deck's slides 17-19: the third moves the file into the repository, its words unchanged.
    const drawing = (number: number, labels: string[]): DeckSlideText => ({
      ...gitPlacesSlide,
      number,
      text: labels.join('\n'),
      lines: labels.map((text, block) => ({ text, level: 0, block, label: true })),
    });
    const places = ['Working Directory', 'Staging Area', 'Local Repository'];
    const commit = [...places, 'git add new-text-file.txt', 'git commit “Message”'];
    const built = [drawing(1, [...places, 'git add new-text-file.txt']), drawing(2, commit), drawing(3, commit)];
    const said = reviewDeckNarration(built, details).slides.map((s) => s.narration);
    expect(said[2]).toMatch(
      /^The slide on how Git works now goes one step further\. The picture now shows the result of git commit "Message"\./u);
  });
});
