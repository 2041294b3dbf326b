import { assignmentMessages, type TenantCourse } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { completeDetails, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { waitFor } from '../../test/wait-for.ts';
import { updateCourse } from '../courses/courses.repository.ts';
import { findPointsOfContact } from './assignments.repository.ts';

describe('assigning courses to an organization', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let employeeToken: string;
  let course: { id: string };

  const assign = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/courses/assign', headers: bearer(token), payload });
  const base = () => ({ courseId: course.id, tenantId: org.tenant.id, skippable: false, mandatory: true, retryType: 'SAME' });
  const list = (path: string, token = org.adminToken) =>
    t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${org.tenant.id}/courses${path}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Assign Org');
    other = await createOrganization(t.app, superToken, 'Assign Other Org');
    employeeToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'emp@assign-org.test');
    course = await insertReadyCourse(t.database.db, { title: 'Anti-Bribery Basics', slides: 4 });
  });
  afterAll(() => t.close());

  it('refuses while the organization details are incomplete, even without the screen', async () => {
    const none = await assign(org.adminToken, { ...base(), pocs: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: assignmentMessages.fillDetailsFirst });

    await t.app.inject({
      method: 'POST',
      url: `/api/tenants/${org.tenant.id}/details`,
      headers: bearer(org.adminToken),
      payload: { ...completeDetails, hrContactPhone: '' },
    });
    const partial = await assign(org.adminToken, { ...base(), pocs: [] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(assignmentMessages.fillDetailsFirst);
  });

  it('assigns only ready catalogue courses', async () => {
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const processing = await insertReadyCourse(t.database.db, { status: 'processing' });
    const notReady = await assign(org.adminToken, { ...base(), courseId: processing.id });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json().message).toBe(assignmentMessages.courseNotReady);
    const unknown = await assign(org.adminToken, { ...base(), courseId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Course not found');
  });

  it('says that a failed course failed and why, and keeps it out of the admin\'s catalogue', async () => {
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const failed = await insertReadyCourse(t.database.db, { title: 'Broken Deck Course', status: 'failed' });
    await updateCourse(t.database.db, failed.id, { failureReason: 'The file has no readable slides.' });
    const refused = await assign(org.adminToken, { ...base(), courseId: failed.id, pocs: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'This course could not be prepared, so it cannot be assigned. Reason: The file has no readable slides.',
    });

    const catalogue = await t.app.inject({ method: 'GET', url: '/api/courses', headers: bearer(org.adminToken) });
    expect(catalogue.statusCode).toBe(200);
    const titles = catalogue.json<{ title: string }[]>().map((c) => c.title);
    expect(titles).toContain('Anti-Bribery Basics');
    expect(titles).not.toContain('Broken Deck Course');
  });

  it('stores the properties and non-empty contacts, starts the copy, and refuses a second time', async () => {
    const res = await assign(org.adminToken, {
      ...base(),
      skippable: true,
      mandatory: false,
      retryType: 'DIFFERENT',
      pocs: [
        { role: 'Compliance Officer', name: 'Pat Lee', email: '', contact: '+91 99999 11111' },
        { role: '', name: '', email: '', contact: '' },
        { role: 'HR', name: 'Sam Fox', email: 'sam@assign-org.test', contact: 'sam@assign-org.test' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const assigned = res.json<TenantCourse>();
    expect(assigned).toMatchObject({
      courseId: course.id,
      title: 'Anti-Bribery Basics',
      skippable: true,
      mandatory: false,
      retryType: 'DIFFERENT',
      isEnabled: true,
      copyStatus: 'processing',
    });
    expect(assigned.pocs.map((p) => [p.role, p.name, p.email, p.contact])).toEqual([
      ['Compliance Officer', 'Pat Lee', null, '+91 99999 11111'],
      ['HR', 'Sam Fox', 'sam@assign-org.test', 'sam@assign-org.test'],
    ]);
    const copy = await waitFor(() => t.copies.find((c) => c.courseId === course.id));
    expect(copy).toEqual({ courseId: course.id, tenantId: org.tenant.id });
    expect(await findPointsOfContact(t.database.db, org.tenant.id, course.id)).toEqual([
      { role: 'Compliance Officer', name: 'Pat Lee', contact: '+91 99999 11111' },
      { role: 'HR', name: 'Sam Fox', contact: 'sam@assign-org.test' },
    ]);

    const again = await assign(org.adminToken, { ...base(), pocs: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(assignmentMessages.alreadyAssigned);
  });

  it('keeps other organizations and employees from assigning', async () => {
    const byOther = await assign(other.adminToken, { ...base(), pocs: [] });
    expect(byOther.statusCode).toBe(404);
    const byEmployee = await assign(employeeToken, { ...base(), pocs: [] });
    expect(byEmployee.statusCode).toBe(403);
  });

  it('lists the courses, toggles them between the enabled and disabled lists', async () => {
    const all = await list('');
    expect(all.statusCode).toBe(200);
    expect(all.json<TenantCourse[]>().map((c) => c.courseId)).toEqual([course.id]);
    // The admin lists count the organization's employees as enrolled in an enabled course.
    expect(all.json<TenantCourse[]>()[0]?.enrolledUsers).toBe(1);
    expect(all.json<TenantCourse[]>()[0]?.pocs).toHaveLength(2);
    expect((await list('/enabled')).json<TenantCourse[]>()).toHaveLength(1);
    expect((await list('/disabled')).json<TenantCourse[]>()).toHaveLength(0);

    const toggle = (isEnabled: unknown, courseId = course.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${courseId}/toggle`,
        headers: bearer(org.adminToken),
        payload: { isEnabled },
      });
    const off = await toggle(false);
    expect(off.statusCode).toBe(200);
    expect(off.json().isEnabled).toBe(false);
    expect((await list('/enabled')).json<TenantCourse[]>()).toHaveLength(0);
    expect((await list('/disabled')).json<TenantCourse[]>().map((c) => c.courseId)).toEqual([course.id]);
    const enabledCount = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(superToken) }))
        .json<{ id: string; enabledCourseCount: number }[]>()
        .find((tenant) => tenant.id === org.tenant.id)?.enabledCourseCount;
    expect(await enabledCount()).toBe(0);
    expect((await toggle('yes')).statusCode).toBe(400);
    const missing = await toggle(true, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(assignmentMessages.notAssigned);
    expect((await toggle(true)).json().isEnabled).toBe(true);
    expect(await enabledCount()).toBe(1);
    expect((await list('', employeeToken)).statusCode).toBe(403);
  });

  it('updates the properties and replaces the contacts', async () => {
    const patch = (payload: Record<string, unknown>, token = org.adminToken) =>
      t.app.inject({ method: 'PATCH', url: '/api/tenant-admin/courses/properties', headers: bearer(token), payload });
    const res = await patch({
      ...base(),
      mandatory: true,
      skippable: false,
      retryType: 'SAME',
      pocs: [{ role: 'DPO', name: 'Ada Kim', email: 'ada@assign-org.test', contact: '+91 98888 22222' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ courseId: course.id, tenantId: org.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', isEnabled: true });
    expect(res.json().pocs).toHaveLength(1);
    expect(res.json().pocs[0]).toMatchObject({ role: 'DPO', name: 'Ada Kim', email: 'ada@assign-org.test' });

    const noCourse = await patch({ tenantId: org.tenant.id, pocs: [] });
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.json().message).toBe(`courseId: ${assignmentMessages.missingIds}`);
    const noTenant = await patch({ courseId: course.id, pocs: [] }, superToken);
    expect(noTenant.statusCode).toBe(400);
    expect(noTenant.json().message).toBe(`tenantId: ${assignmentMessages.missingIds}`);
    const notAssigned = await patch({ ...base(), courseId: '00000000-0000-4000-8000-000000000000', pocs: [] });
    expect(notAssigned.statusCode).toBe(404);
  });

  it('lets employees of the organization read the contacts, not other organizations', async () => {
    const url = `/api/tenants/${org.tenant.id}/courses/${course.id}/pocs`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(employeeToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().pocs.map((p: { name: string }) => p.name)).toEqual(['Ada Kim']);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.adminToken) })).statusCode).toBe(404);
  });
});
