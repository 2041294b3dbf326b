import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { aiAudit, courses, users } from '../../db/schema.ts';
import { containsPattern, onePage, type PageRequest } from '../../lib/paging.ts';

// The AI trail has no foreign keys (it outlives courses and people), so course titles and names are joined
// on where they still exist: a retired course keeps its title, an anonymized person reads as such.

const trailWhere = (tenantId: string, filter: { courseId?: string; search?: string }) =>
  and(
    eq(aiAudit.tenantId, tenantId),
    filter.courseId ? eq(aiAudit.courseId, filter.courseId) : undefined,
    filter.search === undefined ? undefined : ilike(aiAudit.question, containsPattern(filter.search)),
  );

const entryColumns = {
  id: aiAudit.id,
  question: aiAudit.question,
  courseId: aiAudit.courseId,
  courseTitle: courses.title,
  engine: aiAudit.engine,
  outcome: aiAudit.outcome,
  sources: aiAudit.sources,
  durationMs: aiAudit.durationMs,
  createdAt: aiAudit.createdAt,
};

/** One page of the organization's questions, newest first (the (tenant, created) index serves it). */
export async function listAiTrail(db: Db, tenantId: string, filter: { courseId?: string }, request: PageRequest<'createdAt'>) {
  const query = db
    .select(entryColumns)
    .from(aiAudit)
    .leftJoin(courses, eq(courses.id, aiAudit.courseId))
    .where(trailWhere(tenantId, { ...filter, search: request.search }))
    .orderBy(desc(aiAudit.createdAt), desc(aiAudit.id));
  return onePage(query.$dynamic(), request);
}

export async function countAiTrail(db: Db, tenantId: string, filter: { courseId?: string; search?: string }) {
  const [row] = await db.select({ n: count() }).from(aiAudit).where(trailWhere(tenantId, filter));
  return row?.n ?? 0;
}

/** Questions per course in one grouped query, most asked first. */
export async function countAiTrailPerCourse(db: Db, tenantId: string) {
  return db
    .select({ courseId: aiAudit.courseId, courseTitle: courses.title, questions: sql<number>`count(*)::int` })
    .from(aiAudit)
    .leftJoin(courses, eq(courses.id, aiAudit.courseId))
    .where(eq(aiAudit.tenantId, tenantId))
    .groupBy(aiAudit.courseId, courses.title)
    .orderBy(desc(sql`count(*)`), courses.title);
}

/** One question of the organization with its answer and who asked (when that person still exists in it). */
export async function findAiTrailEntry(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select({ ...entryColumns, answer: aiAudit.answer, userId: aiAudit.userId, name: users.name, email: users.email })
    .from(aiAudit)
    .leftJoin(courses, eq(courses.id, aiAudit.courseId))
    .leftJoin(users, and(eq(users.id, aiAudit.userId), eq(users.tenantId, tenantId)))
    .where(and(eq(aiAudit.tenantId, tenantId), eq(aiAudit.id, id)))
    .limit(1);
  return row;
}
