import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tenants } from '../db/schema.ts';
import { multipart } from '../lib/multipart-body.ts';
import { recordSlideCompleted } from '../modules/progress/slide-journey.repository.ts';
import { ensureSuperUser } from '../modules/users/superuser.service.ts';

// Demo data for a first look (`npm start -- --demo` or DEMO=1): made once, through the product's own API and
// the real course pipeline, so what a newcomer sees is what the product does.

export const demoDeck = path.join(import.meta.dirname, '../test/fixtures/decks/nist-oscal-overview-2017.pptx');

export const demoPeople = {
  superUser: { email: 'super@demo.complyra.test', password: 'demo-super-pass' },
  organization: { name: 'Demo Ltd', domain: 'demo.complyra.test' },
  admin: { email: 'admin@demo.complyra.test', password: 'demo-admin-pass' },
  employees: [
    { name: 'Erin Demo', email: 'erin@demo.complyra.test', password: 'demo-erin-pass' },
    { name: 'Frank Demo', email: 'frank@demo.complyra.test', password: 'demo-frank-pass' },
  ],
} as const;

const course = {
  title: 'OSCAL Overview',
  description: 'What the Open Security Controls Assessment Language is and how it describes security controls.',
  tags: 'compliance, security, NIST',
  learningObjectives: 'Explain what OSCAL is, Name its layers, Find the catalog of controls',
};

const details = {
  hrContactName: 'Hana Demo',
  hrContactEmail: 'hr@demo.complyra.test',
  hrContactPhone: '+1 555 0100',
  ceoName: 'Carl Demo',
  ceoEmail: 'ceo@demo.complyra.test',
  ceoContact: '+1 555 0101',
  ctoName: 'Tara Demo',
  ctoEmail: 'cto@demo.complyra.test',
  ctoContact: '+1 555 0102',
};

export function demoSignInLines(baseUrl: string): string[] {
  const { superUser, admin, employees, organization } = demoPeople;
  return [
    `Demo sign-ins on ${baseUrl}:`,
    `  super user  ${superUser.email} / ${superUser.password}  at /login`,
    `  admin       ${admin.email} / ${admin.password} (domain ${organization.domain})  at /admin/login`,
    ...employees.map((e) => `  employee    ${e.email} / ${e.password}  at /signin`),
  ];
}

type Options = { deckPath?: string; print: (line: string) => void; signal?: AbortSignal; pollMs?: number };

/** Loads the demo unless its organization exists; resolves once the course is assigned and half-played. */
/** What the demo needs of the app: answering requests in process, as the tests do. */
type Injector = { inject(options: InjectOptions): Promise<LightMyRequestResponse> };

export async function loadDemo(app: Injector, db: Db, baseUrl: string, options: Options) {
  const { print } = options;
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, demoPeople.organization.domain));
  if (existing) {
    for (const line of demoSignInLines(baseUrl)) print(line);
    return 'exists' as const;
  }
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, extraHeaders = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders },
      payload: payload as never,
    });
    if (res.statusCode >= 300) throw new Error(`demo: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const login = async (body: object) => (await call<{ token: string }>('POST', '/api/auth/login', null, body)).token;
  const until = async <T>(read: () => Promise<T | undefined>) => {
    for (;;) {
      if (options.signal?.aborted) throw new Error('demo: stopped');
      const value = await read();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
    }
  };

  const { superUser, organization, admin, employees } = demoPeople;
  await ensureSuperUser(db, { ...superUser, name: 'Demo Super User' });
  const superToken = await login(superUser);
  const tenant = await call<{ id: string }>('POST', '/api/tenants', superToken, {
    name: organization.name,
    domain: organization.domain,
    adminEmail: admin.email,
    adminPassword: admin.password,
  });
  const adminToken = await login({ ...admin, domain: organization.domain });
  await call('POST', `/api/tenants/${tenant.id}/details`, adminToken, details);
  for (const employee of employees) {
    await call('POST', `/api/tenant-admin/tenants/${tenant.id}/users`, adminToken, employee);
  }
  for (const line of demoSignInLines(baseUrl)) print(line);

  const deckPath = options.deckPath ?? demoDeck;
  const form = multipart(course, { name: path.basename(deckPath), body: fs.readFileSync(deckPath) });
  const created = await call<{ id: string }>('POST', '/api/courses', superToken, form.payload, form.headers);
  print(`Demo: making the course "${course.title}" from ${path.basename(deckPath)} (a few minutes); it appears in the catalogue when ready.`);
  const ready = await until(async () => {
    const c = await call<{ status: string; failureReason: string | null; slidesTotal: number }>(
      'GET',
      `/api/superadmin/courses/${created.id}`,
      superToken,
    );
    if (c.status === 'failed') throw new Error(`demo: the course failed: ${c.failureReason}`);
    return c.status === 'ready' ? c : undefined;
  });
  await call('POST', '/api/courses/assign', adminToken, {
    courseId: created.id,
    tenantId: tenant.id,
    mandatory: true,
    skippable: false,
    retryType: 'SAME',
    pocs: [{ role: 'Compliance Officer', name: 'Olga Demo', contact: 'olga@demo.complyra.test' }],
  });
  await until(async () => {
    const list = await call<{ id: string; copyStatus: string }[]>('GET', `/api/tenant-admin/tenants/${tenant.id}/courses`, adminToken);
    return list.find((c) => c.id === created.id)?.copyStatus === 'ready' ? true : undefined;
  });
  // Half-played by the first employee: their dashboard shows Resume Course near 50%. The server accepts
  // progress only along a recorded journey, so the demo records the first half as played an hour ago.
  const erinToken = await login(employees[0]);
  const erin = await call<{ id: string }>('GET', '/api/user-dashboard/profile', erinToken);
  const journey = { userId: erin.id, tenantId: tenant.id, courseId: created.id };
  const completed = Math.max(1, Math.floor(ready.slidesTotal / 2));
  const anHourAgo = new Date(Date.now() - 3600_000);
  for (let slide = 1; slide <= completed; slide++) await recordSlideCompleted(db, journey, slide, anHourAgo, 1);
  await call('POST', `/api/courses/${created.id}/update-progress`, erinToken, {
    tenantId: tenant.id,
    progress: Math.round((completed / ready.slidesTotal) * 100),
    slideNumber: Math.min(ready.slidesTotal, completed + 1),
    audioPlayedRatio: 1,
  });
  print(`Demo ready: "${course.title}" is assigned to ${organization.name}; ${employees[0].name} is halfway through it.`);
  return { tenantId: tenant.id, courseId: created.id };
}
