import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BuiltinInstruction, builtinInstructions, type SlideModel, unknownInstructionMessage } from '@complyra/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourseModel } from '../../course-model/build-course-model.ts';
import { openPdfDeck } from '../../providers/decks/pdf-deck.ts';
import { openPptxDeck } from '../../providers/decks/pptx-deck.ts';
import { narrateSlide } from '../../course-model/builtin-narrator.ts';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { applyInstruction, contractionPattern, enhanceBuiltIn, hardWords, instructionsIn } from './builtin-enhancer.ts';
import { contentWords, pointCoverage, wordCount } from '../../course-model/rewrite-words.ts';

// Every built-in instruction on every slide of the real decks (test/fixtures/decks, see ATTRIBUTION.md):
// the slides are read by the deck reader and narrated by the built-in narrator, as the pipeline does.

const decksDir = path.join(import.meta.dirname, '../../test/fixtures/decks');
const contact: PointOfContact = { role: 'Compliance Officer', name: 'Priya Raman', contact: 'priya@example.test' };

interface Case {
  deck: string;
  slide: SlideModel;
  explanation: string;
}

const cases: Case[] = [];
beforeAll(async () => {
  for (const file of readdirSync(decksDir).filter((f) => /\.(pptx|pdf)$/.test(f))) {
    const buffer = readFileSync(path.join(decksDir, file));
    const deck = file.endsWith('.pdf') ? await openPdfDeck(buffer) : await openPptxDeck(buffer, { workDir: '/tmp', soffice: null });
    const slides = deck.slides();
    await deck.close();
    // The course model as the ingest builds and stores it; the narrator speaks it.
    const course = buildCourseModel(slides);
    slides.forEach((slide, i) =>
      cases.push({
        deck: file,
        slide: course.slides[i]!,
        explanation: narrateSlide({
          courseTitle: file,
          courseDescription: 'A real deck.',
          learningObjectives: [],
          organizationName: 'Acme',
          pointsOfContact: [contact],
          slide,
          previous: slides[i - 1] ?? null,
          next: slides[i + 1] ?? null,
          totalSlides: slides.length,
          course,
        }),
      }),
    );
  }
}, 120_000);

const run = (instruction: BuiltinInstruction, c: Case) =>
  applyInstruction(instruction, c.explanation, { slide: c.slide, organizationName: 'Acme', pointsOfContact: [contact] });

describe('built-in enhancer on every slide of the real decks', () => {
  it('reads all six decks', () => {
    expect(new Set(cases.map((c) => c.deck)).size).toBe(6);
    expect(cases.length).toBeGreaterThan(150);
  });

  it('shorter: fewer words, every point kept (coverage of the slide\'s content words ≥ 0.9)', () => {
    let shortened = 0;
    for (const c of cases) {
      const result = run('shorter', c);
      const where = `${c.deck} slide ${c.slide.number}`;
      expect(pointCoverage(c.slide, c.explanation, result.text), where).toBeGreaterThanOrEqual(0.9);
      if (result.message) expect(result.text, where).toBe(c.explanation);
      else expect(wordCount(result.text), where).toBeLessThan(wordCount(c.explanation));
      if (!result.message) shortened++;
    }
    // Most slides can be said more briefly; the rest carry a point in every word the narrator says.
    expect(shortened / cases.length).toBeGreaterThan(0.85);
  });

  it('more detail: adds what the slide says and the text did not, or says it already covers everything', () => {
    for (const c of cases) {
      const result = run('more detail', c);
      const where = `${c.deck} slide ${c.slide.number}`;
      if (result.message) {
        expect(result.text, where).toBe(c.explanation);
        continue;
      }
      expect(result.text.startsWith(c.explanation), where).toBe(true);
      const added = contentWords(result.text.slice(c.explanation.length));
      const own = contentWords([c.slide.title, ...c.slide.points.map((p) => p.text), c.slide.notes].join(' '));
      const fromSlide = [...added].filter((w) => own.has(w));
      expect(fromSlide.length, where).toBeGreaterThan(0);
    }
  });

  it('add the slide\'s example: the example\'s words appear, or the text stays and says there is none', () => {
    for (const c of cases) {
      const result = run('add the slide\'s example', c);
      const where = `${c.deck} slide ${c.slide.number}`;
      const example = c.slide.points.find((p) => p.kind === 'example');
      if (result.message) {
        expect(result.text, where).toBe(c.explanation);
        continue;
      }
      expect(result.text, where).toMatch(/For example: /);
      if (example) for (const w of contentWords(example.text)) expect(contentWords(result.text).has(w), `${where} ${w}`).toBe(true);
    }
  });

  it('simpler words: no word of the hard list remains and no sentence gets longer', () => {
    for (const c of cases) {
      const result = run('simpler words', c);
      const where = `${c.deck} slide ${c.slide.number}`;
      expect(hardWords.test(result.text), where).toBe(false);
      expect(wordCount(result.text), where).toBeLessThanOrEqual(wordCount(c.explanation) + 10);
    }
  });

  it('more formal: no contractions or exclamations, every point kept', () => {
    for (const c of cases) {
      const result = run('more formal', c);
      const where = `${c.deck} slide ${c.slide.number}`;
      expect(contractionPattern.test(result.text), where).toBe(false);
      expect(result.text, where).not.toContain('!');
      expect(pointCoverage(c.slide, c.explanation, result.text), where).toBe(1);
    }
  });

  it('friendlier: changes the text, speaks with contractions, every point kept', () => {
    for (const c of cases) {
      const result = run('friendlier', c);
      const where = `${c.deck} slide ${c.slide.number}`;
      expect(result.text, where).not.toBe(c.explanation);
      expect(contractionPattern.test(result.text), where).toBe(true);
      expect(pointCoverage(c.slide, c.explanation, result.text), where).toBe(1);
    }
  });

  it('mention the contact: the contact is named once, every point kept', () => {
    for (const c of cases) {
      const result = run('mention the contact', c);
      const where = `${c.deck} slide ${c.slide.number}`;
      expect(result.text.split(contact.name).length - 1, where).toBeGreaterThanOrEqual(1);
      if (!result.message) expect(result.text.split(contact.name).length - 1, where).toBe(1);
      expect(pointCoverage(c.slide, c.explanation, result.text), where).toBe(1);
    }
  });
});

describe('reading a prompt', () => {
  it('finds each suggested instruction by its own words, and several in one prompt', () => {
    for (const instruction of builtinInstructions) expect(instructionsIn(instruction)).toEqual([instruction]);
    expect(instructionsIn('Make it shorter and friendlier please')).toEqual(['shorter', 'friendlier']);
  });

  it('leaves the text unchanged for a prompt it does not understand and says what it knows', () => {
    const result = enhanceBuiltIn('Rewrite as a haiku', 'Some text.', {
      slide: { number: 1, title: '', role: 'title', points: [], notes: '', source: 'text' },
      organizationName: null,
      pointsOfContact: [],
    });
    expect(result).toEqual({ text: 'Some text.', message: unknownInstructionMessage });
    expect(unknownInstructionMessage).toContain('AI_BASE_URL');
    for (const instruction of builtinInstructions) expect(unknownInstructionMessage).toContain(instruction);
  });
});
