import {
  type ActivityEntry,
  dueStatus,
  employeeDueAt,
  type ListParams,
  type PlatformSummary,
  recentActivityLimit,
  type Statistics,
  type UsersProgressPage,
  type UsersProgressSort,
} from '@complyra/core';
import { requireAccess } from '../../access/require-access.ts';
import type { Caller } from '../../access/caller.ts';
import type { Db } from '../../db/database.ts';
import { toPageRequest } from '../../lib/paging.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import type { PageRequest } from '../../lib/paging.ts';
import { countUsersOfTenant, findUserPageIds } from '../users/users.repository.ts';
import {
  countOverdue,
  countPlatformTotals,
  countTrainingStatus,
  findEmployeePageIdsByProgress,
  findRecentlyActiveEmployees,
  listEmployeeCourseStates,
  type ProgressSort,
} from './reports.repository.ts';
import { complianceNow } from '../../lib/clock.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function getStatistics(db: Db, caller: Caller, tenantId: string): Promise<Statistics> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const [counts, overdue] = await adminListGate(() =>
    Promise.all([countTrainingStatus(db, tenantId), countOverdue(db, tenantId)]));
  const pairs = counts.totalUsers * counts.totalCourses;
  return {
    totalUsers: counts.totalUsers,
    totalCourses: counts.totalCourses,
    completionRate: pairs === 0 ? 0 : oneDecimal((counts.completed / pairs) * 100),
    trainingStatus: {
      completed: counts.completed,
      inProgress: counts.inProgress,
      notStarted: Math.max(0, pairs - counts.completed - counts.inProgress),
    },
    overdue,
  };
}

/** These employees' entries, in the order of `userIds` (one page at most): their enabled courses split by state. */
export async function buildEntries(db: Db, tenantId: string, userIds: string[]): Promise<ActivityEntry[]> {
  const entries = new Map<string, ActivityEntry>();
  const now = complianceNow();
  for (const row of await listEmployeeCourseStates(db, tenantId, userIds)) {
    let entry = entries.get(row.userId);
    if (!entry) {
      entry = {
        userId: row.userId,
        name: row.name,
        email: row.email,
        lastActivityAt: null,
        invitePending: !row.hasPassword && Boolean(row.hasOpenInvite),
        courses: {
          total: 0,
          notStarted: 0,
          inProgress: 0,
          completed: 0,
          overdue: 0,
          inProgressDetails: [],
          completedDetails: [],
          notStartedDetails: [],
        },
      };
      entries.set(row.userId, entry);
    }
    if (!row.courseId || row.title === null) continue;
    const c = entry.courses;
    const progress = row.progress ?? 0;
    c.total++;
    const rule = row.assignedAt ? { dueDate: row.dueDate, dueDays: row.dueDays, assignedAt: row.assignedAt } : null;
    const dueAt = row.cycleDueAt ? new Date(row.cycleDueAt) : rule ? employeeDueAt(rule, row.addedAt) : null;
    if (dueStatus(dueAt, row.passed ? 'unknown' : null, now) === 'overdue') c.overdue++;
    if (progress >= 100) {
      c.completed++;
      c.completedDetails.push({ courseId: row.courseId, title: row.title });
    } else if (progress > 0) {
      c.inProgress++;
      c.inProgressDetails.push({ courseId: row.courseId, title: row.title, progress });
    } else {
      c.notStarted++;
      c.notStartedDetails.push({ courseId: row.courseId, title: row.title });
    }
    if (row.updatedAt) {
      const at = new Date(row.updatedAt).toISOString();
      if (!entry.lastActivityAt || at > entry.lastActivityAt) entry.lastActivityAt = at;
    }
  }
  return userIds.flatMap((id) => entries.get(id) ?? []);
}

const isByName = (request: PageRequest<UsersProgressSort>): request is PageRequest<'name' | 'email'> =>
  request.sort === 'name' || request.sort === 'email';

/** The Users tab: one page of employees (name order unless asked), searched by name or e-mail. */
export async function listUsersProgress(
  db: Db,
  caller: Caller,
  tenantId: string,
  query: ListParams<UsersProgressSort>,
): Promise<UsersProgressPage> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const request = toPageRequest(query, { sort: 'name', order: 'asc' }, { alwaysPaged: true });
  return adminListGate(async () => {
    const [total, ids] = await Promise.all([
      countUsersOfTenant(db, tenantId, request.search, 'EMPLOYEE'),
      // By name or e-mail: the users module's page of users, its employees only.
      isByName(request)
        ? findUserPageIds(db, tenantId, request, 'EMPLOYEE')
        : findEmployeePageIdsByProgress(db, tenantId, request as PageRequest<ProgressSort>),
    ]);
    return { items: await buildEntries(db, tenantId, ids), total, page: request.page, limit: request.limit ?? ids.length };
  });
}

/** The employees who played something lately, most recent first (at most 20). */
export async function listRecentActivity(db: Db, caller: Caller, tenantId: string): Promise<ActivityEntry[]> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  return adminListGate(async () => {
    const recent = await findRecentlyActiveEmployees(db, tenantId, recentActivityLimit);
    return buildEntries(
      db,
      tenantId,
      recent.map((row) => row.user_id),
    );
  });
}

export async function getPlatformSummary(db: Db): Promise<PlatformSummary> {
  return adminListGate(() => countPlatformTotals(db));
}
