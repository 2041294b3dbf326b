import type { PocInput } from '@complyra/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { coursePocs, courses, tenantCourses, users } from '../../db/schema.ts';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { slidesToReview } from '../courses/courses.repository.ts';

export type TenantCourseRow = Awaited<ReturnType<typeof listTenantCourses>>[number];
export type PocRow = typeof coursePocs.$inferSelect;

// The organization's employees: every enabled course counts them as enrolled. An uncorrelated subquery,
// so PostgreSQL computes it once per statement, not once per course.
const employeeCount = (tenantId: string) =>
  sql<number>`(select count(*)::int from ${users} where ${users.tenantId} = ${tenantId} and ${users.role} = 'EMPLOYEE' and ${users.anonymizedAt} is null)`;

export interface PocJson {
  id: string;
  role: string;
  name: string;
  email: string | null;
  contact: string;
}

// Each course's contacts as a JSON array, read by index in the same statement (no query per course).
const pocsJson = sql<PocJson[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'role', p.role, 'name', p.name, 'email', p.email, 'contact', p.contact)
                  order by p.position)
  from ${coursePocs} p
  where p.tenant_id = "tenant_courses"."tenant_id" and p.course_id = "tenant_courses"."course_id"
), '[]'::json)`;

const tenantCourseColumns = (employees: ReturnType<typeof sql<number>>, reviews: ReturnType<typeof sql<number | null>>) => ({
  course: courses,
  assignment: tenantCourses,
  pocs: pocsJson,
  employees,
  slidesToReview: reviews,
});

// The organization's own narrations with Review marks: only the admin screens show them.
const organizationSlidesToReview = slidesToReview(sql`"tenant_courses"."course_id"`, sql`"tenant_courses"."tenant_id"`);

/** The learner's list (enabled courses of their organization), prepared once per database handle. */
const enabledCoursesStatement = preparedPerDatabase((db) =>
  db
    .select(tenantCourseColumns(sql<number>`0`, sql<null>`null`))
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(and(eq(tenantCourses.tenantId, sql.placeholder('tenantId')), eq(tenantCourses.isEnabled, true)))
    .orderBy(asc(tenantCourses.assignedAt), asc(tenantCourses.courseId))
    .prepare('learner_enabled_courses'),
);

/**
 * One organization's courses with their catalogue data and contacts, in one query (a learner hot path).
 * `withEnrolled` adds the organization's employee count, which only the admin screens show.
 */
export async function listTenantCourses(
  db: Db,
  tenantId: string,
  filter: { enabled?: boolean; courseId?: string; withEnrolled?: boolean } = {},
) {
  if (filter.enabled === true && !filter.courseId && !filter.withEnrolled) {
    return enabledCoursesStatement(db).execute({ tenantId });
  }
  return db
    .select(filter.withEnrolled
      ? tenantCourseColumns(employeeCount(tenantId), organizationSlidesToReview)
      : tenantCourseColumns(sql<number>`0`, sql<null>`null`))
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(
      and(
        eq(tenantCourses.tenantId, tenantId),
        // A retired course leaves the organization's lists; its records stay.
        isNull(courses.retiredAt),
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

export type AssignmentProperties = Pick<
  typeof tenantCourses.$inferInsert,
  'mandatory' | 'skippable' | 'retryType' | 'dueDate' | 'dueDays' | 'recurMonths' | 'reviewedDeckVersion'
>;

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
    .select({ status: courses.status, failureReason: courses.failureReason, version: courses.version })
    .from(courses)
    // A retired (deleted) course cannot be assigned.
    .where(and(eq(courses.id, courseId), isNull(courses.retiredAt)))
    .limit(1);
  return row;
}
