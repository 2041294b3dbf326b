import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CourseModel } from '@complyra/core';
import { buildCourseModel } from '../course-model/build-course-model.ts';
import { openPdfDeck } from '../providers/decks/pdf-deck.ts';
import { openPptxDeck } from '../providers/decks/pptx-deck.ts';

/**
 * The corpus decks as the pipeline stores them: their text read by the deck reader, then the course model
 * the ingest builds from it. For the quiz tests and the benchmark (test/fixtures/decks, with attribution).
 */
export const deckFolder = path.resolve(import.meta.dirname, 'fixtures/decks');

export function listCorpusDecks(): string[] {
  return readdirSync(deckFolder)
    .filter((f) => /\.(pptx|pdf)$/i.test(f))
    .map((f) => path.join(deckFolder, f));
}

export async function courseModelOfDeck(file: string): Promise<CourseModel> {
  const bytes = readFileSync(file);
  const deck = file.endsWith('.pdf')
    ? await openPdfDeck(bytes, 'extracted-content')
    : await openPptxDeck(bytes, { workDir: '/tmp', soffice: null });
  try {
    return buildCourseModel(deck.slides());
  } finally {
    await deck.close();
  }
}
