import type { CourseSort } from '@complyra/core';
import { and, type AnyColumn, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseSlides, courses, slideNarrations, tenantCourses, tenants, users } from '../../db/schema.ts';
import { containsPattern, onePage, orderFn, type PageRequest } from '../../lib/paging.ts';

export type CourseRow = typeof courses.$inferSelect;

// Employees of the organizations (not deleted) that have the course and keep it enabled (one course; lists use
// enrolledPerCourse). Written with explicit table names: Drizzle leaves columns unqualified inside sql``, which is ambiguous in a correlated subquery.
const enrolledUsers = sql<number>`(
  select count(*)::int from "users" u
  join "tenant_courses" tc on tc."tenant_id" = u."tenant_id"
  join "tenants" t on t."id" = u."tenant_id"
  where tc."course_id" = "courses"."id" and tc."is_enabled" and u."role" = 'EMPLOYEE' and u."anonymized_at" is null and t."deleted_at" is null
)`;

/**
 * How many slides of one narration set carry a Review mark, for a list of courses in the same statement:
 * narrations not approved by an admin whose slide's stored model has review reasons, or whose text says
 * little of the slide (says_little, worked out when the text was written). `courseId` and `tenantId` are
 * qualified column references of the outer query; a null tenant is the catalogue's own narration set.
 */
export const slidesToReview = (courseId: SQL, tenantId: SQL | null) => sql<number>`(
  select count(*)::int from "slide_narrations" n
  join "course_slides" s on s."course_id" = n."course_id" and s."number" = n."slide_number"
  where n."course_id" = ${courseId} and ${tenantId ? sql`n."tenant_id" = ${tenantId}` : sql`n."tenant_id" is null`}
    and not n."is_approved"
    and (n."says_little" or jsonb_array_length(coalesce(s."model" -> 'review', '[]'::jsonb)) > 0)
)`;

export interface CourseFilter {
  readyOnly?: boolean;
  /** Part of the title, any case. */
  search?: string;
}

// A retired (deleted) course is in no list: only the records made on it still name it.
const coursesWhere = (filter: CourseFilter) =>
  and(
    isNull(courses.retiredAt),
    filter.readyOnly ? eq(courses.status, 'ready') : undefined,
    filter.search === undefined ? undefined : ilike(courses.title, containsPattern(filter.search)),
  );

/**
 * Enrolled users of every course at once: each organization's employees (none for a deleted organization)
 * are counted once and summed per course, rather than counting a large organization's employees again for each of its courses.
 */
function enrolledPerCourse(db: Db) {
  const employeesPerTenant = db
    .select({ tenantId: users.tenantId, employees: count().as('employees') })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.role, 'EMPLOYEE'), isNull(users.anonymizedAt), isNull(tenants.deletedAt)))
    .groupBy(users.tenantId)
    .as('employees_per_tenant');
  return db
    .select({
      courseId: tenantCourses.courseId,
      enrolled: sql<number>`sum(${employeesPerTenant.employees})::int`.as('enrolled'),
    })
    .from(tenantCourses)
    .innerJoin(employeesPerTenant, eq(employeesPerTenant.tenantId, tenantCourses.tenantId))
    .where(eq(tenantCourses.isEnabled, true))
    .groupBy(tenantCourses.courseId)
    .as('enrolled_per_course');
}

/** The catalogue, newest first unless asked: one page, or every course without a limit. */
export async function listCourses(
  db: Db,
  filter: CourseFilter,
  order: Pick<PageRequest<CourseSort>, 'sort' | 'order' | 'limit' | 'offset'>,
) {
  const enrolled = enrolledPerCourse(db);
  const enrolledUsersOfList = sql<number>`coalesce(${enrolled.enrolled}, 0)`;
  const sortColumns: Record<CourseSort, SQL | AnyColumn> = {
    title: courses.title,
    createdAt: courses.createdAt,
    enrolledUsers: enrolledUsersOfList,
    duration: courses.durationMinutes,
  };
  const dir = orderFn(order.order);
  const query = db
    .select({ course: courses, enrolledUsers: enrolledUsersOfList, slidesToReview: slidesToReview(sql`"courses"."id"`, null) })
    .from(courses)
    .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
    .where(coursesWhere(filter))
    .orderBy(dir(sortColumns[order.sort]), dir(courses.createdAt), dir(courses.id));
  return onePage(query.$dynamic(), order);
}

