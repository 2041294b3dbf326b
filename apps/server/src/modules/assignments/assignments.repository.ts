import type { PocInput } from '@complyra/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { coursePocs, courses, tenantCourses, users } from '../../db/schema.ts';
import type { PointOfContact } from '../ingest/ingest-engines.ts';

export type TenantCourseRow = Awaited<ReturnType<typeof listTenantCourses>>[number];
export type PocRow = typeof coursePocs.$inferSelect;

// The organization's employees: every enabled course counts them as enrolled. An uncorrelated subquery,
// so PostgreSQL computes it once per statement, not once per course.
const employeeCount = (tenantId: string) =>
  sql<number>`(select count(*)::int from ${users} where ${users.tenantId} = ${tenantId} and ${users.role} = 'EMPLOYEE')`;

/** One organization's courses with their catalogue data, in one query (a hot path of the learner). */
export async function listTenantCourses(
  db: Db,
  tenantId: string,
  filter: { enabled?: boolean; courseId?: string } = {},
) {
  return db
    .select({ course: courses, assignment: tenantCourses, employees: employeeCount(tenantId) })
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(
      and(
        eq(tenantCourses.tenantId, tenantId),
        filter.enabled === undefined ? undefined : eq(tenantCourses.isEnabled, filter.enabled),
        filter.courseId ? eq(tenantCourses.courseId, filter.courseId) : undefined,
      ),
    )
    .orderBy(asc(tenantCourses.assignedAt), asc(tenantCourses.courseId));
}

/** The points of contact of several of one organization's courses at once (no query per course). */
export async function listPocs(db: Db, tenantId: string, courseIds: string[]): Promise<PocRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(coursePocs)
    .where(and(eq(coursePocs.tenantId, tenantId), inArray(coursePocs.courseId, courseIds)))
    .orderBy(asc(coursePocs.courseId), asc(coursePocs.position));
}

/**
 * What the pipeline's organization copy names in its explanations (PipelineDeps.findPointsOfContact):
 * pass `(tenantId, courseId) => findPointsOfContact(db, tenantId, courseId)`.
 */
export async function findPointsOfContact(db: Db, tenantId: string, courseId: string): Promise<PointOfContact[]> {
  const rows = await listPocs(db, tenantId, [courseId]);
  return rows.map((p) => ({ role: p.role, name: p.name, contact: p.contact || (p.email ?? '') }));
}

export type AssignmentProperties = Pick<typeof tenantCourses.$inferInsert, 'mandatory' | 'skippable' | 'retryType'>;

const pocValues = (tenantId: string, courseId: string, pocs: PocInput[]) =>
  pocs.map((p, position) => ({
    tenantId,
    courseId,
    role: p.role,
    name: p.name,
    email: p.email ? p.email : null,
    contact: p.contact,
    position,
  }));

/** Adds the course to the organization with its contacts; false when it was already there. */
export async function insertAssignment(
  db: Db,
  tenantId: string,
  courseId: string,
  properties: AssignmentProperties,
  pocs: PocInput[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tenantCourses)
      .values({ tenantId, courseId, ...properties })
      .onConflictDoNothing()
      .returning({ courseId: tenantCourses.courseId });
    if (inserted.length === 0) return false;
    if (pocs.length > 0) await tx.insert(coursePocs).values(pocValues(tenantId, courseId, pocs));
    return true;
  });
}

/** Replaces the properties and the whole contact list; false when the course is not the organization's. */
export async function updateAssignment(
  db: Db,
  tenantId: string,
  courseId: string,
  properties: AssignmentProperties,
  pocs: PocInput[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(tenantCourses)
      .set(properties)
      .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
      .returning({ courseId: tenantCourses.courseId });
    if (updated.length === 0) return false;
    await tx.delete(coursePocs).where(and(eq(coursePocs.tenantId, tenantId), eq(coursePocs.courseId, courseId)));
    if (pocs.length > 0) await tx.insert(coursePocs).values(pocValues(tenantId, courseId, pocs));
    return true;
  });
}

export async function setAssignmentEnabled(db: Db, tenantId: string, courseId: string, isEnabled: boolean) {
  const rows = await db
    .update(tenantCourses)
    .set({ isEnabled })
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .returning({ courseId: tenantCourses.courseId });
  return rows.length > 0;
}

export async function findCourseState(db: Db, courseId: string) {
  const [row] = await db
    .select({ status: courses.status, version: courses.version })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}
