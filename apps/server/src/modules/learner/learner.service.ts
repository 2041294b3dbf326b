import type { Profile, UserCourseRecord } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/auth.service.ts';
import { findUserTenantId } from '../progress/progress.repository.ts';
import { findProfile, listUserCourseProgress } from './learner.repository.ts';
import { listLatestCertificates } from '../certificates/certificates.repository.ts';
import { certificateLink } from '../certificates/certificates.service.ts';

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

/** One record per enabled course of the caller's organization, with the server-issued certificate if any. */
export async function findUserCourseRecords(db: Db, caller: Caller, userId: string): Promise<UserCourseRecord[]> {
  if (userId !== caller.userId) {
    // A colleague's records are refused; anyone else answers as if they did not exist.
    if ((await findUserTenantId(db, userId)) !== caller.tenantId) throw new AppError('NOT_FOUND', learnerServerMessages.userNotFound);
    throw new AppError('FORBIDDEN', learnerServerMessages.ownOnly);
  }
  const [rows, certificates] = await Promise.all([listUserCourseProgress(db, caller.tenantId, userId),
    listLatestCertificates(db, userId)]);
  return rows.map((row) => {
    const certificate = certificates.get(row.courseId);
    const progress = row.progress ?? 0;
    return {
      courseId: row.courseId,
      progress,
      canDownloadCertificate: Boolean(certificate),
      certificateUrl: certificate ? certificateLink(certificate.code) : null,
      // The assessment opens at 100% and stays open until it is passed.
      canRetakeQuiz: progress >= 100 && !certificate,
    };
  });
}