export async function countCourses(db: Db, filter: CourseFilter) {
  const [row] = await db.select({ n: count() }).from(courses).where(coursesWhere(filter));
  return row?.n ?? 0;
}

export async function findCourse(db: Db, id: string) {
  const [row] = await db
    .select({ course: courses, enrolledUsers })
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.retiredAt)))
    .limit(1);
  return row;
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCourse(db: Db, id: string, values: Partial<typeof courses.$inferInsert>) {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

/** The course row while it still has this file version (the pipeline's writes are guarded by it). */
export const courseAtVersion = (id: string, version: number) => and(eq(courses.id, id), eq(courses.version, version));

/** Updates only while the course still has this file version: a job for an older upload changes nothing. */
export async function updateCourseVersion(db: Db, id: string, version: number, values: Partial<typeof courses.$inferInsert>) {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(courseAtVersion(id, version))
    .returning({ id: courses.id });
  return Boolean(row);
}

/**
 * The super user's Delete: the course is retired, not removed. Hidden from every list and switched off in
 * every organization that had it (so no learner, reminder or figure counts it), while the completions,
 * attempts and certificates made on it stay. False when there was no live course to retire.
 */
export async function retireCourse(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(courses)
      .set({ retiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(courses.id, id), isNull(courses.retiredAt)))
      .returning({ id: courses.id });
    if (rows.length === 0) return false;
    await tx.update(tenantCourses).set({ isEnabled: false }).where(eq(tenantCourses.courseId, id));
    return true;
  });
}

/** Removes a course that never held a record (its upload failed before anyone could take it). */
export async function deleteCourse(db: Db, id: string) {
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

export async function enrolledUserCounts(db: Db) {
  const enrolled = enrolledPerCourse(db);
  return db
    .select({ courseId: courses.id, totalEnrolledUsers: sql<number>`coalesce(${enrolled.enrolled}, 0)` })
    .from(courses)
    .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
    .where(isNull(courses.retiredAt));
}

export async function listSlides(db: Db, courseId: string) {
  return db.select().from(courseSlides).where(eq(courseSlides.courseId, courseId)).orderBy(asc(courseSlides.number));
}

const inNarrationSet = (courseId: string, tenantId: string | null) =>
  and(
    eq(slideNarrations.courseId, courseId),
    tenantId ? eq(slideNarrations.tenantId, tenantId) : isNull(slideNarrations.tenantId),
  );

/** A narration set: the catalogue's (tenantId null) or an organization's copy. */
export async function listNarrations(db: Db, courseId: string, tenantId: string | null) {
  return db
    .select()
    .from(slideNarrations)
    .where(inNarrationSet(courseId, tenantId))
    .orderBy(asc(slideNarrations.slideNumber));
}

/** One slide's narration in a narration set. */
export async function findNarration(db: Db, courseId: string, tenantId: string | null, slideNumber: number) {
  const [row] = await db
    .select()
    .from(slideNarrations)
    .where(and(inNarrationSet(courseId, tenantId), eq(slideNarrations.slideNumber, slideNumber)));
  return row;
}

export async function findTenantCourse(db: Db, tenantId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(tenantCourses)
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .limit(1);
  return row;
}

export async function listTenantIdsWithCourse(db: Db, courseId: string) {
  const rows = await db
    .select({ tenantId: tenantCourses.tenantId })
    .from(tenantCourses)
    .where(eq(tenantCourses.courseId, courseId));
  return rows.map((r) => r.tenantId);
}

/** Forget everything made from the previous file: slides, every narration, organization copies restart. */
export async function resetCourseContent(db: Db, courseId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(courseSlides).where(eq(courseSlides.courseId, courseId));
    await tx.delete(slideNarrations).where(eq(slideNarrations.courseId, courseId));
    await tx
      .update(tenantCourses)
      .set({ copyStatus: 'processing', copySlidesDone: 0, copyFailureReason: null })
      .where(inArray(tenantCourses.courseId, [courseId]));
  });
}
