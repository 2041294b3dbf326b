import { judgeReport, type Progress, progressMessages, type UpdateProgress } from '@complyra/core';
import { findUserOwner } from '../../access/access.repository.ts';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAssignmentState, findProgress, type ProgressRow, recordProgress } from './progress.repository.ts';
import {
  lockJourney,
  readAssignedJourney,
  recordSlideSteps,
} from './slide-journey.repository.ts';

const toProgress = (courseId: string, row: ProgressRow | undefined): Progress => ({
  courseId,
  progress: row?.progress ?? 0,
  completed: Boolean(row?.completedAt) || (row?.progress ?? 0) >= 100,
  lastSlide: row?.lastSlide ?? null,
});

async function record(db: Db, caller: Caller, courseId: string, progress: number, slideNumber: number | null) {
  const row = await recordProgress(db, { userId: caller.userId, tenantId: caller.tenantId, courseId, progress, slideNumber });
  if (row) return toProgress(courseId, row);
  // Refused: say whether the course exists for the organization but is switched off.
  const assignment = await findAssignmentState(db, caller.tenantId, courseId);
  throw new AppError(assignment ? 'FORBIDDEN' : 'NOT_FOUND', progressMessages.courseNotAvailable);
}

/**
 * Checks a report against the learner's recorded journey and records the slide it reaches or completes.
 * Throws 400 with the reason when it skips a slide, leaves one faster than its audio plays at 2x, claims
 * more progress than the slides completed, or completes the course too early.
 */
async function followJourney(db: Db, caller: Caller, courseId: string, input: UpdateProgress, finishing: boolean) {
  const key = { userId: caller.userId, tenantId: caller.tenantId, courseId };
  const now = new Date();
  await db.transaction(async (tx) => {
    await lockJourney(tx, key);
    const assigned = await readAssignedJourney(tx, key);
    if (!assigned?.isEnabled) throw new AppError(assigned ? 'FORBIDDEN' : 'NOT_FOUND', progressMessages.courseNotAvailable);
    const report = { progress: input.progress, slideNumber: input.slideNumber, finishing };
    const step = judgeReport(assigned.journey, report, now.getTime());
    if (!step.ok) throw new AppError('BAD_REQUEST', step.message);
    await recordSlideSteps(tx, key, step, now, input.audioPlayedRatio ?? null);
  });
}

/** A move in the player (progress 100 finishes). The caller's own organization only (the access rule checks tenantId). */
export async function updateProgress(db: Db, caller: Caller, courseId: string, input: UpdateProgress) {
  const finishing = input.progress >= 100;
  await followJourney(db, caller, courseId, input, finishing);
  return record(db, caller, courseId, input.progress, input.slideNumber ?? null);
}

/** The caller finished the course on its last slide: 100% and the completion time. */
export async function completeCourse(db: Db, caller: Caller, courseId: string) {
  await followJourney(db, caller, courseId, { tenantId: caller.tenantId, progress: 100 }, true);
  return record(db, caller, courseId, 100, null);
}

/** An employee reads their own progress; an admin that of the organization's people; a super user anyone's. */
export async function getUserProgress(db: Db, caller: Caller, userId: string, courseId: string): Promise<Progress> {
  await requireAccess(db, caller, 'user.records.read', { userId });
  const tenantId = userId === caller.userId ? caller.tenantId : (await findUserOwner(db, userId))?.tenantId;
  if (!tenantId) return toProgress(courseId, undefined);
  return toProgress(courseId, await findProgress(db, tenantId, userId, courseId));
}
