import type { Journey } from '@complyra/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseProgress, courseSlides, slideNarrations, slideProgress, tenantCourses } from '../../db/schema.ts';

export interface JourneyKey {
  userId: string;
  tenantId: string;
  courseId: string;
}

/** Serializes one learner's reports on one course until the transaction ends (concurrent tabs, retries). */
export async function lockJourney(tx: Db, key: JourneyKey) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${key.userId}:${key.courseId}`}, 0))`);
}

/** The assignment's state: undefined when the organization does not have the course. */
export async function findAssignment(db: Db, key: JourneyKey) {
  const [row] = await db
    .select({ isEnabled: tenantCourses.isEnabled, skippable: tenantCourses.skippable })
    .from(tenantCourses)
    .where(and(eq(tenantCourses.tenantId, key.tenantId), eq(tenantCourses.courseId, key.courseId)))
    .limit(1);
  return row;
}

/** The recorded journey: slides reached and completed, the furthest slide's arrival and its audio length. */
export async function readJourney(db: Db, key: JourneyKey, skippable: boolean): Promise<Journey> {
  const [slides] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courseSlides)
    .where(eq(courseSlides.courseId, key.courseId));
  const rows = await db
    .select({
      slideNumber: slideProgress.slideNumber,
      reachedAt: slideProgress.reachedAt,
      completedAt: slideProgress.completedAt,
    })
    .from(slideProgress)
    .where(and(eq(slideProgress.userId, key.userId), eq(slideProgress.courseId, key.courseId)));
  const [legacy] = await db
    .select({ lastSlide: courseProgress.lastSlide })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, key.userId), eq(courseProgress.courseId, key.courseId)))
    .limit(1);
  const recordedFurthest = rows.reduce((max, row) => Math.max(max, row.slideNumber), 0);
  // Progress stored before slide records existed still counts: its slides were reached and left.
  const legacyFurthest = legacy?.lastSlide ?? 0;
  const furthest = Math.max(recordedFurthest, legacyFurthest);
  const furthestRow = rows.find((row) => row.slideNumber === furthest);
  const completed = rows.filter((row) => row.completedAt).length;
  return {
    slideCount: slides?.count ?? 0,
    furthest,
    furthestReachedAt: furthestRow ? new Date(furthestRow.reachedAt).getTime() : null,
    furthestAudioSeconds: furthest > 0 ? await findAudioSeconds(db, key, furthest) : null,
    completedSlides: Math.max(completed, legacyFurthest - 1),
    skippable,
  };
}

/** The shortest narration the learner may have heard on a slide: the organization's copy or the catalogue's. */
async function findAudioSeconds(db: Db, key: JourneyKey, slideNumber: number) {
  const [row] = await db
    .select({ seconds: sql<number | null>`min(${slideNarrations.audioSeconds})` })
    .from(slideNarrations)
    .where(
      and(
        eq(slideNarrations.courseId, key.courseId),
        eq(slideNarrations.slideNumber, slideNumber),
        sql`(${slideNarrations.tenantId} = ${key.tenantId} or ${slideNarrations.tenantId} is null)`,
      ),
    );
  return row?.seconds ?? null;
}

export async function recordSlideReached(db: Db, key: JourneyKey, slideNumber: number, at: Date) {
  await db
    .insert(slideProgress)
    .values({ userId: key.userId, courseId: key.courseId, slideNumber, reachedAt: at })
    .onConflictDoNothing();
}

export async function recordSlideCompleted(
  db: Db,
  key: JourneyKey,
  slideNumber: number,
  at: Date,
  audioPlayedRatio: number | null,
) {
  await db
    .insert(slideProgress)
    .values({ userId: key.userId, courseId: key.courseId, slideNumber, reachedAt: at, completedAt: at, audioPlayedRatio })
    .onConflictDoUpdate({
      target: [slideProgress.userId, slideProgress.courseId, slideProgress.slideNumber],
      set: { completedAt: at, audioPlayedRatio },
    });
}

/** The recorded journey of one learner through one course, slide by slide (for audits and tests). */
export async function listSlideProgress(db: Db, userId: string, courseId: string) {
  return db
    .select()
    .from(slideProgress)
    .where(and(eq(slideProgress.userId, userId), eq(slideProgress.courseId, courseId)))
    .orderBy(slideProgress.slideNumber);
}
