import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './test/server-process.ts';
import { createEmptyPostgresDatabase } from './test/test-database.ts';
import { waitFor } from './test/wait-for.ts';

// The heavy-work process (lib/heavy-work-process.ts, plugins/heavy-work-proxy.ts): on PostgreSQL the production
// entry starts a second process of itself at a lower priority and sends it the quiz, chat, report and certificate
// requests, answers unchanged; the learners' requests stay here. If it dies, the server answers them itself
// until it is started again; it stops with the server.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-heavy-work-'));
const superUser = { email: 'root@complyra.test', password: 'root-password' };
let server: ServerProcess;
let base: string;
let token: string;
let dropDatabase = async () => {};
let tenantId: string;
let employeeToken: string;
let reportsStatus: number;

async function post<T>(url: string, body: unknown, bearer?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const created = await createEmptyPostgresDatabase();
  dropDatabase = created.drop;
  server = startServerProcess({
    ...process.env,
    DATABASE_URL: created.url,
    DATA_DIR: root,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SOFFICE_PATH: 'none',
    SPEECH_WORKERS: '1',
    SUPERADMIN_EMAIL: superUser.email,
    SUPERADMIN_PASSWORD: superUser.password,
    WEB_DIST_DIR: path.join(root, 'no-web'),
  });
  base = await server.url;
  token = (await post<{ token: string }>('/api/auth/login', superUser)).token;
  const organization = { name: 'Heavy Work', domain: 'heavy-work.test', adminEmail: 'admin@heavy-work.test', adminPassword: 'admin-pass' };
  tenantId = (await post<{ id: string }>('/api/tenants', organization, token)).id;
  const adminToken = (await post<{ token: string }>('/api/auth/login', { email: organization.adminEmail, password: organization.adminPassword, domain: organization.domain })).token;
  await post(`/api/tenant-admin/tenants/${tenantId}/users`, { name: 'Employee', email: 'erin@heavy-work.test', password: 'employee-pass' }, adminToken);
  employeeToken = (await post<{ token: string }>('/api/auth/login', { email: 'erin@heavy-work.test', password: 'employee-pass' })).token;
}, 120_000);

afterAll(async () => {
  await stopServerProcesses([server]);
  await dropDatabase();
  fs.rmSync(root, { recursive: true, force: true });
});

const chatbot = (body: unknown, authorization?: string) =>
  fetch(`${base}/api/ai/chatbot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
const answeredBy = (response: Response) => response.headers.get('x-complyra-process') ?? 'server';

/** The process ids of the server's heavy-work process (its children that run main.ts again). */
function heavyWorkPids(): number[] {
  const pid = server.child.pid!;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => {
    try {
      return fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.ts');
    } catch {
      return false;
    }
  });
}

describe('the heavy-work process', () => {
  it('answers the heavy requests, unchanged, while the learners’ stay with the server', async () => {
    // It starts after the server answers: until then the server answers them itself.
    const reports = await waitFor(async () => {
      const response = await fetch(`${base}/api/admin/reports?tenantId=${tenantId}`, { headers: { authorization: `Bearer ${token}` } });
      return answeredBy(response) === 'heavy-work' ? response : undefined;
    }, 60_000);
    expect(reports.status).toBe(200);
    reportsStatus = reports.status;
    expect(heavyWorkPids()).toHaveLength(1);

    // A body goes through whole, as it came: the heavy-work process reads and answers it.
    const question = await fetch(`${base}/api/ai/chatbot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${employeeToken}` },
      body: JSON.stringify({ chatHistory: [{ role: 'user', content: 'What is this course about?' }], course_id: crypto.randomUUID(), tenant_id: tenantId }),
    });
    expect(answeredBy(question)).toBe('heavy-work');
    expect(question.status).toBe(404);
    // What this process refuses (signed out, a body its schema rejects) it answers itself, as always.
    const signedOut = await chatbot({ chatHistory: [{ role: 'user', content: 'Hello?' }] });
    expect(signedOut.status).toBe(401);
    const invalid = await chatbot({ chatHistory: 'not a list' }, `Bearer ${employeeToken}`);
    expect(invalid.status).toBe(400);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(answeredBy(health)).toBe('server');
    const profile = await fetch(`${base}/api/user-dashboard/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(answeredBy(profile)).toBe('server');
  }, 90_000);

  it('is started again when it dies, and the server answers meanwhile', async () => {
    const [first] = heavyWorkPids();
    process.kill(first!, 'SIGKILL');
    // Answered all along (by the server while there is no heavy-work process), never a 5xx.
    const seen = new Set<string>();
    await waitFor(async () => {
      const response = await fetch(`${base}/api/admin/reports?tenantId=${tenantId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(reportsStatus);
      seen.add(answeredBy(response));
      return seen.has('server') && answeredBy(response) === 'heavy-work' ? true : undefined;
    }, 60_000);
    expect(heavyWorkPids()).not.toContain(first);
    expect(heavyWorkPids()).toHaveLength(1);
  }, 90_000);

  it('stops with the server', async () => {
    const [pid] = heavyWorkPids();
    await stopServerProcesses([server]);
    await waitFor(() => (fs.existsSync(`/proc/${pid}`) ? undefined : true), 30_000);
  }, 60_000);
});
