import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tenants } from '../db/schema.ts';
import { multipart } from '../lib/multipart-body.ts';
import { recordSlideSteps } from '../modules/progress/slide-journey.repository.ts';
import { ensureSuperUser } from '../modules/users/superuser.service.ts';

// Demo data for a first look (`npm start -- --demo` or DEMO=1): made through the product's own API and the real
// course pipeline, so what a newcomer sees is what the product does. Every step first looks whether it is already
// done, so a start that was stopped half-way (or whose course failed) is finished by the next one.

// The deck ships with the product: the build copies it beside the compiled server (apps/server/scripts/build.mjs).
export const demoDeckName = 'nist-oscal-overview-2017.pptx';
export const demoDeck = path.join(import.meta.dirname, demoDeckName);

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

/** What the demo needs of the app: answering requests in process, as the tests do. */
type Injector = { inject(options: InjectOptions): Promise<LightMyRequestResponse> };

type DemoCourse = { id: string; title: string; status: string; failureReason: string | null; slidesTotal: number };

/** A demo step that could not be done, said in words a newcomer can act on. */
export class DemoError extends Error {}

/**
 * Loads whatever part of the demo is missing and resolves once the course is assigned and half-played
 * ('exists' when nothing was left to do).
 */
export async function loadDemo(app: Injector, db: Db, baseUrl: string, options: Options) {
  const { print } = options;
  let changed = false;
  const request = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, extraHeaders = {}) => {
    if (options.signal?.aborted) throw new DemoError('stopped');
    return app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders },
      payload: payload as never,
    });
  };
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, extraHeaders = {}) => {
    const res = await request(method, url, token, payload, extraHeaders);
    if (res.statusCode >= 300) {
      const message = String(res.headers['content-type']).includes('json') ? res.json<{ message?: string }>().message : undefined;
      throw new DemoError(`${method} ${url.split('?')[0]} answered ${res.statusCode}${message ? `: ${message}` : ''}`);
    }
    if (method === 'POST' && url !== '/api/auth/login') changed = true;
    return res.json<T>();
  };
  const login = async (body: object) => (await call<{ token: string }>('POST', '/api/auth/login', null, body)).token;
  const until = async <T>(read: () => Promise<T | undefined>) => {
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
    }
  };

  const { superUser, organization, admin, employees } = demoPeople;
  if ((await ensureSuperUser(db, { ...superUser, name: 'Demo Super User' })) === 'taken') {
    throw new DemoError(`${superUser.email} belongs to a user who is not a super user`);
  }
  const superToken = await login(superUser);

  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, organization.domain));
  const tenantId =
    existing?.id ??
    (
      await call<{ id: string }>('POST', '/api/tenants', superToken, {
        name: organization.name,
        domain: organization.domain,
        adminEmail: admin.email,
        adminPassword: admin.password,
      })
    ).id;
  const adminToken = await login({ ...admin, domain: organization.domain });
  // The spec's details read answers 404 while none are saved.
  if ((await request('GET', `/api/tenants/${tenantId}/details`, adminToken)).statusCode === 404) {
    await call('POST', `/api/tenants/${tenantId}/details`, adminToken, details);
  }
  const people = await call<{ email: string }[]>('GET', `/api/tenant-admin/tenants/${tenantId}/users`, adminToken);
  for (const employee of employees) {
    if (!people.some((person) => person.email === employee.email)) {
      await call('POST', `/api/tenant-admin/tenants/${tenantId}/users`, adminToken, employee);
    }
  }
  for (const line of demoSignInLines(baseUrl)) print(line);

  const findCourse = async () =>
    (await call<DemoCourse[]>('GET', '/api/courses', superToken)).find((c) => c.title === course.title);
  let made = await findCourse();
  if (!made) {
    const deckPath = options.deckPath ?? demoDeck;
    if (!fs.existsSync(deckPath)) throw new DemoError(`its deck is missing: ${deckPath} (the build copies it there)`);
    const form = multipart(course, { name: path.basename(deckPath), body: fs.readFileSync(deckPath) });
    made = await call<DemoCourse>('POST', '/api/courses', superToken, form.payload, form.headers);
  } else if (made.status === 'failed') {
    print(`Demo: the course "${course.title}" failed last time (${made.failureReason ?? 'no reason given'}); trying again.`);
    made = await call<DemoCourse>('POST', `/api/superadmin/course/${made.id}/retry`, superToken);
  }
  const courseId = made.id;
  if (made.status !== 'ready') {
    print(`Demo: making the course "${course.title}" (a minute or two); it appears in the catalogue when ready.`);
  }
  const ready = await until(async () => {
    const c = await call<DemoCourse>('GET', `/api/superadmin/courses/${courseId}`, superToken);
    if (c.status === 'failed') throw new DemoError(`the course "${course.title}" could not be made: ${c.failureReason}`);
    return c.status === 'ready' ? c : undefined;
  });

  const assigned = async () =>
    (await call<{ id: string; copyStatus: string }[]>('GET', `/api/tenant-admin/tenants/${tenantId}/courses`, adminToken)).find(
      (c) => c.id === courseId,
    );
  if (!(await assigned())) {
    await call('POST', '/api/courses/assign', adminToken, {
      courseId,
      tenantId,
      mandatory: true,
      skippable: false,
      retryType: 'SAME',
      pocs: [{ role: 'Compliance Officer', name: 'Olga Demo', contact: 'olga@demo.complyra.test' }],
    });
  }
  await until(async () => ((await assigned())?.copyStatus === 'ready' ? true : undefined));

  // Half-played by the first employee: their dashboard shows Resume Course near 50%. The server accepts
  // progress only along a recorded journey, so the demo records the first half as played an hour ago.
  const erinToken = await login(employees[0]);
  const erin = await call<{ id: string }>('GET', '/api/user-dashboard/profile', erinToken);
  const played = await call<{ progress: number }>('GET', `/api/courses/progress/user?userId=${erin.id}&courseId=${courseId}`, erinToken);
  if (played.progress === 0) {
    const journey = { userId: erin.id, tenantId, courseId };
    const completed = Math.max(1, Math.floor(ready.slidesTotal / 2));
    const anHourAgo = new Date(Date.now() - 3600_000);
    for (let slide = 1; slide <= completed; slide++) await recordSlideSteps(db, journey, { complete: slide }, anHourAgo, 1);
    await call('POST', `/api/courses/${courseId}/update-progress`, erinToken, {
      tenantId,
      progress: Math.round((completed / ready.slidesTotal) * 100),
      slideNumber: Math.min(ready.slidesTotal, completed + 1),
      audioPlayedRatio: 1,
    });
  }
  print(`Demo ready: "${course.title}" is assigned to ${organization.name}; ${employees[0].name} is halfway through it.`);
  return changed ? { tenantId, courseId } : ('exists' as const);
}

/** The console lines for a demo that could not be finished: what went wrong, and that a restart goes on. */
export function demoFailureLines(error: unknown): string[] {
  const reason = error instanceof DemoError ? error.message : error instanceof Error ? error.message : String(error);
  return [
    `Demo: could not finish loading the demo: ${reason}.`,
    '  What is there works; start again with --demo (or DEMO=1) to finish the rest.',
  ];
}
