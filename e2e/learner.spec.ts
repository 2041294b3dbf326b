import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createReadyCourseViaApi, organizationDetails, superUser } from './support/api';

// The learner journey end to end: a real 5-page PDF goes through the pipeline (rendering, narration,
// speech), the organization's copy is made, and employees play the narrated course in Chromium.

const slideCount = 5;

type Setup = { tenantId: string; courseId: string; adminToken: string; employees: { token: string; email: string }[] };

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

async function setUp(request: APIRequestContext): Promise<Setup> {
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
    slides: Array.from({ length: slideCount }, (_, i) => ({ title: `Rule ${i + 1}`, bullets: [`Point ${i + 1}.`] })),
  });

  const adminToken = await login(request, admin);
  await postJson(request, `/api/tenants/${tenant.id}/details`, adminToken, organizationDetails);
  await postJson(
    request,
    '/api/courses/assign',
    adminToken,
    {
      courseId,
      tenantId: tenant.id,
      mandatory: true,
      skippable: false,
      retryType: 'SAME',
      pocs: [{ role: 'Compliance Officer', name: 'Olga Owens', contact: 'olga@example.test' }],
    },
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
  return { tenantId: tenant.id, courseId, adminToken, employees };
}

/** Address sign-in: the header stores token and tenantId from the address and removes them. */
async function openDashboard(page: Page, token: string, tenantId: string) {
  await page.goto(`/dashboard?token=${encodeURIComponent(token)}&tenantId=${tenantId}`);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

const card = (page: Page) => page.getByRole('article', { name: 'Anti-Bribery Basics' });
const slideCounter = (page: Page, n: number) => page.getByText(`Slide ${n} of ${slideCount}`, { exact: true });

/** The narration really plays: the audio element's clock moves. */
async function expectNarrationPlaying(page: Page) {
  const audio = page.getByTestId('narration');
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0)).toBe(true);
}

async function playAtDoubleSpeed(page: Page) {
  await page.getByLabel('Playback speed').selectOption('2');
  await expect.poll(() => page.getByTestId('narration').evaluate((el: HTMLAudioElement) => el.playbackRate)).toBe(2);
}

let setup: Setup;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  setup = await setUp(request);
});

test('an employee plays the mandatory course through to Course Completed!', async ({ page }) => {
  test.setTimeout(300_000);
  const [erin] = setup.employees;
  await openDashboard(page, erin!.token, setup.tenantId);
  await expect(card(page).getByLabel('Mandatory')).toBeVisible();
  await card(page).getByRole('button', { name: 'Start Course' }).click();

  await expect(slideCounter(page, 1)).toBeVisible();
  await expectNarrationPlaying(page);
  await playAtDoubleSpeed(page);
  // Not skippable: no skip control.
  await expect(page.getByRole('button', { name: 'Forward 5 seconds' })).toHaveCount(0);

  // Too early: the next button and the keyboard are both held back.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please complete at least 80% of this slide before moving to the next one')).toBeVisible();
  await page.locator('body').press('ArrowRight');
  await expect(page.getByText('Please complete at least 80% of the current slide before moving forward')).toBeVisible();
  await expect(slideCounter(page, 1)).toBeVisible();

  // Each slide's narration ends and the player moves on by itself 2 s later; the last one completes.
  for (let n = 2; n <= slideCount; n++) {
    await expect(slideCounter(page, n)).toBeVisible({ timeout: 60_000 });
    await expectNarrationPlaying(page);
    await expect(page.getByTestId('subtitle')).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.getByRole('dialog', { name: 'Course Completed!' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Start Assessment' })).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(card(page).getByRole('button', { name: 'Start Again' })).toBeVisible();
  await expect(card(page).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');
});

test('an employee who leaves at slide 3 resumes on slide 3', async ({ page }) => {
  test.setTimeout(300_000);
  const [, frank] = setup.employees;
  await openDashboard(page, frank!.token, setup.tenantId);
  await card(page).getByRole('button', { name: 'Start Course' }).click();
  await expect(slideCounter(page, 1)).toBeVisible();
  await playAtDoubleSpeed(page);
  await expect(slideCounter(page, 3)).toBeVisible({ timeout: 120_000 });

  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(card(page).getByRole('button', { name: 'Resume Course' })).toBeVisible();
  await expect(card(page).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '40');
  await card(page).getByRole('button', { name: 'Resume Course' }).click();
  await expect(slideCounter(page, 3)).toBeVisible();
  await expectNarrationPlaying(page);
});

test('the admin preview moves freely and ends with Hurray!!', async ({ page }) => {
  // Sign in through the address on the home page, then open the preview like the admin dashboard does.
  await page.goto(`/?token=${encodeURIComponent(setup.adminToken)}&tenantId=${setup.tenantId}`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/course/${setup.courseId}/play?tenantId=${setup.tenantId}`);
  await expect(slideCounter(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Open slide list' }).click();
  await page.getByRole('navigation', { name: 'Slides' }).getByRole('button').nth(slideCount - 1).click();
  await expect(slideCounter(page, slideCount)).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog', { name: 'Hurray!!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Assessment' })).toHaveCount(0);
});

test('a deactivated course leaves the employee dashboard', async ({ page, request }) => {
  const response = await request.patch(`/api/tenant-admin/tenants/${setup.tenantId}/courses/${setup.courseId}/toggle`, {
    headers: { authorization: `Bearer ${setup.adminToken}` },
    data: { isEnabled: false },
  });
  expect(response.status(), await response.text()).toBe(200);

  await openDashboard(page, setup.employees[0]!.token, setup.tenantId);
  await expect(page.getByText('No courses found')).toBeVisible();
  await expect(page.getByText('There are no courses in this category yet.')).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});
