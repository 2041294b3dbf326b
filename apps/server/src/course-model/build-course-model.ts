import { type CourseModel, type SlideModel, assembleCourseModel } from '@complyra/core';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { buildSlideModel } from './build-slide-model.ts';
import { withNotesOnTheAnswer } from './answer-reveals.ts';
import { withCodeGridsConfirmed } from './code-grids.ts';
import { withCodesMended } from './ocr-codes.ts';
import { withEditionMappings } from './edition-mappings.ts';
import { withOcrDiagramLabels } from './ocr-diagram-labels.ts';
import { withOcrFigureRows } from './ocr-figure-rows.ts';
import { withoutCutSentences } from './ocr-cut-sentences.ts';
import { withoutLoneOcrWords } from './ocr-fragments.ts';
import { withTermCloudsAsLabels } from './term-clouds.ts';
import { withWrappedLabelsJoined } from './wrapped-labels.ts';
import { markBuildUps, withoutRepeatedNotes } from './build-up-slides.ts';
import { deckFurniture } from './deck-furniture.ts';
import { detectLanguage } from './detect-language.ts';

/**
 * The course model of a whole deck, built once at ingest: the language from the deck's own words
 * (unless the course form set one), the deck's furniture (lines on most slides: a copyright, a footer),
 * then every slide's model without that furniture, points repeated from a same-titled slide before marked,
 * and note lines an earlier slide's notes said left out.
 */
export function buildCourseModel(slides: DeckSlideText[], language?: string): CourseModel {
  const lang = language || detectLanguage(slides.map((s) => `${s.title}\n${s.text}\n${s.notes}`).join('\n'));
  const furniture = deckFurniture(slides);
  const models = slides.map((slide) => buildSlideModel(slide, lang, { furniture }));
  return assembleCourseModel(lang, readInSequence(models, lang));
}

/**
 * Slide models read as a sequence, each beside its neighbours (what the rest of the deck writes tells what
 * OCR misread): "Al" read back as "A1" where the deck numbers items so, an OCR label wrapped over two lines
 * joined, a table of names and figures read by row, a cloud of terms said as terms, a diagram's short lines marked as its labels, a grid of numbered boxes by the boxes the deck confirms, single words
 * standing alone among sentences left out, a quiz's notes moved to the copy that reveals its answer, points a
 * same-titled slide before showed marked, note lines an earlier slide said left out.
 */
export function readInSequence(models: SlideModel[], language: string): SlideModel[] {
  const joined = withOcrFigureRows(withWrappedLabelsJoined(withEditionMappings(withCodesMended(models))));
  // Sentences OCR cut short go before short lines are taken for a drawing's labels ("Hacker uses").
  const whole = withoutCutSentences(joined, language);
  const labelled = withOcrDiagramLabels(withTermCloudsAsLabels(withCodeGridsConfirmed(whole)), language);
  const read = withoutLoneOcrWords(labelled, language);
  return withoutRepeatedNotes(markBuildUps(withNotesOnTheAnswer(read)));
}
