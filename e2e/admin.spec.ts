import { expect, type Page, test } from '@playwright/test';
import { createOrganizationViaApi, createReadyCourseViaApi, importEmployeesViaApi } from './support/api';
import { signInAsAdmin } from './support/admin-sign-in';

// The organization admin's journey (spec 000 sections 2-5, 7, 8): users, the organization-details gate,
// settings, assigning a course with its properties, and moving it between Active and Inactive Courses.

async function moveCourse(page: Page, title: string, action: 'Deactivate' | 'Activate') {
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  // Applied only after the server agrees: the card then leaves this list.
  await expect(card).toHaveCount(0);
}

test('the organization admin imports employees from a CSV and edits the organization details', async ({ page, request }) => {
  const org = await createOrganizationViaApi(request, 'Admin Settings Org');
  await signInAsAdmin(page, org.admin);
  await expect(page.getByText('Total Users')).toBeVisible();

  await page.getByRole('button', { name: 'View All Users' }).click();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
  const csv = `name,email\nAna Import,ana@${org.admin.domain}\nAna Again,ana@${org.admin.domain}\nBad Row,not-an-email\n`;
  await importDialog.getByLabel('CSV file').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(importDialog.getByRole('row', { name: /Ana Import/ })).toContainText('added');
  await expect(importDialog.getByRole('row', { name: /Ana Again/ })).toContainText('already exists');
  await expect(importDialog.getByRole('row', { name: /Bad Row/ })).toContainText('invalid e-mail');
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Ana Import/ })).toContainText('0/0');

  await page.getByRole('button', { name: 'Organization Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Organization Settings' });
  await expect(settings.getByText('No details found. Click the edit button below to add them.')).toBeVisible();
  await settings.getByRole('button', { name: 'Edit Details' }).click();
  await settings.getByLabel('HR Name').fill('Hana Hr');
  await settings.getByLabel('CEO Email').fill('not-an-email');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Invalid email address')).toBeVisible();
  await settings.getByLabel('CEO Email').fill('ceo@example.com');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant details saved successfully!')).toBeVisible();
  await expect(settings.getByText('Hana Hr')).toBeVisible();
  await expect(settings.getByText('ceo@example.com')).toBeVisible();
  await expect(settings.getByText('-', { exact: true })).toHaveCount(7);
});

