import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { GeneratedQuiz, QuizResult } from '@complyra/core';
import type { FixtureSlide } from '../../apps/server/src/test/deck-fixtures.ts';
import { authHeader, createReadyCourseViaApi, organizationDetails, superUser } from './api';

// The learner journeys' set-up through the API: the real pipeline makes the course (rendering, narration,
// speech), then the organization's copy is made.

export type Setup = {
  tenantId: string;
  courseId: string;
  adminToken: string;
  /** The organization admin's sign-in, for journeys that use the admin's screens. */
  admin: { email: string; password: string; domain: string };
  slideCount: number;
  employees: { token: string; email: string }[];
};

/** The course's properties as the organization sets them (the journeys mostly use mandatory, not skippable, SAME). */
export type CourseProperties = { mandatory: boolean; skippable: boolean; retryType: 'SAME' | 'DIFFERENT' };
const pocs = [{ role: 'Compliance Officer', name: 'Olga Owens', contact: 'olga@example.test' }];

async function postJson<T>(request: APIRequestContext, url: string, token: string | null, data: unknown, status = 200) {
  const response = await request.post(url, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

async function getJson<T>(request: APIRequestContext, url: string, token: string) {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const login = (request: APIRequestContext, body: { email: string; password: string; domain?: string }) =>
  postJson<{ token: string }>(request, '/api/auth/login', null, body).then((answer) => answer.token);

/**
 * An organization with its details, a ready mandatory course of `slideCount` slides assigned, and two
 * employees. The slides are numbered rules unless a journey needs its own words on them.
 */
export async function setUp(
  request: APIRequestContext,
  slideCount: number,
  slides: FixtureSlide[] = Array.from({ length: slideCount }, (_, i) => ({ title: `Rule ${i + 1}`, bullets: [`Point ${i + 1}.`] })),
  properties: CourseProperties = { mandatory: true, skippable: false, retryType: 'SAME' },
): Promise<Setup> {
  const superToken = await login(request, superUser);
  const slug = `learners-${Date.now().toString(36)}`;
  const admin = { email: `admin@${slug}.test`, password: 'admin-pass', domain: `${slug}.test` };
  const tenant = await postJson<{ id: string }>(
    request,
    '/api/tenants',
    superToken,
    { name: 'Learner Journeys Ltd', domain: admin.domain, adminEmail: admin.email, adminPassword: admin.password },
    201,
  );

  const courseId = await createReadyCourseViaApi(request, superToken, {
    title: 'Anti-Bribery Basics',
    description: 'What bribery is and how to refuse it.',
    tags: 'ethics, compliance',
    learningObjectives: 'Recognize bribes, Report them',
    slides,
  });

  const adminToken = await login(request, admin);
  await postJson(request, `/api/tenants/${tenant.id}/details`, adminToken, organizationDetails);
  await postJson(
    request,
    '/api/courses/assign',
    adminToken,
    { courseId, tenantId: tenant.id, ...properties, pocs },
    201,
  );
  await expect
    .poll(
      async () => {
        const courses = await getJson<{ id: string; copyStatus: string }[]>(
          request,
          `/api/tenant-admin/tenants/${tenant.id}/courses`,
          adminToken,
        );
        return courses.find((course) => course.id === courseId)?.copyStatus;
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe('ready');

  const employees = [];
  for (const name of ['Erin', 'Frank']) {
    const email = `${name.toLowerCase()}@${slug}.test`;
    await postJson(request, `/api/tenant-admin/tenants/${tenant.id}/users`, adminToken, { name, email, password: 'employee-pass' }, 201);
    employees.push({ email, token: await login(request, { email, password: 'employee-pass' }) });
  }
  return { tenantId: tenant.id, courseId, adminToken, admin, slideCount: slides.length, employees };
}

/**
 * Address sign-in: the header stores token and tenantId from the address and removes them. `timeout` for a
 * journey whose server is busy at that moment (issuing a certificate, say).
 */
export async function openDashboard(page: Page, token: string, tenantId: string, options: { timeout?: number } = {}) {
  await page.goto(`/dashboard?token=${encodeURIComponent(token)}&tenantId=${tenantId}`);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible({ timeout: options.timeout });
}

/** The organization admin changes the course's properties (its retry type, say) as the Edit dialog does. */
export async function setCoursePropertiesViaApi(request: APIRequestContext, setup: Setup, properties: CourseProperties) {
  const response = await request.patch('/api/tenant-admin/courses/properties', {
    headers: { authorization: `Bearer ${setup.adminToken}` },
    data: { courseId: setup.courseId, tenantId: setup.tenantId, ...properties, pocs },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The fast path to the end of a skippable course (the server times slides only when they cannot be
 * skipped): the employee's player reports every slide up to the last, which the journey then plays.
 */
export async function reachLastSlideViaApi(request: APIRequestContext, setup: Setup, token: string) {
  for (let slide = 1; slide <= setup.slideCount; slide++) {
    const progress = Math.round(((slide - 1) / setup.slideCount) * 100);
    await postJson(request, `/api/courses/${setup.courseId}/update-progress`, token,
      { tenantId: setup.tenantId, progress, slideNumber: slide, audioPlayedRatio: 1 });
  }
}

/** An employee completes the course through the API (a skippable course: the server times no slide). */
export async function completeCourseViaApi(request: APIRequestContext, setup: Setup, token: string) {
  await reachLastSlideViaApi(request, setup, token);
  await postJson(request, `/api/courses/${setup.courseId}/update-progress`, token,
    { tenantId: setup.tenantId, progress: 100, slideNumber: setup.slideCount, audioPlayedRatio: 1 });
  await postJson(request, `/api/tenant-admin/tenants/${setup.tenantId}/courses/${setup.courseId}/complete`, token, undefined);
}

/**
 * Passes the quiz through the API as the quiz page does: a first attempt shows the right answers, the
 * retry (SAME: the same questions in another order) gives them. Returns the certificate's code.
 */
export async function passQuizViaApi(request: APIRequestContext, setup: Setup, token: string) {
  const attempt = async () => {
    const res = await request.post('/api/ai/generate_mcq', {
      headers: authHeader(token),
      data: { course_id: setup.courseId, tenant_id: setup.tenantId },
      timeout: 120_000,
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as GeneratedQuiz;
  };
  const submit = async (quiz: GeneratedQuiz, choose: (question: GeneratedQuiz['mcqs'][number]) => string) => {
    const answers = Object.fromEntries(quiz.mcqs.map((question) => [String(question.number), choose(question)]));
    const res = await request.post(`/api/quiz/attempts/${quiz.attemptId}/submit`, { headers: authHeader(token), data: { answers } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as QuizResult;
  };
  const first = await submit(await attempt(), () => 'A');
  if (first.certificate) return first.certificate.code;
  const right = new Map<string, Set<string>>();
  for (const item of first.items) {
    const answers = right.get(item.question) ?? new Set<string>();
    answers.add(item.correctAnswer.replace(/^[A-D]\. /, ''));
    right.set(item.question, answers);
  }
  const second = await submit(await attempt(), (question) => {
    const entry = Object.entries(question.choices).find(([, text]) => right.get(question.question)?.has(text));
    return entry ? entry[0] : 'A';
  });
  expect(second.passed, JSON.stringify(second.items)).toBe(true);
  return second.certificate!.code;
}
