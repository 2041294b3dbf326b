import { type CourseModel, assembleCourseModel } from '@complyra/core';
import { plainSlideModel } from '../../course-model/plain-slide-model.ts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseSlides, courses } from '../../db/schema.ts';

/**
 * The stored course model of a catalogue course, the one source for narration, quiz, chat and the editor.
 * A slide whose model was not built yet (a course made before the model existed) reads as its title and
 * its text lines as plain statements, so readers never meet a null.
 */
export async function readCourseModel(db: Db, courseId: string): Promise<CourseModel | undefined> {
  const [course] = await db.select({ language: courses.language }).from(courses).where(eq(courses.id, courseId));
  if (!course) return undefined;
  const rows = await db
    .select({
      number: courseSlides.number,
      title: courseSlides.title,
      text: courseSlides.text,
      notes: courseSlides.notes,
      model: courseSlides.model,
    })
    .from(courseSlides)
    .where(eq(courseSlides.courseId, courseId))
    .orderBy(asc(courseSlides.number));
  return assembleCourseModel(course.language, rows.map((row) => row.model ?? plainSlideModel(row)));
}
