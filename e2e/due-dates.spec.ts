import { expect, test } from '@playwright/test';
import { type Setup, openDashboard, setUp } from './support/learner-setup';
import { signInAsAdmin } from './support/admin-sign-in';

// Due dates (issue 29): the admin sets a window of days in Edit Properties, the employee's card counts it
// down; a date in the past makes the course overdue for the employee and in the admin's figures.
let setup: Setup;
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  setup = await setUp(request, 2);
});

test('an admin sets a due date, the employee sees it counted down, then overdue', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, setup.admin);

  await page.getByRole('tab', { name: 'Courses' }).click();
  const card = page.getByRole('article', { name: 'Anti-Bribery Basics' });
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Anti-Bribery Basics' });
  await expect(details.getByText('No due date')).toBeVisible();
  await details.getByRole('button', { name: 'Edit Properties' }).click();
  await details.getByLabel('Due', { exact: true }).selectOption('days');
  await details.getByLabel('Days after being added').fill('5');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course properties updated!')).toBeVisible();
  await expect(details.getByText('Within 5 days of being added')).toBeVisible();
  await page.keyboard.press('Escape');

  const [erin] = setup.employees;
  // The employee signs in in a browser of their own: one browser keeps one session.
  const learner = await (await browser.newContext()).newPage();
  await openDashboard(learner, erin!.token, setup.tenantId);
  const course = learner.getByRole('article', { name: 'Anti-Bribery Basics' });
  await expect(course.getByText('Due in 5 days')).toBeVisible();

  // The due date moves into the past (as the clock passing it would): overdue for both employees.
  const moved = await request.patch('/api/tenant-admin/courses/properties', {
    headers: { authorization: `Bearer ${setup.adminToken}` },
    data: { courseId: setup.courseId, tenantId: setup.tenantId, mandatory: true, skippable: false, retryType: 'SAME', dueDate: '2026-01-15' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await learner.reload();
  await expect(learner.getByRole('article', { name: 'Anti-Bribery Basics' }).getByText('Overdue')).toBeVisible();

  // The admin's figures are read when the dashboard opens.
  await page.reload();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('stat-overdue')).toHaveText('Overdue: 2');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('row', { name: /Erin/ }).getByText('1 overdue')).toBeVisible();
});
