import { expect, type Page } from '@playwright/test';

/**
 * The organization admin signs in on the Admin Login page and lands on the dashboard. `timeout` for a
 * journey whose server is busy at that moment (making a course, say).
 */
export async function signInAsAdmin(
  page: Page,
  admin: { email: string; domain: string; password: string },
  options: { timeout?: number } = {},
) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible(options);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Domain').fill(admin.domain);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, options);
  await expect(page.getByRole('heading', { name: 'Organization Admin Dashboard' })).toBeVisible(options);
}
