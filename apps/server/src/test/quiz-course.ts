import { assembleCourseModel, type CourseModel } from '@complyra/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { courseSlides } from '../db/schema.ts';
import { insertReadyCourse } from './catalogue.ts';

/** A small hand-made model with terms, figures, instructions and lists. */
export const phishingModel: CourseModel = assembleCourseModel('en', [
  { number: 1, title: 'Phishing Awareness', role: 'title', points: [], notes: '', source: 'text' },
  {
    number: 2,
    title: 'Kinds of phishing',
    role: 'content',
    points: [
      { text: 'Phishing: a fraudulent message that asks for data', level: 0, kind: 'term', term: 'Phishing', definition: 'a fraudulent message that asks for data' },
      { text: 'Spear phishing: a phishing e-mail aimed at one person', level: 0, kind: 'term', term: 'Spear phishing', definition: 'a phishing e-mail aimed at one person' },
      { text: 'Whaling: spear phishing aimed at senior executives', level: 0, kind: 'term', term: 'Whaling', definition: 'spear phishing aimed at senior executives' },
      { text: 'Smishing: phishing by text message', level: 0, kind: 'term', term: 'Smishing', definition: 'phishing by text message' },
      { text: 'Vishing: phishing by telephone call', level: 0, kind: 'term', term: 'Vishing', definition: 'phishing by telephone call' },
    ],
    notes: '',
    source: 'text',
  },
  {
    number: 3,
    title: 'Figures',
    role: 'content',
    points: [
      { text: '91% of cyber attacks start with an e-mail', level: 0, kind: 'figure', figure: '91%', measures: 'cyber attacks that start with an e-mail' },
      { text: '30% of phishing messages are opened', level: 0, kind: 'figure', figure: '30%', measures: 'phishing messages that are opened' },
      { text: '12 minutes is the average time to the first click', level: 0, kind: 'figure', figure: '12 minutes', measures: 'the average time to the first click' },
      { text: '4 in 10 staff reuse passwords', level: 0, kind: 'figure', figure: '4 in 10', measures: 'staff who reuse passwords' },
    ],
    notes: '',
    source: 'text',
  },
  {
    number: 4,
    title: 'Reporting',
    role: 'content',
    points: [
      { text: 'Report the message to the security team', level: 0, kind: 'instruction' },
      { text: 'Do not click links in the message', level: 0, kind: 'instruction' },
    ],
    notes: '',
    source: 'text',
  },
  {
    number: 5,
    title: 'Warning signs',
    role: 'content',
    points: [
      { text: 'Urgent requests for money', level: 0, kind: 'statement' },
      { text: 'A sender address that does not match the name', level: 0, kind: 'statement' },
      { text: 'Unexpected attachments from strangers', level: 0, kind: 'statement' },
    ],
    notes: '',
    source: 'text',
  },
]);

/** A ready catalogue course whose slides carry the phishing course model. */
export async function insertPhishingCourse(db: Db, title = 'Phishing Awareness') {
  const course = await insertReadyCourse(db, { title, slides: phishingModel.slides.length });
  for (const slide of phishingModel.slides) {
    await db
      .update(courseSlides)
      .set({ title: slide.title, text: slide.points.map((p) => p.text).join('\n'), model: slide })
      .where(and(eq(courseSlides.courseId, course.id), eq(courseSlides.number, slide.number)));
  }
  return course;
}
