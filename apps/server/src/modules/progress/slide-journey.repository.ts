import type { Journey } from '@complyra/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { selectRows } from '../../db/select-rows.ts';
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

export interface AssignedJourney {
  isEnabled: boolean;
  journey: Journey;
}

/**
 * The assignment's state and the recorded journey in one statement (a learner's hot path: every move in the
 * player reads it): slides reached and completed, the furthest slide's arrival and its shortest narration (the
 * organization's copy or the catalogue's). Undefined when the organization does not have the course.
 * Progress stored before slide records existed still counts: its slides were reached and left.
 */
export async function readAssignedJourney(db: Db, key: JourneyKey): Promise<AssignedJourney | undefined> {
  const [row] = await selectRows<{
    is_enabled: boolean; skippable: boolean; slide_count: number; furthest: number; furthest_reached_at: number | null;
    audio_seconds: number | null; completed: number; legacy_furthest: number;
  }>(db, sql`
    with journey as (
      select ${slideProgress.slideNumber} as slide_number, ${slideProgress.reachedAt} as reached_at, ${slideProgress.completedAt} as completed_at
      from ${slideProgress} where ${slideProgress.userId} = ${key.userId} and ${slideProgress.courseId} = ${key.courseId}
    ), legacy as (
      select coalesce(max(${courseProgress.lastSlide}), 0) as last_slide from ${courseProgress}
      where ${courseProgress.userId} = ${key.userId} and ${courseProgress.courseId} = ${key.courseId}
    ), furthest as (
      select greatest(coalesce((select max(slide_number) from journey), 0), (select last_slide from legacy)) as n
    )
    select ${tenantCourses.isEnabled} as is_enabled, ${tenantCourses.skippable} as skippable,
      (select count(*)::int from ${courseSlides} where ${courseSlides.courseId} = ${key.courseId}) as slide_count,
      (select n from furthest)::int as furthest,
      (select (extract(epoch from reached_at) * 1000)::float8 from journey where slide_number = (select n from furthest)) as furthest_reached_at,
      (select min(${slideNarrations.audioSeconds})::float8 from ${slideNarrations}
        where ${slideNarrations.courseId} = ${key.courseId} and ${slideNarrations.slideNumber} = (select n from furthest)
          and (${slideNarrations.tenantId} = ${key.tenantId} or ${slideNarrations.tenantId} is null)) as audio_seconds,
      (select count(*)::int from journey where completed_at is not null) as completed,
      (select last_slide from legacy)::int as legacy_furthest
    from ${tenantCourses}
    where ${tenantCourses.tenantId} = ${key.tenantId} and ${tenantCourses.courseId} = ${key.courseId}
    limit 1`);
  if (!row) return undefined;
  const furthest = Number(row.furthest);
  return {
    isEnabled: row.is_enabled,
    journey: {
      slideCount: Number(row.slide_count),
      furthest,
      furthestReachedAt: row.furthest_reached_at === null ? null : Math.round(Number(row.furthest_reached_at)),
      furthestAudioSeconds: furthest > 0 && row.audio_seconds !== null ? Number(row.audio_seconds) : null,
      completedSlides: Math.max(Number(row.completed), Number(row.legacy_furthest) - 1),
      skippable: row.skippable,
    },
  };
}

/**
 * Records a step of the journey in one statement: the slide left completed (with how much of its audio played)
 * and the slide arrived at (kept as first reached when it was reached before).
 */
export async function recordSlideSteps(
  db: Db,
  key: JourneyKey,
  step: { complete?: number | null; reach?: number | null },
  at: Date,
  audioPlayedRatio: number | null,
) {
  const row = (slideNumber: number, completed: boolean) => ({
    userId: key.userId, courseId: key.courseId, slideNumber, reachedAt: at,
    completedAt: completed ? at : null, audioPlayedRatio: completed ? audioPlayedRatio : null,
  });
  const rows = [...(step.complete ? [row(step.complete, true)] : []), ...(step.reach ? [row(step.reach, false)] : [])];
  if (rows.length === 0) return;
  await db
    .insert(slideProgress)
    .values(rows)
    .onConflictDoUpdate({
      target: [slideProgress.userId, slideProgress.courseId, slideProgress.slideNumber],
      set: { completedAt: sql`excluded.completed_at`, audioPlayedRatio: sql`excluded.audio_played_ratio` },
      // A slide reached again keeps its row untouched.
      setWhere: sql`excluded.completed_at is not null`,
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
