import { expect, type Page } from '@playwright/test';
import { superUser } from './api';
import { openPage } from './pages';

/** Signs in on the Super Admin Login page and waits for the super user's dashboard. */
export async function signInAsSuperUser(page: Page) {
  await openPage(page, '/login', 'Super Admin Login');
  await page.getByLabel('Email').fill(superUser.email);
  await page.getByLabel('Password').fill(superUser.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/superuser\/dashboard$/);
}
