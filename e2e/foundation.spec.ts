import { expect, test } from '@playwright/test';

test('the home page arrives as HTML, and the app takes it over without a mismatch', async ({ page, request }) => {
  // The page is in the HTML itself (prerendered at build time): a visitor sees it before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Compliance training your people actually');
  expect(html).toContain('id="features"');
  // Deep links get the app's shell, not the landing page.
  expect(await (await request.get('/login')).text()).not.toContain('Compliance training your people actually');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(page.locator('#features')).toBeAttached();
  await expect(page.locator('#contact')).toBeAttached();
  await expect(page.getByText('98%').first()).toBeVisible();
  // The contact form loads after the first paint and works once it has.
  await expect(page.locator('#contact').getByRole('button', { name: /send/i })).toBeVisible();
  // The Content-Security-Policy must let the app run without a single violation, and hydration must find
  // the HTML it expects (React reports a mismatch as a console error).
  expect(errors).toEqual([]);
});

test('every press of the theme toggle changes the theme shown, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole('button', { name: 'Toggle theme' });
  await expect(toggle.getByText('Switch to dark theme')).toBeAttached();
  // From "system" on a light device the first press turns the page dark.
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  await expect(toggle.getByText('Switch to light theme')).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  // The stored choice, read once the app has taken over the prerendered page.
  await expect(page.getByRole('button', { name: 'Toggle theme' }).getByText('Switch to light theme')).toBeAttached();
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  // Light is the device's own theme: the page follows the device again.
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
});

test('on a dark device the first press of the theme toggle shows the light theme', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  const toggle = page.getByRole('button', { name: 'Toggle theme' });
  await expect(toggle.getByText('Switch to light theme')).toBeAttached();
  await toggle.click();
  await expect(html).not.toHaveClass(/dark/);
  await expect(toggle.getByText('Switch to dark theme')).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  // The prerendered page (made without a device) was taken over without a mismatch.
  expect(errors).toEqual([]);
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a deep link survives a reload', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: /Admin Login/i })).toBeVisible();
  const api = await page.request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'No API route GET /api/nope' });
});
