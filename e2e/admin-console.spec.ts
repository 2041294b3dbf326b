import { expect, test } from '@playwright/test';
import { createOrganizationViaApi } from './support/api';
import { signInAsAdmin } from './support/admin-sign-in';

// Until Organization Settings are saved there are no details: an expected state, which must not show up in
// the browser's console as a failed request (the web app asks GET .../details?missing=empty, answered 200).

test('the admin dashboard and its settings log nothing while no details were saved', async ({ page, request }) => {
  const org = await createOrganizationViaApi(request, 'Quiet Console Org');
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));

  await signInAsAdmin(page, org.admin);
  await expect(page.getByText('Total Users')).toBeVisible();

  await page.getByRole('button', { name: 'Organization Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Organization Settings' });
  await expect(settings.getByText('No details found. Click the edit button below to add them.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page.reload();
  await expect(page.getByText('Total Users')).toBeVisible();
  expect(problems).toEqual([]);
});
