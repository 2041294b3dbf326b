import type { Course, TenantCourse } from '@complyra/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenants } from '../../db/schema.ts';
import { createFileStorage } from '../../storage/create-file-storage.ts';
import { addEmployee, bearer, createOrganization, login, signInSuperUser, superUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { fetchMedia } from '../../test/media-checks.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { waitFor } from '../../test/wait-for.ts';

// Media links are tied to the person and session they were made for (issue 12): a link stops working
// when its session ends (logout, deactivated organization), when it expires (within the hour), and when
// anything in it is altered.
describe('media links bound to their session', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let course: Awaited<ReturnType<typeof insertReadyCourse>>;
  const material = Buffer.from('%PDF-1.4 the course material');
  const expired = { message: 'This link has expired. Reload the page to get a new one.' };
  let n = 0;

  const newEmployee = async (organization = org) =>
    addEmployee(t.app, organization.adminToken, organization.tenant.id, `media${++n}@${organization.tenant.domain}`);
  /** The material link of the course as the employee's course list hands it out. */
  const learnerLink = async (token: string, tenantId = org.tenant.id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tenant-admin/user/enabled-courses?tenantId=${tenantId}`, headers: bearer(token) });
    const found = res.json<TenantCourse[]>().find((c) => c.courseId === course.id);
    if (!found) throw new Error(`course not listed: ${res.statusCode} ${res.body}`);
    return found.materialUrl;
  };
  const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Media Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    course = await insertReadyCourse(t.database.db);
    await (await createFileStorage(t.env)).put(course.materialKey, material, 'application/pdf');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
  });
  afterAll(() => t.close());

  it('serves a link while its session lives and refuses it after logout', async () => {
    const learner = await newEmployee();
    const unused = await learnerLink(learner);
    // The same person on two more devices: each sign-in gets its own links.
    const signIn = () => login(t.app, { email: `media${n}@${org.tenant.domain}`, password: 'employee-pass' });
    const [played, untouched] = [await signIn(), await signIn()];
    const used = await learnerLink(played);
    const otherLink = await learnerLink(untouched);
    expect(new Set([unused, used, otherLink]).size).toBe(3);
    const served = await fetchMedia(t.app, used);
    expect(served).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(served.body.equals(material)).toBe(true);

    expect((await logout(learner)).statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'GET', url: unused });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(expired);
    // A link used a moment ago may ride on the brief session-check cache for at most a few seconds.
    expect((await logout(played)).statusCode).toBe(204);
    await waitFor(async () => ((await fetchMedia(t.app, used)).status === 404 ? true : undefined), 5000);
    expect((await fetchMedia(t.app, otherLink)).status).toBe(200);
  });

  it('refuses the links of an organization once it is deactivated', async () => {
    const other = await createOrganization(t.app, superToken, 'Media Other Org');
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    await assignThroughApi(t.app, other.adminToken, other.tenant.id, course.id);
    const learner = await newEmployee(other);
    const link = await learnerLink(learner, other.tenant.id);
    const adminLink = (
      await t.app.inject({ method: 'GET', url: `/api/tenant-admin/tenants/${other.tenant.id}/courses`, headers: bearer(other.adminToken) })
    ).json<TenantCourse[]>()[0]!.materialUrl;

    const off = await t.app.inject({ method: 'PATCH', url: `/api/superadmin/tenants/${other.tenant.id}/inactivate`, headers: bearer(superToken) });
    expect(off.statusCode).toBe(200);
    for (const url of [link, adminLink]) expect((await fetchMedia(t.app, url)).status).toBe(404);
    // Switched on again, the organization's earlier sessions (and their links) stay ended.
    await t.app.inject({ method: 'PATCH', url: `/api/superadmin/tenants/${other.tenant.id}/activate`, headers: bearer(superToken) });
    expect((await fetchMedia(t.app, link)).status).toBe(404);

    // The organization's status is checked on its own, not only through the sessions it revoked.
    const { adminEmail: email, adminPassword: password, domain } = other.admin;
    const adminToken = await login(t.app, { email, password, domain });
    const again = await newEmployee({ ...other, adminToken });
    const fresh = await learnerLink(again, other.tenant.id);
    await t.database.db.update(tenants).set({ status: 'inactive' }).where(eq(tenants.id, other.tenant.id));
    expect((await fetchMedia(t.app, fresh)).status).toBe(404);
  });

  it('lets a link expire within the hour', async () => {
    const learner = await newEmployee();
    const link = await learnerLink(learner);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      vi.setSystemTime(Date.now() + 29 * 60_000);
      expect((await fetchMedia(t.app, link)).status).toBe(200);
      vi.setSystemTime(Date.now() + 32 * 60_000);
      const late = await t.app.inject({ method: 'GET', url: link });
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual(expired);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a link whose key, expiry or holder was altered', async () => {
    const learner = await newEmployee();
    const victim = await learnerLink(await newEmployee());
    const link = await learnerLink(learner);
    const [payload, signature] = link.replace('/api/media/', '').split('.');
    const data = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const victimData = JSON.parse(Buffer.from(victim.replace('/api/media/', '').split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['e', 'k', 'n', 's', 't', 'u']);
    const altered = [
      { ...data, k: 'courses/other/v1/material.pdf' },
      { ...data, e: Number(data.e) + 24 * 3600 },
      { ...data, s: victimData.s, u: victimData.u },
    ];
    for (const forged of altered) {
      const url = `/api/media/${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
      expect((await fetchMedia(t.app, url)).status).toBe(404);
    }
    for (const url of [`/api/media/${payload}.${signature!.slice(0, -2)}xx`, `/api/media/${payload}`, `/api/media/${payload}.${signature}.x`]) {
      expect((await fetchMedia(t.app, url)).status).toBe(404);
    }
    expect((await fetchMedia(t.app, link)).status).toBe(200);
  });

  it('binds the super user\'s catalogue links to the super user\'s session', async () => {
    const session = await login(t.app, superUser);
    const catalogue = await t.app.inject({ method: 'GET', url: `/api/superadmin/courses/${course.id}`, headers: bearer(session) });
    const link = catalogue.json<Course>().materialUrl;
    expect((await fetchMedia(t.app, link)).status).toBe(200);
    await logout(session);
    await waitFor(async () => ((await fetchMedia(t.app, link)).status === 404 ? true : undefined), 5000);
    // Other super-user sessions are unaffected.
    const list = await t.app.inject({ method: 'GET', url: '/api/courses', headers: bearer(superToken) });
    expect((await fetchMedia(t.app, list.json<Course[]>()[0]!.materialUrl)).status).toBe(200);
  });
});