test('the organization admin adds an employee, fills the details, assigns a course and toggles it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const org = await createOrganizationViaApi(request, 'Admin Journey Org');
  const title = `Gifts and Hospitality ${Date.now().toString(36)}`;
  await createReadyCourseViaApi(request, org.superToken, {
    title,
    description: 'What every employee must know about accepting gifts and hospitality.',
    tags: 'ethics, gifts',
    learningObjectives: 'Recognise a bribe, Report a gift',
    slides: [
      { title: 'Gifts and hospitality', bullets: [] },
      { title: 'When to say no', bullets: [] },
    ],
  });

  await signInAsAdmin(page, org.admin);

  // Overview: nothing yet.
  await expect(page.getByText('No recent activity found.')).toBeVisible();

  // Users tab: add an employee without a password and get the invite link.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByText('No users found for this organization.')).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await addUser.getByLabel('Name', { exact: true }).fill('Erin Employee');
  await addUser.getByLabel('Email', { exact: true }).fill(`erin@${org.admin.domain}`);
  await addUser.getByRole('button', { name: 'Add User' }).click();
  await expect(addUser.getByLabel('Invite link', { exact: true })).toHaveValue(/\/invite\//);
  await addUser.getByRole('button', { name: 'Done' }).click();
  const erin = page.getByRole('row', { name: /Erin Employee/ });
  await expect(erin).toContainText(`erin@${org.admin.domain}`);
  await expect(erin).toContainText('Not Started');

  // Add Course: the organization details are missing, so the gate comes first.
  await page.getByRole('button', { name: 'Add Course' }).click();
  const addCourse = page.getByRole('dialog', { name: 'Add New Course' });
  const addSelected = addCourse.getByRole('button', { name: 'Add Selected Courses' });
  await expect(addSelected).toBeDisabled();
  await addCourse.getByRole('checkbox', { name: new RegExp(title) }).click();
  await addSelected.click();
  const gate = page.getByRole('dialog', { name: 'Fill the organization details first to continue' });
  await gate.getByRole('button', { name: 'Go to Organization Details' }).click();

  const settings = page.getByRole('dialog', { name: 'Organization Settings' });
  await expect(settings.getByText('No details found. Click the edit button below to add them.')).toBeVisible();
  await settings.getByRole('button', { name: 'Edit Details' }).click();
  const values: [string, string][] = [
    ['HR Name', 'Hana Hr'],
    ['HR Email', 'hr@example.com'],
    ['HR Phone', '+91 98765 43210'],
    ['CEO Name', 'Cleo Chief'],
    ['CEO Email', 'ceo@example.com'],
    ['CEO Contact', '+91 90000 00001'],
    ['CTO Name', 'Theo Tech'],
    ['CTO Email', 'cto@example.com'],
    ['CTO Contact', '+91 90000 00002'],
  ];
  for (const [label, value] of values) await settings.getByLabel(label).fill(value);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant details saved successfully!')).toBeVisible();
  await expect(settings.getByText('Cleo Chief')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);

  // Now the properties: mandatory, not skippable, one point of contact.
  await page.getByRole('button', { name: 'Add Course' }).click();
  await addCourse.getByRole('checkbox', { name: new RegExp(title) }).click();
  await addSelected.click();
  const properties = page.getByRole('dialog', { name: 'Set Course Properties' });
  await expect(properties.getByRole('switch', { name: 'Mandatory' })).toHaveAttribute('aria-checked', 'true');
  await expect(properties.getByRole('switch', { name: 'Skippable' })).toHaveAttribute('aria-checked', 'false');
  await expect(properties.getByLabel('Retry type')).toHaveValue('SAME');
  await expect(properties.getByRole('button', { name: 'Remove point of contact 1' })).toBeDisabled();
  await properties.getByLabel('Role', { exact: true }).fill('Compliance Officer');
  await properties.getByLabel('Name', { exact: true }).fill('Priya Contact');
  await properties.getByLabel('Contact', { exact: true }).fill('priya@example.com');
  await properties.getByRole('button', { name: 'Assign Course' }).click();
  await expect(page.getByText('Course assigned successfully!')).toBeVisible();

  // Courses tab: the course is active and mandatory (red).
  await page.getByRole('tab', { name: 'Courses' }).click();
  await expect(page.getByRole('button', { name: 'Active Courses', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-mandatory', 'true');

  // Its details show the point of contact as an e-mail link.
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByRole('link', { name: 'priya@example.com' })).toHaveAttribute('href', 'mailto:priya@example.com');
  await page.keyboard.press('Escape');

  // Play opens the preview player with the tenant and token in the address once the copy is ready.
  await expect(card.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 120_000 });

  // The employee now has the course waiting for them.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(erin.getByRole('cell').nth(2)).toHaveText('1/1');
  await erin.getByRole('button', { name: 'Not Started courses of Erin Employee' }).click();
  await expect(page.getByRole('dialog', { name: 'Not Started Courses' }).getByText(title)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Courses' }).click();

  await moveCourse(page, title, 'Deactivate');
  await page.getByRole('button', { name: 'Inactive Courses' }).click();
  await expect(card).toBeVisible();
  await moveCourse(page, title, 'Activate');
  await page.getByRole('button', { name: 'Active Courses', exact: true }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Play' }).click();
  // In-app links carry no token: the session is in local storage.
  await expect(page).toHaveURL(new RegExp(`/admin/course/[^/?]+/play\\?tenantId=${org.tenant.id}$`));
});

test('the Users tab of an organization with thousands of employees pages, searches and orders on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const org = await createOrganizationViaApi(request, 'Admin Scale Org');
  const domain = org.admin.domain;
  const people = Array.from({ length: 2500 }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return `Scale Person ${n},person${n}@${domain}`;
  });
  const csv = ['name,email', ...people, `Needle Nadia,nadia@${domain}`].join('\n');
  expect(await importEmployeesViaApi(request, org, csv)).toBe(2501);

  await signInAsAdmin(page, org.admin);
  const firstPage = page.waitForResponse((res) => res.url().includes('/api/admin/dashboard/users-progress'));
  await page.getByRole('tab', { name: 'Users' }).click();
  // One page comes from the server, never the whole organization.
  const answer = await firstPage;
  const body = (await answer.json()) as { items: unknown[]; total: number };
  expect(body.items).toHaveLength(20);
  expect(body.total).toBe(2501);
  expect((await answer.body()).length).toBeLessThan(100 * 1024);

  const users = page.getByRole('table');
  const rows = users.getByRole('row');
  const pager = page.getByRole('navigation', { name: 'Users pages' });
  await expect(pager.getByText('Showing 1–20 of 2,501')).toBeVisible();
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1)).toContainText('Needle Nadia');
  await expect(rows.nth(2)).toContainText('Scale Person 0001');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Showing 21–40 of 2,501')).toBeVisible();
  await expect(rows.nth(1)).toContainText('Scale Person 0020');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('Showing 1–20 of 2,501')).toBeVisible();

  // Search by name, then by part of an e-mail address; typing pauses before the server is asked.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('person 2499');
  await expect(pager.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(rows.nth(1)).toContainText(`person2499@${domain}`);
  await search.fill('nadia@');
  await expect(pager.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(rows.nth(1)).toContainText('Needle Nadia');
  await search.fill('nobody here');
  await expect(page.getByText('No results for "nobody here".')).toBeVisible();
  await search.fill('');
  await expect(pager.getByText('Showing 1–20 of 2,501')).toBeVisible();

  // Ordered by e-mail, then the other way round.
  const emailHead = page.getByRole('columnheader', { name: 'Email' });
  await emailHead.getByRole('button').click();
  await expect(emailHead).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText(`nadia@${domain}`);
  await emailHead.getByRole('button').click();
  await expect(emailHead).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(`person2500@${domain}`);
});
