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

/** One record per enabled course of the caller's organization, with the server-issued certificate if any. */
export async function findUserCourseRecords(db: Db, caller: Caller, userId: string): Promise<UserCourseRecord[]> {
  await requireAccess(db, caller, 'user.records.read', { userId });
  const tenantId = userId === caller.userId ? caller.tenantId : (await findUserOwner(db, userId))?.tenantId;
  const [rows, passed, addedAt] = await Promise.all([
    tenantId ? listUserCourseProgress(db, tenantId, userId) : [],
    listPassedCourses(db, userId),
    findUserAddedAt(db, userId),
  ]);
  const now = complianceNow();
  const records = rows.map((row) => {
    const certificate = passed.get(row.courseId);
    const progress = row.progress ?? 0;
    const dueAt = courseDueAt(row, addedAt ?? row.assignedAt);
    // Completed means passed: the certificate's date, or a pass whose certificate is still being made.
    const completedAt = passed.has(row.courseId) ? (certificate?.issuedAt ?? 'unknown') : null;
    return {
      dueAt: dueAt?.toISOString() ?? null,
      dueStatus: dueStatus(dueAt, completedAt, now),
      mandatory: row.mandatory,
      courseId: row.courseId,
      progress,
      canDownloadCertificate: Boolean(certificate),
      certificateUrl: certificate ? certificateLink(certificate.code) : null,
      // The assessment opens at 100% and closes once passed (README, Assessment), as the quiz start does.
      canRetakeQuiz: progress >= 100 && !passed.has(row.courseId),
    };
  });
  // Overdue mandatory courses first, the rest in the order they were assigned.
  return overdueMandatoryFirst(records, (r) => r).map(({ mandatory: _mandatory, ...record }) => record);
}
