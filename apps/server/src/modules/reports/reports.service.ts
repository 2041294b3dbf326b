import { type ActivityEntry, recentActivityLimit, type Statistics } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { countTrainingStatus, listEmployeeCourseStates } from './reports.repository.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function getStatistics(db: Db, tenantId: string): Promise<Statistics> {
  const counts = await countTrainingStatus(db, tenantId);
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
  };
}

/** One entry per employee (name order), their enabled courses split by state. */
export async function listUsersProgress(db: Db, tenantId: string): Promise<ActivityEntry[]> {
  const entries = new Map<string, ActivityEntry>();
  for (const row of await listEmployeeCourseStates(db, tenantId)) {
    let entry = entries.get(row.userId);
    if (!entry) {
      entry = {
        userId: row.userId,
        name: row.name,
        email: row.email,
        lastActivityAt: null,
        courses: {
          total: 0,
          notStarted: 0,
          inProgress: 0,
          completed: 0,
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
  return [...entries.values()];
}

/** The employees who played something lately, most recent first. */
export async function listRecentActivity(db: Db, tenantId: string): Promise<ActivityEntry[]> {
  return (await listUsersProgress(db, tenantId))
    .filter((entry) => entry.lastActivityAt !== null)
    .sort((a, b) => (b.lastActivityAt ?? '').localeCompare(a.lastActivityAt ?? ''))
    .slice(0, recentActivityLimit);
}
