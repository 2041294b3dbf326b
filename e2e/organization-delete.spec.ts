import { expect, test } from '@playwright/test';
import { authHeader, createOrganizationViaApi } from './support/api';
import { signInAsSuperUser } from './support/super-user-sign-in';

// The super user deletes an organization from the Organizations tab: a confirmation says what happens,
// the organization leaves the lists at once, its admin can no longer sign in, and its row is kept (its records for
// RECORDS_RETENTION_YEARS, 6 by default, which the confirmation names).

test('the super user deletes an organization after a confirmation; its admin can no longer sign in', async ({ page, request }) => {
  const org = await createOrganizationViaApi(request, 'Deleted Later Ltd');
  const name = org.tenant.name;

  await signInAsSuperUser(page);
  await page.getByRole('tab', { name: 'Organizations' }).click();
  const active = page.getByRole('list', { name: 'Active Organizations', exact: true });
  await expect(active.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Organization' });
  await expect(dialog.getByText(
    `Delete ${name}? The organization is deactivated at once and hidden; its people can no longer sign in. `
    + 'Training records, quiz results and certificates are kept for audit for 6 years, then removed for good.',
  )).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Organization deleted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(active.getByText(name)).toBeHidden();
  await page.getByRole('button', { name: 'Inactive Organizations', exact: true }).click();
  const inactive = page.getByRole('list', { name: 'Inactive Organizations', exact: true });
  await expect(page.getByText('No inactive organizations.').or(inactive)).toBeVisible();
  await expect(inactive.getByText(name)).toBeHidden();

  // Its admin's session ended and a new sign-in is refused.
  const profile = await request.get(`/api/tenants/${org.tenant.id}`, { headers: authHeader(org.adminToken) });
  expect(profile.status()).toBe(401);
  const signIn = await request.post('/api/auth/login', { data: org.admin });
  expect(signIn.status()).toBe(403);
  expect(await signIn.json()).toEqual({ message: 'Your organization is inactive. Contact your platform administrator.' });
});
