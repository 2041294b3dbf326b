import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { courseSlides } from '../db/schema.ts';
import { bearer } from './actors.ts';
import type { TestApp } from './test-app.ts';

/** Moves every recorded slide arrival of the user an hour back, as if each slide's audio had played. */
export async function letSlidesPlay(db: Db, userId: string) {
  await db.execute(sql`update slide_progress set reached_at = reached_at - interval '1 hour' where user_id = ${userId}`);
}

export const userIdOf = async (app: TestApp, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user-dashboard/profile', headers: bearer(token) })).json<{ id: string }>().id;

/**
 * Plays a course as the web player does: reports slide 1, then each next slide with the percent of the
 * slides left behind, letting each slide's audio play first. Stops on slide `upTo` (1-based).
 */
export async function playSlides(
  app: TestApp,
  db: Db,
  learner: { token: string; tenantId: string },
  course: { id: string; slides: number },
  upTo: number,
) {
  const userId = await userIdOf(app, learner.token);
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: `/api/courses/${course.id}/update-progress`, headers: bearer(learner.token), payload });
  let last = await post({ tenantId: learner.tenantId, progress: 0, slideNumber: 1 });
  for (let slide = 2; slide <= upTo; slide++) {
    await letSlidesPlay(db, userId);
    const progress = Math.round(((slide - 1) / course.slides) * 100);
    last = await post({ tenantId: learner.tenantId, progress, slideNumber: slide, audioPlayedRatio: 1 });
    if (last.statusCode !== 200) throw new Error(`slide ${slide}: ${last.statusCode} ${last.body}`);
  }
  await letSlidesPlay(db, userId);
  return last;
}

/** Plays every slide of the course as the player does (the server checks the journey), then finishes it. */
export async function finishCourse(app: TestApp, db: Db, learner: { token: string; tenantId: string }, courseId: string) {
  const rows = await db.select({ n: courseSlides.number }).from(courseSlides).where(eq(courseSlides.courseId, courseId));
  await playSlides(app, db, learner, { id: courseId, slides: rows.length }, rows.length);
  return app.inject({ method: 'POST', url: `/api/tenant-admin/tenants/${learner.tenantId}/courses/${courseId}/complete`, headers: bearer(learner.token) });
}
