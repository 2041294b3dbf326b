import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits for its heading before anything is typed: the address changes before the new
 * screen renders, and typing into the previous screen (the landing page's contact form has a "Work email")
 * makes journeys flaky under load.
 */
export async function openPage(page: Page, url: string, heading: string) {
  await page.goto(url);
  await waitForHeading(page, heading);
}

export async function waitForHeading(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}
