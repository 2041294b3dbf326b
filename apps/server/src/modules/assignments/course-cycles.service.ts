import { type CourseCycle, type CourseHistory, nextCycleDueAt } from '@complyra/core';
import { accessMessages } from '../../access/access-messages.ts';
import { findUserOwner } from '../../access/access.repository.ts';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCourseTitles, listExpiredOpenCertificates, readEmployeeHistory, startNextCycle } from './course-cycles.repository.ts';
import { complianceNow } from '../../lib/clock.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Recertification: every certificate of an open cycle that expired by `now` re-opens its course for its
 * holder. The new cycle starts at the expiry and is due by the course's window from then (nextCycleDueAt).
 * A second run, or a second server, re-opens nothing twice. Returns how many courses re-opened.
 */
export async function reopenExpiredCourses(db: Db, now = complianceNow()): Promise<number> {
  let reopened = 0;
  for (const expired of await listExpiredOpenCertificates(db, now)) {
    const startedAt = new Date(expired.expiresAt!);
    const cycle = await startNextCycle(db, {
      tenantId: expired.tenantId,
      userId: expired.userId,
      courseId: expired.courseId,
      reason: 'recertification',
      endReason: 'expired',
      startedAt,
      dueAt: nextCycleDueAt(expired, startedAt),
      firstStartedAt: new Date(expired.firstStartedAt),
      expiredCertificateId: expired.certificateId,
    });
    if (cycle !== null) reopened++;
  }
  return reopened;
}

const certificateStatus = (row: { status: 'valid' | 'revoked'; expiresAt: Date | null }, now: Date) =>
  row.status === 'revoked' ? 'revoked' : row.expiresAt && new Date(row.expiresAt) < now ? 'expired' : 'valid';

/**
 * Every cycle of every course the employee has a record of, for their organization's admin (or the super
 * user): the ended ones as they were kept, the open one with its live progress. Newest cycle first.
 */
export async function findEmployeeHistory(db: Db, caller: Caller, tenantId: string, userId: string): Promise<CourseHistory> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const owner = await findUserOwner(db, userId);
  if (!owner || owner.tenantId !== tenantId) throw new AppError('NOT_FOUND', accessMessages.userNotFound);
  const history = await readEmployeeHistory(db, userId);
  const now = complianceNow();
  const courseIds = [
    ...new Set([...history.progress, ...history.cycles, ...history.attempts, ...history.certificates].map((row) => row.courseId)),
  ];
  const titles = await findCourseTitles(db, courseIds);
  return courseIds.map((courseId) => {
    const cycles = history.cycles.filter((row) => row.courseId === courseId);
    const live = history.progress.find((row) => row.courseId === courseId);
    const openNumber = cycles.length > 0 ? Math.max(...cycles.map((row) => row.cycle)) : 1;
    const numbers = cycles.length > 0 ? cycles.map((row) => row.cycle) : [1];
    const view = numbers.map((number): CourseCycle => {
      const row = cycles.find((c) => c.cycle === number);
      const isOpen = number === openNumber;
      const inCycle = <T extends { courseId: string; archivedCycle: number | null }>(item: T) =>
        item.courseId === courseId && (item.archivedCycle ?? openNumber) === number;
      return {
        cycle: number,
        reason: row?.reason ?? 'assigned',
        courseVersion: row?.courseVersion ?? 1,
        startedAt: iso(row?.startedAt ?? null),
        dueAt: iso(row?.dueAt ?? null),
        endedAt: iso(row?.endedAt ?? null),
        endReason: row?.endReason ?? null,
        progress: (isOpen ? live?.progress : row?.progress) ?? 0,
        completedAt: iso((isOpen ? live?.completedAt : row?.completedAt) ?? null),
        attempts: history.attempts.filter(inCycle).map((a) => ({
          id: a.id,
          courseVersion: a.courseVersion,
          score: a.score,
          passed: a.passed,
          createdAt: iso(a.createdAt)!,
          submittedAt: iso(a.submittedAt),
        })),
        certificates: history.certificates.filter(inCycle).map((c) => ({
          code: c.code,
          courseVersion: c.courseVersion,
          issuedAt: iso(c.issuedAt)!,
          expiresAt: iso(c.expiresAt),
          status: certificateStatus(c, now),
        })),
      };
    });
    return { courseId, title: titles.get(courseId) ?? '', cycles: view.reverse() };
  });
}
