import { describe, expect, it } from 'vitest';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { checkNarration } from './narration-checks.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';
import { architectureDiagramSlide, gitPlacesSlide, releasedSlide } from '../test/narrator-slides.ts';

// A drawn diagram is said by what it shows and its main labels, and marked for review; never label by label.

const narrate = (slide: DeckSlideText) => narrateOneSlide(slide);

const diagramReview = { code: 'diagram-summarized', message: 'A diagram was described by its title and main labels, not read out label by label.' };

describe('drawn diagrams', () => {
  it('says what the diagram shows with a handful of its labels, its numbered steps in order, and marks it for review', () => {
    const { model, narration } = narrate(architectureDiagramSlide);
    expect(narration).toBe(
      'This slide is about SQL Injection – Illustrated. This diagram shows SQL Injection, with labels such as Application Layer, ' +
        'Network Layer, HTTP request, firewall, accounts and finance. Step 1: Application presents a form to the attacker. ' +
        'Step 2: Attacker sends an attack in the form data. Step 3: Application forwards attack to the database in a SQL query.',
    );
    expect(model.review).toEqual([diagramReview]);
    const report = checkNarration({ narration, slide: model, language: 'en', context: '', written: 'built-in' });
    expect(report.results.filter((r) => !r.passed)).toEqual([]);
  });

  it('names every label of a small diagram, with the topic its question title asks about', () => {
    const { model, narration } = narrate(gitPlacesSlide);
    expect(narration).toBe(
      'Let\'s start with a question: how Git works? This diagram shows how Git works: Working Directory, Staging Area and Local Repository.',
    );
    expect(model.review).toEqual([diagramReview]);
  });

  it('leaves a SmartArt list in one block to be said as a list, with no review mark', () => {
    const { model } = narrate(releasedSlide);
    expect(model.review).toBeUndefined();
  });
});
