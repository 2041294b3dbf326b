import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { baseURL } from './playwright.config';
import { authHeader } from './support/api';
import { signInAsAdmin } from './support/admin-sign-in';
import { assessmentSlides } from './support/assessment-deck';
import { completeCourseViaApi, passQuizViaApi, setUp } from './support/learner-setup';
import { signInAsSuperUser } from './support/super-user-sign-in';

// Records an auditor accepts (issue 30), in the browser: the organization admin reads the Reports tab (chart
// and its table), exports the Users table as CSV, downloads the signed evidence pack and checks it with
// `npm run verify-evidence`, and sees what the AI helper was asked (the asker only when opened); the super
// user reads a contact-form message and marks it read.

const root = path.resolve(import.meta.dirname, '..');
const title = 'Anti-Bribery Basics';

/** Saves the download a click starts and answers its bytes. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-records-')), file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

/** `npm run verify-evidence -- FILE --url BASE`: its exit code and what it printed. */
const verifyEvidence = (file: string) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/verify-evidence.ts', file, '--url', baseURL], { cwd: root },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }));
  });

test('the admin reads reports, exports users and a signed evidence pack and sees the AI questions; the super user reads a message', async ({
  page, request, browser,
}) => {
  test.setTimeout(360_000);
  const setup = await setUp(request, assessmentSlides.length, assessmentSlides, { mandatory: true, skippable: true, retryType: 'SAME' });
  const [erin, frank] = setup.employees;
  await completeCourseViaApi(request, setup, erin!.token);
  await passQuizViaApi(request, setup, erin!.token);
  const question = 'Can I keep a present from a supplier?';
  const asked = await request.post('/api/ai/chatbot', {
    headers: authHeader(erin!.token),
    data: { chatHistory: [{ role: 'user', content: question }], course_id: setup.courseId, tenant_id: setup.tenantId },
    timeout: 60_000,
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const sender = `Rita Records ${setup.tenantId.slice(0, 8)}`;
  const contact = await request.post('/api/contact/submit', {
    data: { fullName: sender, email: 'rita@audit-firm.test', organization: 'Audit Firm', message: 'Please send the evidence pack for 2026.' },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);

  await signInAsAdmin(page, setup.admin, { timeout: 30_000 });

  // Reports: the status chart, then the same figures as a table (Erin completed, Frank has not started).
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('img', { name: 'Status per course chart; the table below gives the same figures' })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).nth(1).click();
  const statusTable = page.getByRole('table', { name: 'Employees per course by status' });
  await expect(statusTable).toBeVisible();
  await expect(statusTable.getByRole('row', { name: new RegExp(title) }).getByRole('cell')).toHaveText([title, '1', '0', '1', '0']);
  await expect(page.getByRole('button', { name: 'Show as chart' })).toBeVisible();

  // Users: one CSV with a byte-order mark, both employees in it.
  await page.getByRole('tab', { name: 'Users' }).click();
  const usersCsv = fs.readFileSync(await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click()), 'utf8');
  expect(usersCsv.charCodeAt(0)).toBe(0xfeff);
  expect(usersCsv).toContain(erin!.email);
  expect(usersCsv).toContain(frank!.email);

  // Overview: the evidence pack, checked offline against the platform's public key; one changed byte is refused.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const pack = await download(page, () => page.getByRole('button', { name: 'Download evidence pack' }).click());
  const intact = await verifyEvidence(pack);
  expect(intact.output).toMatch(/^OK: .* is intact and signed \(Learner Journeys Ltd, /);
  expect(intact.code).toBe(0);
  const zip = await JSZip.loadAsync(fs.readFileSync(pack));
  const completions = await zip.file('completions.csv')!.async('nodebuffer');
  expect(completions.toString('utf8')).toContain(erin!.email);
  completions[completions.length - 3] = completions[completions.length - 3]! ^ 1;
  zip.file('completions.csv', completions);
  fs.writeFileSync(pack, await zip.generateAsync({ type: 'nodebuffer' }));
  const changed = await verifyEvidence(pack);
  expect(changed.code).toBe(1);
  expect(changed.output).toContain('completions.csv: changed');

  // AI Questions: the question and its course, the asker only once the admin opens it.
  await page.getByRole('tab', { name: 'AI Questions' }).click();
  await expect(page.getByRole('cell', { name: question, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questions per course' })).toContainText(title);
  await expect(page.getByText(erin!.email)).toHaveCount(0);
  await page.getByRole('button', { name: `Show who asked: ${question}` }).click();
  const opened = page.getByRole('dialog', { name: 'Question to the AI helper' });
  await expect(opened.getByText(`Erin (${erin!.email})`)).toBeVisible();

  // The super user's inbox: the message, unread, then read.
  const superPage = await browser.newPage({ baseURL });
  await signInAsSuperUser(superPage);
  await superPage.getByRole('tab', { name: 'Messages' }).click();
  const unread = superPage.getByRole('listitem', { name: `Unread message from ${sender}` });
  await expect(unread.getByText('Please send the evidence pack for 2026.')).toBeVisible();
  await unread.getByRole('button', { name: 'Mark as read' }).click();
  await expect(superPage.getByRole('listitem', { name: `Read message from ${sender}` })).toBeVisible();
  await superPage.close();
});
