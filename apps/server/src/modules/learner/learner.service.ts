import type { Profile, UserCourseRecord } from '@complyra/core';
import { accessMessages } from '../../access/access-messages.ts';
import { findUserOwner } from '../../access/access.repository.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../access/caller.ts';
import { findProfile, listUserCourseProgress } from './learner.repository.ts';

/** One primary-key read after sign-in: the benchmark's bare route uses it as its yardstick. */
export async function getProfile(db: Db, caller: Caller): Promise<Profile> {
  const profile = await findProfile(db, caller.userId);
  if (!profile) throw new AppError('NOT_FOUND', accessMessages.userNotFound);
  return profile;
}

/** One record per enabled course of the caller's organization; certificates arrive with the quiz issue. */
export async function findUserCourseRecords(db: Db, caller: Caller, userId: string): Promise<UserCourseRecord[]> {
  await requireAccess(db, caller, 'user.records.read', { userId });
  const tenantId = userId === caller.userId ? caller.tenantId : (await findUserOwner(db, userId))?.tenantId;
  const rows = tenantId ? await listUserCourseProgress(db, tenantId, userId) : [];
  return rows.map((row) => ({
    courseId: row.courseId,
    progress: row.progress ?? 0,
    canDownloadCertificate: false,
    certificateUrl: null,
    canRetakeQuiz: false,
  }));
}
