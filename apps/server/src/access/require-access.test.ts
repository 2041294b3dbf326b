import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from '../lib/session-secret.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../test/actors.ts';
import { insertReadyCourse } from '../test/catalogue.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../test/organization.ts';
import { accessMessages } from './access-messages.ts';
import type { Caller } from './caller.ts';
import { type Permission, type PermissionIds, requireAccess } from './require-access.ts';

type Person = 'employee' | 'colleague' | 'ownAdmin' | 'otherAdmin' | 'superUser';
type Outcome = 'allowed' | 403 | 404;
const owners: Person[] = ['employee', 'colleague', 'ownAdmin', 'otherAdmin', 'superUser'];
const callers = ['employee', 'ownAdmin', 'superUser'] as const;

/**
 * Caller kind × permission × owner. The callers are the employee, their organization's admin and the
 * super user; the owner is whose thing it is (for an organization's or course's permission: the owner's
 * organization, the super user's standing for the catalogue, or the platform's own organization).
 * Each row lists the outcome per owner in the order of `owners`.
 */
const table: Record<(typeof callers)[number], Record<Permission, Outcome[]>> = {
  employee: {
    'course.learn': ['allowed', 'allowed', 'allowed', 404, 'allowed'],
    'course.narration.edit': [403, 403, 403, 404, 403],
    'user.records.read': ['allowed', 403, 403, 404, 404],
    'tenant.manage': [403, 403, 403, 404, 404],
    'quiz.attempt': ['allowed', 403, 403, 404, 404],
    'certificate.read': ['allowed', 403, 403, 404, 404],
    'course.ask': ['allowed', 'allowed', 'allowed', 404, 404],
    'quiz.bank.curate': [403, 403, 403, 404, 404],
  },
  ownAdmin: {
    'course.learn': ['allowed', 'allowed', 'allowed', 404, 'allowed'],
    'course.narration.edit': ['allowed', 'allowed', 'allowed', 404, 'allowed'],
    'user.records.read': ['allowed', 'allowed', 'allowed', 404, 404],
    'tenant.manage': ['allowed', 'allowed', 'allowed', 404, 404],
    'quiz.attempt': [403, 403, 'allowed', 404, 404],
    'certificate.read': ['allowed', 'allowed', 'allowed', 404, 404],
    'course.ask': ['allowed', 'allowed', 'allowed', 404, 404],
    'quiz.bank.curate': ['allowed', 'allowed', 'allowed', 404, 404],
  },
  superUser: {
    'course.learn': ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
    'course.narration.edit': ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
    'user.records.read': ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
    // The platform's own organization (the super user's) is no organization to manage.
    'tenant.manage': ['allowed', 'allowed', 'allowed', 'allowed', 404],
    // Nobody answers a quiz for another, and the super user has no courses of their own.
    'quiz.attempt': [403, 403, 403, 403, 403],
    // The super user's organization has no courses, so there is no certificate of theirs.
    'certificate.read': ['allowed', 'allowed', 'allowed', 'allowed', 404],
    // The super user has no organization's courses to ask the AI helper about.
    'course.ask': [403, 403, 403, 403, 403],
    // Curating a bank is an organization admin's: the super user's catalogue card shows the count only.
    'quiz.bank.curate': [403, 403, 403, 403, 403],
  },
};

