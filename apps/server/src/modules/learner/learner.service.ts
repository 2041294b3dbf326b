import { courseDueAt, dueStatus, overdueMandatoryFirst, type Profile, type UserCourseRecord } from '@complyra/core';
import { accessMessages } from '../../access/access-messages.ts';
import { findUserOwner } from '../../access/access.repository.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../access/caller.ts';
import { findProfile, findUserAddedAt, listUserCourseProgress } from './learner.repository.ts';
import { listPassedCourses } from '../certificates/certificates.repository.ts';
import { certificateLink } from '../certificates/certificates.service.ts';
import { complianceNow } from '../../lib/clock.ts';

/** One primary-key read after sign-in: the benchmark's bare route uses it as its yardstick. */
export async function getProfile(db: Db, caller: Caller): Promise<Profile> {
  const profile = await findProfile(db, caller.userId);
  if (!profile) throw new AppError('NOT_FOUND', accessMessages.userNotFound);
  return profile;
}

/** A person's name and e-mail for their report: the people who may read their records may read these. */
export async function getUserProfile(db: Db, caller: Caller, userId: string): Promise<Profile> {
  await requireAccess(db, caller, 'user.records.read', { userId });
  const profile = await findProfile(db, userId);
  if (!profile) throw new AppError('NOT_FOUND', accessMessages.userNotFound);
  return profile;
}

/**
 * An employee's standing in each enabled course of their organization: progress, due moment and where they stand
 * against it, and their pass (the certificate, when issued). What the dashboard's records and the chat's answers
 * about the learner are both made of.
 */
export async function learnerCourseStanding(db: Db, tenantId: string | undefined, userId: string) {
  const [rows, passed, addedAt] = await Promise.all([
    tenantId ? listUserCourseProgress(db, tenantId, userId) : [],
    listPassedCourses(db, userId),
    findUserAddedAt(db, userId),
  ]);
  const now = complianceNow();
  return rows.map((row) => {
    const certificate = passed.get(row.courseId);
    const dueAt = courseDueAt(row, addedAt ?? row.assignedAt);
    // Completed means passed: the certificate's date, or a pass whose certificate is still being made.
    const completedAt = passed.has(row.courseId) ? (certificate?.issuedAt ?? 'unknown') : null;
    return {
      courseId: row.courseId,
      mandatory: row.mandatory,
      progress: row.progress ?? 0,
      dueAt,
      dueStatus: dueStatus(dueAt, completedAt, now),
      passed: passed.has(row.courseId),
      certificate,
    };
  });
}

/** One record per enabled course of the caller's organization, with the server-issued certificate if any. */
export async function findUserCourseRecords(db: Db, caller: Caller, userId: string): Promise<UserCourseRecord[]> {
  await requireAccess(db, caller, 'user.records.read', { userId });
  const tenantId = userId === caller.userId ? caller.tenantId : (await findUserOwner(db, userId))?.tenantId;
  const records = (await learnerCourseStanding(db, tenantId, userId)).map((standing) => ({
    dueAt: standing.dueAt?.toISOString() ?? null,
    dueStatus: standing.dueStatus,
    mandatory: standing.mandatory,
    courseId: standing.courseId,
    progress: standing.progress,
    canDownloadCertificate: Boolean(standing.certificate),
    certificateUrl: standing.certificate ? certificateLink(standing.certificate.code) : null,
    // The assessment opens at 100% and closes once passed (README, Assessment), as the quiz start does.
    canRetakeQuiz: standing.progress >= 100 && !standing.passed,
  }));
  // Overdue mandatory courses first, the rest in the order they were assigned.
  return overdueMandatoryFirst(records, (r) => r).map(({ mandatory: _mandatory, ...record }) => record);
}
