import { authMessages, type TenantCourse, type UserCourseRecord } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { playSlides } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { accessMessages } from '../../access/access-messages.ts';

describe('learner dashboard', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let employee: string;
  let colleague: string;
  let mandatory: { id: string };
  let optional: { id: string };
  let switchedOff: { id: string };
  let foreign: { id: string };

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const profileOf = async (token: string) => (await get('/api/user-dashboard/profile', token)).json<{ id: string; name: string; email: string }>();

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Learner Org');
    other = await createOrganization(t.app, superToken, 'Learner Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    employee = await addEmployee(t.app, org.adminToken, org.tenant.id, 'learner@learner-org.test');
    colleague = await addEmployee(t.app, org.adminToken, org.tenant.id, 'colleague@learner-org.test');
    mandatory = await insertReadyCourse(t.database.db, { title: 'Data Protection' });
    optional = await insertReadyCourse(t.database.db, { title: 'Workplace Safety' });
    switchedOff = await insertReadyCourse(t.database.db, { title: 'Old Policy' });
    foreign = await insertReadyCourse(t.database.db, { title: 'Other Org Only' });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, mandatory.id, { mandatory: true });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, optional.id, { mandatory: false, skippable: true });
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, switchedOff.id);
    await assignThroughApi(t.app, other.adminToken, other.tenant.id, foreign.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${switchedOff.id}/toggle`,
      headers: bearer(org.adminToken),
      payload: { isEnabled: false },
    });
  });
  afterAll(() => t.close());

  it('answers the profile of the signed-in person', async () => {
    const profile = await profileOf(employee);
    expect(profile).toEqual({ id: expect.any(String), name: 'Employee', email: 'learner@learner-org.test' });
  });

  it('lists only the enabled courses of the caller\'s own organization', async () => {
    const res = await get(`/api/tenant-admin/user/enabled-courses?tenantId=${org.tenant.id}`, employee);
    expect(res.statusCode).toBe(200);
    const courses = res.json<TenantCourse[]>();
    expect(courses.map((c) => c.title)).toEqual(['Data Protection', 'Workplace Safety']);
    expect(courses[1]).toMatchObject({ mandatory: false, skippable: true, isEnabled: true, copyStatus: 'processing' });

    const wall = await get(`/api/tenant-admin/user/enabled-courses?tenantId=${other.tenant.id}`, employee);
    expect(wall.statusCode).toBe(404);
    expect(wall.json().message).toBe(authMessages.organizationNotFound);
    const noTenant = await get('/api/tenant-admin/user/enabled-courses', employee);
    expect(noTenant.statusCode).toBe(400);
  });

  it('answers the employee\'s course records to them and their organization\'s admin, nobody else', async () => {
    await playSlides(t.app, t.database.db, { token: employee, tenantId: org.tenant.id }, { id: mandatory.id, slides: 3 }, 2);
    const me = await profileOf(employee);
    const res = await get(`/api/user-dashboard/dashboard/${me.id}/courses`, employee);
    expect(res.statusCode).toBe(200);
    const records = res.json<UserCourseRecord[]>();
    expect(records).toEqual([
      { courseId: mandatory.id, progress: 33, canDownloadCertificate: false, certificateUrl: null, canRetakeQuiz: false, dueAt: null, dueStatus: 'none' },
      { courseId: optional.id, progress: 0, canDownloadCertificate: false, certificateUrl: null, canRetakeQuiz: false, dueAt: null, dueStatus: 'none' },
    ]);

    const byColleague = await get(`/api/user-dashboard/dashboard/${me.id}/courses`, colleague);
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().message).toBe(accessMessages.ownRecordsOnly);
    const byAdmin = await get(`/api/user-dashboard/dashboard/${me.id}/courses`, org.adminToken);
    expect(byAdmin.json()).toEqual(records);
    // The admin's report shows the employee's own name and e-mail, not the admin's.
    const reportProfile = await get(`/api/user-dashboard/dashboard/${me.id}/profile`, org.adminToken);
    expect(reportProfile.json()).toEqual(me);
    const profileByColleague = await get(`/api/user-dashboard/dashboard/${me.id}/profile`, colleague);
    expect(profileByColleague.statusCode).toBe(403);
    const profileByOtherOrg = await get(`/api/user-dashboard/dashboard/${me.id}/profile`, other.adminToken);
    expect(profileByOtherOrg.statusCode).toBe(404);
    const byOtherOrg = await get(`/api/user-dashboard/dashboard/${me.id}/courses`, other.adminToken);
    expect(byOtherOrg.statusCode).toBe(404);
  });

  it('drops a course from the employee\'s lists once deactivated', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${optional.id}/toggle`,
      headers: bearer(org.adminToken),
      payload: { isEnabled: false },
    });
    const res = await get(`/api/tenant-admin/user/enabled-courses?tenantId=${org.tenant.id}`, employee);
    expect(res.json<TenantCourse[]>().map((c) => c.title)).toEqual(['Data Protection']);
    const me = await profileOf(employee);
    const records = (await get(`/api/user-dashboard/dashboard/${me.id}/courses`, employee)).json<UserCourseRecord[]>();
    expect(records.map((r) => r.courseId)).toEqual([mandatory.id]);
  });
});