describe('requireAccess', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  const people = {} as Record<Person, Caller>;
  let courseId: string;
  let switchedOffId: string;
  let unassignedId: string;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const settings = { secret: resolveSessionSecret(t.env), ttlSeconds: 3600 };
    const callerOf = (token: string) => authenticate(t.database.db, settings, token);
    const superToken = await signInSuperUser(t.app, t.database);
    const own = await createOrganization(t.app, superToken, 'Access Own Org');
    const other = await createOrganization(t.app, superToken, 'Access Other Org');
    people.superUser = await callerOf(superToken);
    people.ownAdmin = await callerOf(own.adminToken);
    people.otherAdmin = await callerOf(other.adminToken);
    people.employee = await callerOf(await addEmployee(t.app, own.adminToken, own.tenant.id, 'employee@access-own.test'));
    people.colleague = await callerOf(await addEmployee(t.app, own.adminToken, own.tenant.id, 'colleague@access-own.test'));

    const course = await insertReadyCourse(t.database.db);
    const switchedOff = await insertReadyCourse(t.database.db);
    unassignedId = (await insertReadyCourse(t.database.db)).id;
    for (const org of [own, other]) {
      await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
      await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    }
    await assignThroughApi(t.app, own.adminToken, own.tenant.id, switchedOff.id);
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant-admin/tenants/${own.tenant.id}/courses/${switchedOff.id}/toggle`,
      headers: bearer(own.adminToken),
      payload: { isEnabled: false },
    });
    expect(toggled.statusCode).toBe(200);
    courseId = course.id;
    switchedOffId = switchedOff.id;
    // Two organizations with a course copy each: slow on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  /** The ids each permission names for a thing of this owner. */
  function idsFor<P extends Permission>(permission: P, owner: Person): PermissionIds[P] {
    const person = people[owner];
    // The super user's standing for a course is the catalogue (no organization named).
    const tenantId = owner === 'superUser' ? undefined : person.tenantId;
    const ids: Record<Permission, PermissionIds[Permission]> = {
      'course.learn': { courseId, tenantId },
      'course.narration.edit': { courseId, tenantId },
      'user.records.read': { userId: person.userId },
      'tenant.manage': { tenantId: person.tenantId },
      'quiz.attempt': { userId: person.userId, courseId },
      'certificate.read': { userId: person.userId, courseId },
      'course.ask': { tenantId: person.tenantId, courseId },
      'quiz.bank.curate': { tenantId: person.tenantId, courseId },
    };
    return ids[permission] as PermissionIds[P];
  }

  async function outcome(run: () => Promise<void>): Promise<Outcome> {
    try {
      await run();
      return 'allowed';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 403 || status === 404) return status;
      throw error;
    }
  }

  it('answers every caller kind × permission × owner as the table says', async () => {
    const got: Record<string, Record<string, Outcome[]>> = {};
    for (const callerKind of callers) {
      got[callerKind] = {};
      for (const permission of Object.keys(table[callerKind]) as Permission[]) {
        got[callerKind][permission] = [];
        for (const owner of owners) {
          const caller = people[callerKind];
          got[callerKind][permission].push(
            await outcome(() => requireAccess(t.database.db, caller, permission, idsFor(permission, owner))),
          );
        }
      }
    }
    expect(got).toEqual(table);
  });

  it('covers every permission it knows in the table', () => {
    expect(Object.keys(table.employee).sort()).toEqual(
      ['certificate.read', 'course.ask', 'course.learn', 'course.narration.edit', 'quiz.attempt', 'quiz.bank.curate', 'tenant.manage',
        'user.records.read'],
    );
  });

  it('refuses a permission it does not list', async () => {
    const unlisted = 'course.delete' as Permission;
    await expect(requireAccess(t.database.db, people.superUser, unlisted, { courseId } as never)).rejects.toMatchObject({
      statusCode: 403,
      message: accessMessages.forbidden,
    });
  });

  it('says what is missing: another organization, a person, a course', async () => {
    const db = t.database.db;
    const { employee, ownAdmin, otherAdmin } = people;
    await expect(requireAccess(db, employee, 'course.learn', { courseId, tenantId: otherAdmin.tenantId })).rejects.toMatchObject({
      statusCode: 404,
      message: accessMessages.organizationNotFound,
    });
    await expect(requireAccess(db, ownAdmin, 'user.records.read', { userId: otherAdmin.userId })).rejects.toMatchObject({
      statusCode: 404,
      message: accessMessages.userNotFound,
    });
    await expect(requireAccess(db, employee, 'user.records.read', { userId: people.colleague.userId })).rejects.toMatchObject({
      statusCode: 403,
      message: accessMessages.ownRecordsOnly,
    });
    const unknownUser = '00000000-0000-4000-8000-000000000000';
    await expect(requireAccess(db, people.superUser, 'user.records.read', { userId: unknownUser })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(requireAccess(db, employee, 'course.learn', { courseId: unassignedId })).rejects.toMatchObject({
      statusCode: 404,
      message: accessMessages.courseNotFound,
    });
  });

  it('lets the admin see a course switched off for the employees, and refuses the employees', async () => {
    const db = t.database.db;
    await expect(requireAccess(db, people.ownAdmin, 'course.learn', { courseId: switchedOffId })).resolves.toBeUndefined();
    for (const permission of ['course.learn', 'quiz.attempt', 'course.ask'] as const) {
      await expect(
        requireAccess(db, people.employee, permission, {
          courseId: switchedOffId,
          userId: people.employee.userId,
          tenantId: people.employee.tenantId,
        }),
      ).rejects.toMatchObject({ statusCode: 403, message: accessMessages.courseNotAvailable });
    }
  });
});
