import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseProgress } from '../../db/schema.ts';

/**
 * Has this user completed this course? The one question the assessment and certificates ask: a completion
 * is recorded only after the server checked the learner's slide-by-slide journey (progress.service.ts).
 */
export async function isCourseCompleted(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ completedAt: courseProgress.completedAt })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId), isNotNull(courseProgress.completedAt)))
    .limit(1);
  return Boolean(row);
}
