import { type APIRequestContext, expect } from '@playwright/test';
import { type FixtureSlide, makePdf } from '../../apps/server/src/test/deck-fixtures.ts';

// Set-up through the real API, so each journey starts from the state it needs without clicking through others.

export const superUser = { email: 'root@complyra.test', password: 'root-password' };

export async function apiLogin(request: APIRequestContext, body: { email: string; password: string; domain?: string }) {
  const res = await request.post('/api/auth/login', { data: body });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** All nine organization details: courses can be assigned once they are saved. */
export { completeDetails as organizationDetails } from '../../apps/server/src/test/complete-details.ts';

/** A new organization with its admin, named uniquely so journeys do not collide. */
export async function createOrganizationViaApi(request: APIRequestContext, name: string) {
  const superToken = await apiLogin(request, superUser);
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const admin = { email: `admin@${slug}.test`, password: 'admin-pass', domain: `${slug}.test` };
  const res = await request.post('/api/tenants', {
    headers: authHeader(superToken),
    data: { name, domain: admin.domain, adminEmail: admin.email, adminPassword: admin.password },
  });
  if (res.status() !== 201) throw new Error(`create organization failed: ${res.status()} ${await res.text()}`);
  const tenant = (await res.json()) as { id: string; name: string; domain: string };
  const adminToken = await apiLogin(request, admin);
  return { tenant, admin, adminToken, superToken };
}

/** Adds an employee; without a password the answer carries the one-time invite link. */
export async function addEmployeeViaApi(
  request: APIRequestContext,
  org: { tenant: { id: string }; adminToken: string },
  employee: { name: string; email: string; password?: string },
) {
  const res = await request.post(`/api/tenant-admin/tenants/${org.tenant.id}/users`, {
    headers: authHeader(org.adminToken),
    data: employee,
  });
  if (res.status() !== 201) throw new Error(`add employee failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { user: { id: string }; inviteUrl?: string };
}

/** Imports employees from CSV text (name,email) in one call, as Import CSV does; answers how many were added. */
export async function importEmployeesViaApi(
  request: APIRequestContext,
  org: { tenant: { id: string }; adminToken: string },
  csv: string,
) {
  const res = await request.post(`/api/tenant-admin/tenants/${org.tenant.id}/users/import`, {
    headers: { ...authHeader(org.adminToken), 'content-type': 'text/csv' },
    data: csv,
    timeout: 240_000,
  });
  if (res.status() !== 200) throw new Error(`import failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { added: number }).added;
}

/** The super user uploads a text PDF (one page per slide) and waits until the pipeline made it ready. */
export async function createReadyCourseViaApi(
  request: APIRequestContext,
  superToken: string,
  course: { title: string; description: string; tags: string; learningObjectives: string; slides: FixtureSlide[] },
) {
  const { slides, ...fields } = course;
  const res = await request.post('/api/courses', {
    headers: authHeader(superToken),
    multipart: {
      ...fields,
      courseMaterial: { name: 'deck.pdf', mimeType: 'application/pdf', buffer: makePdf(slides) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/superadmin/courses/${id}`, { headers: authHeader(superToken) });
        const body = (await answer.json()) as { status: string; failureReason: string | null };
        if (body.status === 'failed') throw new Error(`course processing failed: ${body.failureReason}`);
        return body.status;
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe('ready');
  return id;
}
