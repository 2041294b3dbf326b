import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { assembleCourseModel, type CourseModel } from '@complyra/core';
import { plainSlideModel } from '../course-model/course-model.repository.ts';
import { openPdfDeck } from '../../providers/decks/pdf-deck.ts';
import { openPptxDeck } from '../../providers/decks/pptx-deck.ts';

/**
 * The corpus decks as the pipeline stores them: their text read by the deck reader, then read back as the
 * course model (plain statements until the model branch builds term/figure/instruction points). For the
 * quiz tests and the benchmark. The model branch copies the decks to test/fixtures/decks; until then the
 * shared folder is read.
 */
export const deckFolders = [
  path.resolve(import.meta.dirname, '../../test/fixtures/decks'),
  process.env.DECKS_DIR ?? '/work/shared/decks',
];

export function listCorpusDecks(): string[] {
  for (const folder of deckFolders) {
    try {
      const files = readdirSync(folder).filter((f) => /\.(pptx|pdf)$/i.test(f));
      if (files.length > 0) return files.map((f) => path.join(folder, f));
    } catch {
      // try the next folder
    }
  }
  return [];
}

export async function courseModelOfDeck(file: string): Promise<CourseModel> {
  const bytes = readFileSync(file);
  const deck = file.endsWith('.pdf')
    ? await openPdfDeck(bytes, 'extracted-content')
    : await openPptxDeck(bytes, { workDir: '/tmp', soffice: null });
  try {
    return assembleCourseModel('en', deck.slides().map(plainSlideModel));
  } finally {
    await deck.close();
  }
}
