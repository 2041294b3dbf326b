import type { Db } from '../db/database.ts';
import { courseSlides, slideNarrations } from '../db/schema.ts';
import { insertCourse } from '../modules/courses/courses.repository.ts';

let courseCounter = 0;

/**
 * A catalogue course as the pipeline leaves it (ready, with slides and the catalogue's narrations),
 * inserted directly so tests do not need the engines. `status` makes one still processing or failed.
 */
export async function insertReadyCourse(
  db: Db,
  options: { title?: string; slides?: number; status?: 'ready' | 'processing' | 'failed' } = {},
) {
  const n = ++courseCounter;
  const slides = options.slides ?? 3;
  const status = options.status ?? 'ready';
  const course = await insertCourse(db, {
    title: options.title ?? `Course ${n}`,
    description: `A test course number ${n} about compliance.`,
    tags: 'compliance, test',
    learningObjectives: 'Know the rules, Apply them',
    durationMinutes: 5,
    materialKey: `courses/test-${n}/v1/material.pdf`,
    materialName: `course-${n}.pdf`,
    materialType: 'pdf',
    status,
    stage: status === 'ready' ? 'ready' : status === 'failed' ? 'failed' : 'narrating',
    slidesTotal: slides,
    slidesDone: status === 'ready' ? slides : 0,
  });
  if (slides > 0) {
    const numbers = Array.from({ length: slides }, (_, i) => i + 1);
    await db.insert(courseSlides).values(
      numbers.map((number) => ({ courseId: course.id, number, title: `Slide ${number}`, text: `Text ${number}`, notes: '' })),
    );
    if (status === 'ready') {
      await db.insert(slideNarrations).values(
        numbers.map((slideNumber) => ({
          courseId: course.id,
          slideNumber,
          explanation: `Explanation of slide ${slideNumber}`,
          audioSeconds: 4,
        })),
      );
    }
  }
  return course;
}
