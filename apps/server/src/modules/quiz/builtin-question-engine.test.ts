import path from 'node:path';
import { assembleCourseModel } from '@complyra/core';
import { phishingModel } from '../../test/quiz-course.ts';
import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions } from './builtin-question-engine.ts';
import { factFamily } from './fact-families.ts';
import { courseModelOfDeck, listCorpusDecks } from '../../test/deck-course-models.ts';
import { largestLetterShare, normalize, questionProblems } from './question-checks.ts';
import { seededRandom } from './random.ts';

const decks = listCorpusDecks();

describe('built-in question engine', () => {
  it('asks about terms, figures, instructions and lists, never offering a term that contains the right one', () => {
    const { questions } = generateBuiltinQuestions(phishingModel, { count: 10, random: seededRandom(7) });
    expect(questions.length).toBe(10);
    for (const q of questions) expect(questionProblems(q, phishingModel)).toEqual([]);
    // Phishing is contained in Spear phishing: never offered beside it.
    const all = generateBuiltinQuestions(phishingModel, { count: 40, random: seededRandom(3) }).questions;
    const spear = all.filter((q) => q.choices[q.correctAnswer] === 'Spear phishing');
    expect(spear.length).toBe(1);
    expect(Object.values(spear[0]!.choices)).not.toContain('Phishing');
    expect(questions.some((q) => q.fact.startsWith('figure:'))).toBe(true);
    expect(questions.some((q) => q.fact.endsWith(':do'))).toBe(true);
    expect(questions.every((q) => !normalize(q.hint).includes(normalize(q.choices[q.correctAnswer])))).toBe(true);
  });

  it('gives fewer questions for a short course and none when nothing can be asked', () => {
    const tiny = assembleCourseModel('en', phishingModel.slides.slice(0, 2));
    const { questions } = generateBuiltinQuestions(tiny, { count: 10, random: seededRandom(1) });
    expect(questions.length).toBeLessThan(10);
    const empty = assembleCourseModel('en', [phishingModel.slides[0]!]);
    expect(generateBuiltinQuestions(empty, { count: 10, random: seededRandom(1) }).questions).toEqual([]);
  });

  it('never offers the narrator\'s description of a code block as a choice', () => {
    const description = 'The slide shows the shell commands git add and git commit for saving your work.';
    const gitSlide = {
      number: 6,
      title: 'Saving your work',
      role: 'content' as const,
      points: [
        { text: description, level: 0, kind: 'example' as const, code: true },
        { text: 'Commit small changes with a clear message', level: 0, kind: 'instruction' as const },
        { text: 'Push your commits to the shared repository', level: 0, kind: 'instruction' as const },
      ],
      notes: '',
      source: 'text' as const,
    };
    // A model stored before the flag marks its description only as an example without "for example".
    const stored = { ...gitSlide, number: 7, title: 'Stored before the flag', points: gitSlide.points.map(({ code: _, ...p }) => p) };
    const model = assembleCourseModel('en', [...phishingModel.slides, gitSlide, stored]);
    const { questions } = generateBuiltinQuestions(model, { count: 40, random: seededRandom(5) });
    expect(questions.length).toBeGreaterThan(5);
    const said = questions.flatMap((q) => [q.question, ...Object.values(q.choices)]);
    expect(said.filter((text) => text.includes('The slide shows'))).toEqual([]);
  });

  it('finds the corpus decks', () => {
    expect(decks.length).toBeGreaterThanOrEqual(6);
  });

  for (const file of decks) {
    it(`writes only questions that pass every check for ${path.basename(file)}`, { timeout: 60_000 }, async () => {
      const model = await courseModelOfDeck(file);
      const random = seededRandom(42);
      const letters: { correctAnswer: 'A' | 'B' | 'C' | 'D' }[] = [];
      const first = generateBuiltinQuestions(model, { count: 10, random });
      expect(first.questions.length).toBe(10);
      for (const [i, q] of first.questions.entries()) expect(questionProblems(q, model, first.questions.slice(0, i))).toEqual([]);
      letters.push(...first.questions);
      // A DIFFERENT retry: no question of the first attempt comes back.
      const avoid = new Set(first.questions.flatMap((q) => [q.fact, factFamily(q.fact)]));
      const second = generateBuiltinQuestions(model, { count: 10, random, avoidFamilies: avoid });
      expect(second.questions.length).toBe(10);
      expect(second.reusedFacts).toBe(false);
      const firstTexts = new Set(first.questions.map((q) => `${q.question}|${q.choices[q.correctAnswer]}`));
      for (const q of second.questions) expect(firstTexts.has(`${q.question}|${q.choices[q.correctAnswer]}`)).toBe(false);
      for (const [i, q] of second.questions.entries()) expect(questionProblems(q, model, second.questions.slice(0,
        i))).toEqual([]);
      letters.push(...second.questions);
      expect(largestLetterShare(letters)).toBeLessThanOrEqual(0.35);
    });
  }
});
