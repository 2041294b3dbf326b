import { expect, test } from '@playwright/test';
import { addEmployeeViaApi, createOrganizationViaApi } from './support/api';

test('an employee added without a password sets one through the invite link and lands on the dashboard', async ({
  page,
  request,
}) => {
  const org = await createOrganizationViaApi(request, 'Invite Org');
  const { inviteUrl } = await addEmployeeViaApi(request, org, { name: 'Ines Invited', email: `ines@${org.admin.domain}` });
  expect(inviteUrl).toMatch(/\/invite\//);

  await page.goto(new URL(inviteUrl ?? '', 'http://x').pathname);
  await expect(page.getByText('Welcome, Ines Invited.', { exact: false })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('New password').fill('a-good-password');
  await page.getByLabel('Repeat the password').fill('a-good-password');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('tenantId'))).toBe(org.tenant.id);

  // The link is one-time: opening it again says so.
  await page.goto(new URL(inviteUrl ?? '', 'http://x').pathname);
  await expect(page.getByRole('alert')).toContainText('This invitation link is invalid or has expired.');
});
