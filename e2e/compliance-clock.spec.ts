import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import type { DailySweepResult, TestClock } from '@complyra/core';
import { startSmtpTestServer, type SmtpTestServer } from '../apps/server/src/test/smtp-test-server.ts';
import { apiLogin, authHeader, superUser } from './support/api';
import { signInAsAdmin } from './support/admin-sign-in';
import { assessmentSlides } from './support/assessment-deck';
import { completeCourseViaApi, openDashboard, passQuizViaApi, type Setup, setUp } from './support/learner-setup';
import { stopGroup } from './support/server-process';

// Issue 29 in the browser, on a server of its own (`npm start` with a real SMTP server started here and the
// test clock, COMPLYRA_TEST_CLOCK=1 with NODE_ENV=test): the admin sets a due date and a 12-month recurrence,
// the clock passes the due date, the employee sees Overdue, the reminder arrives with a link that opens the
// course; the employee passes, the clock passes the certificate's expiry, the course re-opens and the
// verification page says Expired. An employee turns reminders for optional courses off in the Account menu.

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT) + 2;
const serverUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-clock-e2e-'));
const title = 'Anti-Bribery Basics';

let smtp: SmtpTestServer;
let server: ChildProcess;
let api: APIRequestContext;
let superToken: string;
let setup: Setup;
let browserForJourney: Browser;
const contexts: BrowserContext[] = [];
/** The server's compliance clock once the test moved it; every browser context shows the same time. */
let clockNow: Date | null = null;

/** `npm start` on its own port and data folder, mailing through `smtpUrl`, its clock movable by the test. */
async function startServer(smtpUrl: string) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      COMPLYRA_TEST_CLOCK: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: serverUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Complyra <training@complyra.test>',
      SUPERADMIN_EMAIL: superUser.email,
      SUPERADMIN_PASSWORD: superUser.password,
      LOG_LEVEL: 'warn',
    },
    detached: true, // its own process group: npm, node and their workers are stopped together
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-3000);
  });
  child.on('exit', (code, signal) => {
    if (code !== null && code !== 0) console.error(`the clock journey's server exited (${code ?? signal}):\n${errors}`);
  });
  await expect
    .poll(async () => fetch(`${serverUrl}/api/ready`).then((res) => res.status, () => 0), { timeout: 180_000, intervals: [500] })
    .toBe(200);
  return child;
}

/** Moves the server's compliance clock `daysAhead` days past the real time, and every browser's clock with it. */
async function moveClock(daysAhead: number) {
  const res = await api.post('/api/test/clock', { headers: authHeader(superToken), data: { daysAhead } });
  expect(res.status(), await res.text()).toBe(200);
  clockNow = new Date(((await res.json()) as TestClock).now);
  for (const context of contexts) await context.clock.setFixedTime(clockNow);
  return clockNow;
}

