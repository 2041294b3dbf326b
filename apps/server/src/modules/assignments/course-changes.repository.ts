import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { certificates, courses, explanationVersions, slideNarrations, tenantCourses, users } from '../../db/schema.ts';

// The organization's assignment of a certificate's course.
const certificateAssignment = and(
  eq(tenantCourses.tenantId, certificates.tenantId),
  eq(tenantCourses.courseId, certificates.courseId),
);

/**
 * What changed in one of an organization's courses since its admin last answered "is it material?": the
 * catalogue deck's version against the one reviewed, and the explanation changes approved since then.
 */
export async function findCourseChangeState(db: Db, tenantId: string, courseId: string) {
  const [row] = await db
    .select({
      courseVersion: tenantCourses.courseVersion,
      deckVersion: courses.version,
      reviewedDeckVersion: tenantCourses.reviewedDeckVersion,
      approvedExplanations: sql<number>`(select count(*)::int from ${explanationVersions} ev
        join ${slideNarrations} sn on sn.id = ev.narration_id
        where sn.tenant_id = ${tenantId} and sn.course_id = ${courseId} and ev.change = 'approved'
          and ev.saved_at > ${tenantCourses.changesReviewedAt})`,
    })
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .limit(1);
  return row;
}

/** The admin answered: the changes are reviewed; a material one bumps the organization's course version. */
export async function markChangesReviewed(db: Db, tenantId: string, courseId: string, material: boolean) {
  const [row] = await db
    .update(tenantCourses)
    .set({
      reviewedDeckVersion: sql`(select ${courses.version} from ${courses} where ${courses.id} = ${courseId})`,
      changesReviewedAt: sql`now()`,
      courseVersion: material ? sql`${tenantCourses.courseVersion} + 1` : tenantCourses.courseVersion,
    })
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .returning({ courseVersion: tenantCourses.courseVersion });
  return row;
}

/**
 * The organization's employees whose completion of the course (their open cycle's certificate) belongs to
 * an earlier version than `courseVersion`: the people a material change asks to retrain.
 */
export async function listOutdatedCompleters(db: Db, tenantId: string, courseId: string, courseVersion: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      courseVersion: certificates.courseVersion,
      completedAt: certificates.issuedAt,
      firstStartedAt: sql<Date | string>`greatest(${tenantCourses.assignedAt}, ${users.createdAt})`,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(tenantCourses, certificateAssignment)
    .where(
      and(
        eq(certificates.tenantId, tenantId),
        eq(certificates.courseId, courseId),
        eq(users.tenantId, tenantId),
        eq(users.role, 'EMPLOYEE'),
        isNull(certificates.archivedCycle),
        lt(certificates.courseVersion, courseVersion),
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
}
