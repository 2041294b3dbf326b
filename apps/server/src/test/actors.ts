import type { Database } from '../db/database.ts';
import { ensureSuperUser } from '../modules/users/superuser.service.ts';
import type { TestApp } from './test-app.ts';

// Signs in the people a test needs, through the real API.
export const superUser = { email: 'root@complyra.test', password: 'root-password' };

export async function login(app: TestApp, body: { email: string; password: string; domain?: string }) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signInSuperUser(app: TestApp, database: Database) {
  await ensureSuperUser(database.db, superUser);
  return login(app, superUser);
}

let orgCounter = 0;
/** Creates an organization through the API and returns it with its admin's token. */
export async function createOrganization(app: TestApp, superToken: string, name = `Org ${++orgCounter}`) {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 7)}`;
  const body = {
    name,
    domain: `${slug}.test`,
    adminEmail: `admin@${slug}.test`,
    adminPassword: 'admin-pass',
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/tenants',
    headers: bearer(superToken),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create organization failed ${res.statusCode} ${res.body}`);
  const tenant = res.json<{ id: string; domain: string }>();
  const adminToken = await login(app, {
    email: body.adminEmail,
    password: body.adminPassword,
    domain: body.domain,
  });
  return { tenant, adminToken, admin: body };
}

export async function addEmployee(
  app: TestApp,
  adminToken: string,
  tenantId: string,
  email: string,
  password = 'employee-pass',
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/tenant-admin/tenants/${tenantId}/users`,
    headers: bearer(adminToken),
    payload: { name: 'Employee', email, password },
  });
  if (res.statusCode !== 201) throw new Error(`add employee failed ${res.statusCode} ${res.body}`);
  return login(app, { email, password });
}