/** The day's sweep at once (re-opening, reminders, notices, digests), as the daily job runs it. */
async function runDailySweep() {
  const res = await api.post('/api/test/daily-sweep', { headers: authHeader(superToken) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as DailySweepResult;
}

/** A page in a browser context of its own (one session each), on this journey's server, on its clock. */
async function newPage() {
  const context = await browserForJourney.newContext({ baseURL: serverUrl });
  if (clockNow) await context.clock.setFixedTime(clockNow);
  contexts.push(context);
  const page = await context.newPage();
  // What the server refused, printed when a step fails on a busy machine.
  page.on('response', (response) => {
    if (response.status() >= 400) console.log(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return page;
}

const card = (page: Page) => page.getByRole('article', { name: title });
/** The server of this journey also makes certificates and mails while the pages load: a busy machine's wait. */
const busy = { timeout: 30_000 };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  browserForJourney = browser;
  smtp = await startSmtpTestServer();
  server = await startServer(smtp.url);
  api = await playwrightRequest.newContext({ baseURL: serverUrl });
  superToken = await apiLogin(api, superUser);
  setup = await setUp(api, assessmentSlides.length, assessmentSlides, { mandatory: true, skippable: true, retryType: 'SAME' });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await api?.dispose();
  await stopGroup(server?.pid);
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a due date passes on the clock: Overdue on the card, the reminder mailed with a link into the course', async () => {
  test.setTimeout(300_000);
  const admin = await newPage();
  await signInAsAdmin(admin, setup.admin, busy);

  await admin.getByRole('tab', { name: 'Courses' }).click();
  await admin.getByRole('article', { name: title }).getByRole('button', { name: 'View Details' }).click();
  const details = admin.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Edit Properties' }).click();
  await details.getByLabel('Due', { exact: true }).selectOption('days');
  await details.getByLabel('Days after being added').fill('5');
  await details.getByLabel('Recurs').selectOption('12');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Course properties updated!')).toBeVisible(busy);
  await expect(details.getByText('Within 5 days of being added')).toBeVisible(busy);
  await expect(details.getByText('Every 12 months')).toBeVisible(busy);

  const [erin] = setup.employees;
  const learner = await newPage();
  await openDashboard(learner, erin!.token, setup.tenantId, { timeout: 60_000 });
  await expect(card(learner).getByText('Due in 5 days')).toBeVisible(busy);

  // Six days later: past the five-day window. The day's sweep mails the first overdue reminder.
  await moveClock(6);
  const swept = await runDailySweep();
  expect(swept.reminders).toBeGreaterThanOrEqual(2); // Erin and Frank
  await learner.reload();
  await expect(card(learner).getByText('Overdue')).toBeVisible(busy);

  const courseLink = `${serverUrl}/dashboard/course/${setup.courseId}/play?tenantId=${setup.tenantId}`;
  const subjectsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject);
  await expect.poll(() => subjectsTo(erin!.email), { timeout: 60_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`^Overdue: "${title}" was due on \\d{4}-\\d{2}-\\d{2}$`)));
  const reminder = smtp.received.find((mail) => mail.to.includes(erin!.email) && mail.subject.startsWith('Overdue'))!;
  expect(reminder.from).toBe('training@complyra.test');
  expect(reminder.decoded).toContain('Learner Journeys Ltd asks you to finish it as soon as you can.');
  const link = /(http:\/\/\S+\/dashboard\/course\/[^\s"<]+)/.exec(reminder.decoded)?.[1];
  expect(link).toBe(courseLink);

  // Following the link lands in the course's player.
  await learner.goto(link!);
  await expect(learner).toHaveURL(new RegExp(`/dashboard/course/${setup.courseId}/play`));
  await expect(learner.getByText(`Slide 1 of ${setup.slideCount}`, { exact: true })).toBeVisible({ timeout: 30_000 });

  // A second sweep the same day mails nothing new.
  expect((await runDailySweep()).reminders).toBe(0);

  // Frank turns reminders for optional courses off in his Account menu (mandatory ones keep coming).
  const frank = await newPage();
  await openDashboard(frank, setup.employees[1]!.token, setup.tenantId, { timeout: 60_000 });
  await frank.getByRole('button', { name: 'Account' }).click();
  await frank.getByRole('menuitem', { name: 'Reminder e-mails' }).click();
  const settings = frank.getByRole('dialog', { name: 'Reminder e-mails' });
  await expect(settings.getByText('Reminders for mandatory courses are always sent.', { exact: false })).toBeVisible(busy);
  const optional = settings.getByRole('switch', { name: 'Remind me about optional courses' });
  await expect(optional).toBeChecked();
  await optional.click();
  await expect(frank.getByText('Reminder settings saved')).toBeVisible(busy);
  await expect(optional).not.toBeChecked();
  const stored = await api.get('/api/user-dashboard/reminder-settings', { headers: authHeader(setup.employees[1]!.token) });
  expect(await stored.json()).toEqual({ optionalCourseReminders: false });
});

test('the certificate of a recurring course expires on the clock: the course re-opens, the verification says Expired', async () => {
  test.setTimeout(300_000);
  const [erin] = setup.employees;
  await completeCourseViaApi(api, setup, erin!.token);
  const code = await passQuizViaApi(api, setup, erin!.token);

  const learner = await newPage();
  await openDashboard(learner, erin!.token, setup.tenantId, { timeout: 60_000 });
  await expect(card(learner).getByText('Completed late')).toBeVisible(busy);
  await expect(card(learner).getByRole('button', { name: 'Start Again' })).toBeVisible(busy);

  // Twelve months and a week later (the certificate was issued on day 6): expired; the sweep re-opens the course.
  await moveClock(6 + 366 + 7);
  const swept = await runDailySweep();
  expect(swept.reopened).toBeGreaterThanOrEqual(1);
  await learner.reload();
  await expect(card(learner).getByRole('button', { name: 'Start Course' })).toBeVisible(busy);
  await expect(card(learner).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0');
  // The new cycle is due five days after the expiry, which was a week ago.
  await expect(card(learner).getByText('Overdue')).toBeVisible(busy);

  const verify = await newPage();
  await verify.goto(`/verify/${code}`);
  await expect(verify.getByRole('heading', { name: 'Certificate verification' })).toBeVisible(busy);
  await expect(verify.getByTestId('certificate-status')).toHaveText('Expired');
});
