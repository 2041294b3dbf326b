import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { accessMessages } from './access-messages.ts';
import { courseExists, findCourseOfTenant, findOrganization, findUserOwner } from './access.repository.ts';
import type { Caller } from './caller.ts';

/**
 * Every permission a service can ask for, with the ids it names. A course's `tenantId` is the
 * organization whose copy is meant; left out, it is the caller's own (the catalogue for a super user).
 */
export interface PermissionIds {
  /** See a course's content (slides, narrations, material) as a learner or its organization's admin. */
  'course.learn': { courseId: string; tenantId?: string };
  /** Change a course's narrations: the super user the catalogue's or any copy, an admin their organization's. */
  'course.narration.edit': { courseId: string; tenantId?: string };
  /** Read a person's course records and progress: themselves, their organization's admin, the super user. */
  'user.records.read': { userId: string };
  /** Manage an organization (people, details, courses): its admin or the super user. */
  'tenant.manage': { tenantId: string };
  /** Take or submit a course's quiz: only the person themselves, in a course switched on for them. */
  'quiz.attempt': { userId: string; courseId: string };
  /** Read a person's certificate for a course: as their records, for a course their organization has. */
  'certificate.read': { userId: string; courseId: string };
  /** Ask the AI helper about one course (switched on for the organization) or, with no course, all of them. */
  'course.ask': { tenantId: string; courseId: string | null };
  /** See and curate a course's quiz question bank for an organization: only that organization's admin. */
  'quiz.bank.curate': { tenantId: string; courseId: string };
}

export type Permission = keyof PermissionIds;

type Check<P extends Permission> = (db: Db, caller: Caller, ids: PermissionIds[P]) => Promise<void>;

const notFound = (message: string) => new AppError('NOT_FOUND', message);
const forbidden = (message: string = accessMessages.forbidden) => new AppError('FORBIDDEN', message);
const isSuperUser = (caller: Caller) => caller.role === 'SUPER_ADMIN';

/** The person named, who must be in the caller's organization unless the caller is a super user. */
async function requirePerson(db: Db, caller: Caller, userId: string) {
  const owner = userId === caller.userId ? { tenantId: caller.tenantId } : await findUserOwner(db, userId);
  if (!owner || (!isSuperUser(caller) && owner.tenantId !== caller.tenantId)) throw notFound(accessMessages.userNotFound);
  return owner;
}

/** The organization a course id is read in: the named one (only the caller's own unless a super user). */
function courseTenant(caller: Caller, tenantId: string | undefined): string | null {
  if (tenantId === undefined) return isSuperUser(caller) ? null : caller.tenantId;
  if (!isSuperUser(caller) && tenantId !== caller.tenantId) throw notFound(accessMessages.organizationNotFound);
  return tenantId;
}

/** The course as the organization holds it; 404 when it does not exist or the organization never added it. */
async function requireCourseOfTenant(db: Db, courseId: string, tenantId: string | null) {
  if (tenantId === null) {
    if (!(await courseExists(db, courseId))) throw notFound(accessMessages.courseNotFound);
    return { isEnabled: true };
  }
  const course = await findCourseOfTenant(db, courseId, tenantId);
  if (!course?.assigned) throw notFound(accessMessages.courseNotFound);
  return course;
}

const cases: { [P in Permission]: Check<P> } = {
  'course.learn': async (db, caller, { courseId, tenantId }) => {
    const course = await requireCourseOfTenant(db, courseId, courseTenant(caller, tenantId));
    // An admin previews a course switched off for the employees.
    if (caller.role === 'EMPLOYEE' && !course.isEnabled) throw forbidden(accessMessages.courseNotAvailable);
  },

  'course.narration.edit': async (db, caller, { courseId, tenantId }) => {
    const tenant = courseTenant(caller, tenantId);
    if (caller.role === 'EMPLOYEE') throw forbidden();
    await requireCourseOfTenant(db, courseId, tenant);
  },

  'user.records.read': async (db, caller, { userId }) => {
    await requirePerson(db, caller, userId);
    if (userId !== caller.userId && caller.role === 'EMPLOYEE') throw forbidden(accessMessages.ownRecordsOnly);
  },

  'tenant.manage': async (db, caller, { tenantId }) => {
    const organization = await findOrganization(db, tenantId);
    // The platform's own organization holds the super users; no one manages it as an organization, nor a
    // deleted one (its rows are kept only for audit).
    const unmanaged = !organization || organization.isPlatform || organization.deletedAt !== null;
    if (unmanaged || (!isSuperUser(caller) && tenantId !== caller.tenantId)) {
      throw notFound(accessMessages.organizationNotFound);
    }
    if (caller.role === 'EMPLOYEE') throw forbidden();
  },

  'quiz.attempt': async (db, caller, { userId, courseId }) => {
    await requirePerson(db, caller, userId);
    // No one answers a quiz for someone else, and a super user has no courses of their own.
    if (userId !== caller.userId || isSuperUser(caller)) throw forbidden();
    const course = await requireCourseOfTenant(db, courseId, caller.tenantId);
    if (!course.isEnabled) throw forbidden(accessMessages.courseNotAvailable);
  },

  'certificate.read': async (db, caller, { userId, courseId }) => {
    const owner = await requirePerson(db, caller, userId);
    if (userId !== caller.userId && caller.role === 'EMPLOYEE') throw forbidden(accessMessages.ownRecordsOnly);
    await requireCourseOfTenant(db, courseId, owner.tenantId);
  },

  'course.ask': async (db, caller, { tenantId, courseId }) => {
    if (!isSuperUser(caller) && tenantId !== caller.tenantId) throw notFound(accessMessages.organizationNotFound);
    // A super user has no organization's courses to ask about.
    if (isSuperUser(caller)) throw forbidden();
    if (courseId === null) return;
    const course = await requireCourseOfTenant(db, courseId, tenantId);
    if (!course.isEnabled) throw forbidden(accessMessages.courseNotAvailable);
  },

  'quiz.bank.curate': async (db, caller, { tenantId, courseId }) => {
    if (!isSuperUser(caller) && tenantId !== caller.tenantId) throw notFound(accessMessages.organizationNotFound);
    // The bank's curation is the organization's own: its learners' results, its retired questions.
    if (caller.role !== 'ADMIN') throw forbidden();
    await requireCourseOfTenant(db, courseId, tenantId);
  },
};

/**
 * May the caller do this to that? Resolves when yes; otherwise throws 404 when the thing is in another
 * organization or does not exist, and 403 when it is in the caller's organization but not theirs to
 * touch. Anything not listed in `cases` is refused. Services call it first.
 */
export async function requireAccess<P extends Permission>(db: Db, caller: Caller, permission: P, ids: PermissionIds[P]) {
  if (!Object.hasOwn(cases, permission)) throw forbidden();
  const check = cases[permission] as Check<P>;
  await check(db, caller, ids);
}
