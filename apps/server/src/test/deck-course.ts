import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { courseSlides } from '../db/schema.ts';
import { insertCourse } from '../modules/courses/courses.repository.ts';
import { openPptxDeck } from '../providers/decks/pptx-deck.ts';

export const decksDir = path.join(import.meta.dirname, 'fixtures', 'decks');

/**
 * A ready catalogue course from one of the real decks: its slides read by the pipeline's deck reader
 * (text only, no rendering or narration), stored as the ingest stores them.
 */
export async function insertDeckCourse(db: Db, fileName: string, title: string) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'deck-course-'));
  try {
    const deck = await openPptxDeck(await readFile(path.join(decksDir, fileName)), { workDir, soffice: null });
    const slides = deck.slides();
    await deck.close();
    const course = await insertCourse(db, {
      title,
      description: `${title} (from ${fileName})`,
      tags: 'deck',
      learningObjectives: '',
      materialKey: `courses/deck/${fileName}`,
      materialName: fileName,
      materialType: 'pptx',
      status: 'ready',
      stage: 'ready',
      slidesTotal: slides.length,
      slidesDone: slides.length,
    });
    await db
      .insert(courseSlides)
      .values(slides.map((s) => ({ courseId: course.id, number: s.number, title: s.title, text: s.text, notes: s.notes })));
    return { course, slides };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
