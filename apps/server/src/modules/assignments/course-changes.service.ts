import { assignmentMessages, type CourseChanges, type Retraining, retrainingMessages } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCourseChangeState, listOutdatedCompleters, markChangesReviewed } from './course-changes.repository.ts';
import { startNextCycle } from './course-cycles.repository.ts';
import { complianceNow } from '../../lib/clock.ts';

async function requireChangeState(db: Db, caller: Caller, tenantId: string, courseId: string) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const state = await findCourseChangeState(db, tenantId, courseId);
  if (!state) throw new AppError('NOT_FOUND', assignmentMessages.notAssigned);
  return state;
}

/**
 * What changed in the course since the admin last reviewed it (a replaced deck, approved explanation
 * changes), and who completed an earlier version of it.
 */
export async function findCourseChanges(db: Db, caller: Caller, tenantId: string, courseId: string): Promise<CourseChanges> {
  const state = await requireChangeState(db, caller, tenantId, courseId);
  const deckReplaced = state.reviewedDeckVersion !== null && state.deckVersion > state.reviewedDeckVersion;
  const approvedExplanations = Number(state.approvedExplanations);
  const outdated = await listOutdatedCompleters(db, tenantId, courseId, state.courseVersion);
  return {
    courseVersion: state.courseVersion,
    deckReplaced,
    approvedExplanations,
    needsReview: deckReplaced || approvedExplanations > 0,
    outdatedCompleters: outdated.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      courseVersion: row.courseVersion,
      completedAt: new Date(row.completedAt).toISOString(),
    })),
  };
}

/** The admin's answer: material bumps the course version, so its earlier completers are listed for retraining. */
export async function reviewCourseChange(db: Db, caller: Caller, tenantId: string, courseId: string, material: boolean) {
  await requireChangeState(db, caller, tenantId, courseId);
  await markChangesReviewed(db, tenantId, courseId, material);
  return findCourseChanges(db, caller, tenantId, courseId);
}

/**
 * Re-assigns the course to the chosen employees who completed an earlier version (only them): each gets a
 * new cycle due by the end of `dueDate` (UTC), and their earlier certificate stays valid until then.
 */
export async function retrainEmployees(
  db: Db,
  caller: Caller,
  tenantId: string,
  courseId: string,
  input: Retraining,
  now = complianceNow(),
) {
  const state = await requireChangeState(db, caller, tenantId, courseId);
  const dueAt = new Date(`${input.dueDate}T23:59:59.999Z`);
  if (dueAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', retrainingMessages.dueInPast);
  const chosen = new Set(input.userIds);
  let reassigned = 0;
  for (const person of await listOutdatedCompleters(db, tenantId, courseId, state.courseVersion)) {
    if (!chosen.has(person.userId)) continue;
    const cycle = await startNextCycle(db, {
      tenantId,
      userId: person.userId,
      courseId,
      reason: 'retraining',
      endReason: 'retraining',
      startedAt: now,
      dueAt,
      firstStartedAt: new Date(person.firstStartedAt),
      certificatesValidUntil: dueAt,
    });
    if (cycle !== null) reassigned++;
  }
  return { reassigned };
}
