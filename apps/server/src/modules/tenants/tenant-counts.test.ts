import type { Tenant, TenantCourse } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';

// Lists answer counts and contacts from correlated subqueries: each row must count its own organization
// and course, not the whole table (or nothing). Two organizations and two courses that differ tell.
describe('per-row counts and contacts in lists', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let busy: Awaited<ReturnType<typeof createOrganization>>;
  const courseIds: string[] = [];

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    busy = await createOrganization(t.app, superToken, 'Busy Org');
    await createOrganization(t.app, superToken, 'Quiet Org');
    await addEmployee(t.app, busy.adminToken, busy.tenant.id, 'one@busy.test');
    await addEmployee(t.app, busy.adminToken, busy.tenant.id, 'two@busy.test');
    await saveCompleteDetails(t.app, busy.adminToken, busy.tenant.id);
    for (const [index, name] of ['Ada Kim', 'Ben Oduya'].entries()) {
      const course = await insertReadyCourse(t.database.db, { title: `Course ${name}` });
      courseIds.push(course.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/assign',
        headers: bearer(busy.adminToken),
        payload: {
          courseId: course.id,
          tenantId: busy.tenant.id,
          mandatory: true,
          skippable: false,
          retryType: 'SAME',
          pocs: [{ role: `Role ${index}`, name, contact: `contact${index}@busy.test` }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('counts each organization\'s own users and enabled courses in every organization list', async () => {
    for (const url of ['/api/tenants', '/api/superadmin/tenants/active', '/api/superadmin/tenants/recent']) {
      const rows = (await t.app.inject({ method: 'GET', url, headers: bearer(superToken) })).json<Tenant[]>();
      const counts = Object.fromEntries(rows.map((row) => [row.name, [row.userCount, row.enabledCourseCount]]));
      // Employees only (the admin is not one), as on the organization's own dashboard.
      expect(counts, url).toEqual({ 'Busy Org': [2, 2], 'Quiet Org': [0, 0] });
    }
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/statistics?tenantId=${busy.tenant.id}`,
      headers: bearer(busy.adminToken),
    });
    expect(stats.json<{ totalUsers: number }>().totalUsers, stats.body).toBe(2);
  });

  it('lists each course with its own points of contact only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tenant-admin/tenants/${busy.tenant.id}/courses`,
      headers: bearer(busy.adminToken),
    });
    const names = Object.fromEntries(res.json<TenantCourse[]>().map((c) => [c.courseId, c.pocs.map((p) => p.name)]));
    expect(names).toEqual({ [courseIds[0] ?? '']: ['Ada Kim'], [courseIds[1] ?? '']: ['Ben Oduya'] });
  });
});
