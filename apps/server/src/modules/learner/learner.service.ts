import type { Profile, UserCourseRecord } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/auth.service.ts';
import { findUserTenantId } from '../progress/progress.repository.ts';
import { findProfile, listUserCourseProgress } from './learner.repository.ts';

export const learnerServerMessages = {
  ownOnly: 'You can only see your own courses.',
  userNotFound: 'User not found',
} as const;

/** One primary-key read after sign-in: the benchmark's bare route uses it as its yardstick. */
export async function getProfile(db: Db, caller: Caller): Promise<Profile> {
  const profile = await findProfile(db, caller.userId);
  if (!profile) throw new AppError('NOT_FOUND', learnerServerMessages.userNotFound);
  return profile;
}

/** One record per enabled course of the caller's organization; certificates arrive with the quiz issue. */
export async function findUserCourseRecords(db: Db, caller: Caller, userId: string): Promise<UserCourseRecord[]> {
  if (userId !== caller.userId) {
    // A colleague's records are refused; anyone else answers as if they did not exist.
    if ((await findUserTenantId(db, userId)) !== caller.tenantId) throw new AppError('NOT_FOUND', learnerServerMessages.userNotFound);
    throw new AppError('FORBIDDEN', learnerServerMessages.ownOnly);
  }
  const rows = await listUserCourseProgress(db, caller.tenantId, userId);
  return rows.map((row) => ({
    courseId: row.courseId,
    progress: row.progress ?? 0,
    canDownloadCertificate: false,
    certificateUrl: null,
    canRetakeQuiz: false,
  }));
}
