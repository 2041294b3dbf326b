import type { SlideModel } from '@complyra/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { courseSlides } from '../db/schema.ts';
import { insertReadyCourse } from './catalogue.ts';

/** A ready catalogue course whose slides carry a stored course model, as the ingest leaves it. */
export async function insertModelledCourse(db: Db, title: string, slides: Omit<SlideModel, 'number' | 'source' | 'notes'>[]) {
  const course = await insertReadyCourse(db, { title, slides: slides.length });
  for (const [i, slide] of slides.entries()) {
    const model: SlideModel = { ...slide, number: i + 1, notes: '', source: 'text' };
    await db
      .update(courseSlides)
      .set({ title: slide.title, text: slide.points.map((p) => p.text).join('\n'), model })
      .where(and(eq(courseSlides.courseId, course.id), eq(courseSlides.number, i + 1)));
  }
  return course;
}

const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const });

/** A short security-awareness course: one fact per slide, so a question has one right slide. */
export const phishingCourseSlides: Omit<SlideModel, 'number' | 'source' | 'notes'>[] = [
  { title: 'Security Awareness', role: 'title', points: [] },
  {
    title: 'What is phishing',
    role: 'content',
    points: [
      { text: 'Phishing: an e-mail that pretends to come from someone you trust to steal passwords', level: 0, kind: 'term', term: 'Phishing', definition: 'an e-mail that pretends to come from someone you trust to steal passwords' },
      statement('Attackers copy logos and sender names of real companies'),
    ],
  },
  {
    title: 'Strong passwords',
    role: 'content',
    points: [statement('Use a passphrase of at least 14 characters'), statement('Never reuse a password across accounts')],
  },
  {
    title: 'Reporting an incident',
    role: 'content',
    points: [statement('Forward suspicious e-mails to the security team within one hour'), statement('Do not delete the message before it is reported')],
  },
  {
    title: 'Clean desk policy',
    role: 'content',
    points: [statement('Lock your screen whenever you leave your desk'), statement('Keep printed documents in a locked drawer')],
  },
  { title: 'Thank you', role: 'closing', points: [] },
];
