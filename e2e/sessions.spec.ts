import { expect, type Page, test } from '@playwright/test';
import { addEmployeeViaApi, apiLogin, authHeader, createOrganizationViaApi } from './support/api';

// Sessions end when they should and tokens stay out of addresses (issue 9).

const sessionEnded = 'Your session has ended. Please sign in again.';

async function setUp(request: Parameters<typeof createOrganizationViaApi>[0]) {
  const org = await createOrganizationViaApi(request, 'Session Journeys Ltd');
  const employee = { name: 'Sam Session', email: `sam@${org.admin.domain}`, password: 'employee-pass' };
  const { user } = await addEmployeeViaApi(request, org, employee);
  return { org, employee, employeeId: user.id };
}

/** Signs the employee in through storage and opens their dashboard. */
async function openOwnDashboard(page: Page, token: string, tenantId: string, name: string) {
  await signInThroughStorage(page, token, tenantId);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}

async function signInThroughStorage(page: Page, token: string, tenantId: string) {
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('tenantId', session.tenantId);
  }, { token, tenantId });
}

test('a link carrying token and tenantId signs in and the address loses them at once', async ({ page, request }) => {
  const { org, employee } = await setUp(request);
  const token = await apiLogin(request, employee);
  await page.goto('/');
  await page.goto(`/dashboard?token=${token}&tenantId=${org.tenant.id}`);
  await expect(page.getByRole('heading', { name: `Welcome, ${employee.name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => window.location.href)).not.toContain(token);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  // The entry was replaced, not added: one step back is the page before, not the address with the token.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a revoked session sends the employee and the admin to their own sign-in with one message', async ({ page, request }) => {
  const { org, employee } = await setUp(request);
  const employeeToken = await apiLogin(request, employee);
  await openOwnDashboard(page, employeeToken, org.tenant.id, employee.name);

  expect((await request.post('/api/auth/logout', { headers: authHeader(employeeToken) })).status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('alert').filter({ hasText: sessionEnded })).toBeVisible();
  await expect(page.getByText('Failed to load data')).toHaveCount(0);

  const adminToken = await apiLogin(request, org.admin);
  await signInThroughStorage(page, adminToken, org.tenant.id);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Organization Admin Dashboard' })).toBeVisible();
  expect((await request.post('/api/auth/logout', { headers: authHeader(adminToken) })).status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: sessionEnded })).toBeVisible();
});

test('Logout revokes the token on the server, and signed out /dashboard goes to sign-in', async ({ page, request }) => {
  const { org, employee } = await setUp(request);
  const token = await apiLogin(request, employee);
  await openOwnDashboard(page, token, org.tenant.id, employee.name);
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).first().click();
  expect((await loggedOut).status()).toBe(204);
  expect((await request.get('/api/user-dashboard/profile', { headers: authHeader(token) })).status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an admin reads an employee\'s dashboard read-only', async ({ page, request }) => {
  const { org, employee, employeeId } = await setUp(request);
  await signInThroughStorage(page, org.adminToken, org.tenant.id);
  await page.goto(`/admin/reports/user/${employeeId}`);
  await expect(page.getByRole('heading', { level: 1, name: employee.name })).toBeVisible();
  await expect(page.getByText(employee.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeVisible();
});
