import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { courses, tenantCourses, tenants, users } from '../db/schema.ts';

// The ownership look-ups of requireAccess: each answers "whose is this, and in which organization",
// one primary-key read each. A module that adds a resource owned by a person or an organization adds
// its look-up here and a case in require-access.ts.

/** A person's organization and role, or undefined when there is no such user. */
export async function findUserOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ tenantId: users.tenantId, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Whether the organization exists, whether it is the platform's own (which no one manages), and whether it
 * was deleted (kept for audit, managed by no one).
 */
export async function findOrganization(db: Db, tenantId: string) {
  const [row] = await db
    .select({ isPlatform: tenants.isPlatform, deletedAt: tenants.deletedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row;
}

/** Whether the catalogue has the course. */
export async function courseExists(db: Db, courseId: string) {
  // A retired (deleted) course is not in the catalogue any more.
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.retiredAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * The course as an organization holds it: undefined when the course does not exist, else whether the
 * organization added it and has it switched on (one read with a left join).
 */
export async function findCourseOfTenant(db: Db, courseId: string, tenantId: string) {
  const [row] = await db
    .select({ assigned: tenantCourses.courseId, isEnabled: tenantCourses.isEnabled })
    .from(courses)
    .leftJoin(tenantCourses, and(eq(tenantCourses.courseId, courses.id), eq(tenantCourses.tenantId, tenantId)))
    .where(and(eq(courses.id, courseId), isNull(courses.retiredAt)))
    .limit(1);
  if (!row) return undefined;
  return { assigned: row.assigned !== null, isEnabled: row.isEnabled ?? false };
}
