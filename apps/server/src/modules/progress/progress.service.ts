import { type Progress, progressMessages, type UpdateProgress } from '@complyra/core';
import { findUserOwner } from '../../access/access.repository.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../access/caller.ts';
import { findAssignmentState, findProgress, type ProgressRow, recordProgress } from './progress.repository.ts';

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

/** A forward move in the player. The caller's own organization only (the access rule checks tenantId). */
export async function updateProgress(db: Db, caller: Caller, courseId: string, input: UpdateProgress) {
  return record(db, caller, courseId, input.progress, input.slideNumber ?? null);
}

/** The caller finished the course: 100% and the completion time. */
export async function completeCourse(db: Db, caller: Caller, courseId: string) {
  return record(db, caller, courseId, 100, null);
}

/** An employee reads their own progress; an admin that of the organization's people; a super user anyone's. */
export async function getUserProgress(db: Db, caller: Caller, userId: string, courseId: string): Promise<Progress> {
  await requireAccess(db, caller, 'user.records.read', { userId });
  const tenantId = userId === caller.userId ? caller.tenantId : (await findUserOwner(db, userId))?.tenantId;
  if (!tenantId) return toProgress(courseId, undefined);
  return toProgress(courseId, await findProgress(db, tenantId, userId, courseId));
}
