import { type Browser, expect, type Page, test } from '@playwright/test';
import { openPage, waitForHeading } from './support/pages';

// One journey through sign-in and organization management (spec 000 sections 2, 4, 5, 8).
const stamp = Date.now().toString(36);
const org = {
  name: `Acme ${stamp}`,
  domain: `acme-${stamp}.test`,
  adminEmail: `admin@acme-${stamp}.test`,
  adminPassword: 'admin-password',
};
const employee = { name: 'Erin Employee', email: `erin@acme-${stamp}.test`, password: 'employee-password' };

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function signInAsSuperUser(page: Page) {
  await openPage(page, '/login', 'Super Admin Login');
  await page.getByLabel('Email').fill('  root@complyra.test ');
  await page.getByLabel('Password').fill('root-password');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/superuser\/dashboard$/);
  await expect(page.getByText('Manage organizations, courses, and system-wide settings')).toBeVisible();
}

async function adminLogin(page: Page) {
  await openPage(page, '/admin/login', 'Admin Login');
  await page.getByLabel('Email').fill(org.adminEmail.toUpperCase());
  await page.getByLabel('Domain').fill(` ${org.domain.toUpperCase()} `);
  await page.getByLabel('Password').fill(org.adminPassword);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

async function changeStatus(page: Page, list: 'Active Organizations' | 'Inactive Organizations', action: 'Deactivate' | 'Activate') {
  await page.getByRole('button', { name: list, exact: true }).click();
  const rows = page.getByRole('list', { name: list, exact: true });
  await expect(rows.getByText(org.name)).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${org.name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Are you sure you want to ${action.toLowerCase()} the organization ${org.name}?`)).toBeVisible();
  await dialog.getByRole('button', { name: action }).click();
  await expect(page.getByText(`Organization ${action.toLowerCase()}d successfully`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The organization leaves the list it was shown in.
  await expect(rows.getByText(org.name)).toBeHidden();
}

test('super user manages an organization; its admin and employee sign in by role', async ({ browser }) => {
  // Three people, four sign-ins (deliberately slow password checks): on a busy machine this takes over a minute.
  test.slow();
  const superUser = await freshPage(browser);
  await signInAsSuperUser(superUser);

  // Add Organization: the empty form shows every validation message and posts nothing.
  await superUser.getByRole('button', { name: 'Add Organization' }).click();
  const addDialog = superUser.getByRole('dialog', { name: 'Add New Organization' });
  await addDialog.getByRole('button', { name: 'Create Organization' }).click();
  for (const message of [
    'Organization name is required',
    'Domain is required',
    'Invalid email address',
    'Password must be at least 6 characters',
  ]) {
    await expect(addDialog.getByText(message)).toBeVisible();
  }
  await addDialog.getByLabel('Organization Name').fill(org.name);
  await addDialog.getByLabel('Domain').fill(org.domain);
  await addDialog.getByLabel('Admin Email').fill(org.adminEmail);
  await addDialog.getByLabel('Admin Password').fill(org.adminPassword);
  await addDialog.getByRole('button', { name: 'Create Organization' }).click();
  await expect(superUser.getByText('Organization added successfully!')).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(superUser.getByText(org.name).first()).toBeVisible();

  // The same domain again: the server's 409 message is shown.
  await superUser.getByRole('button', { name: 'Add Organization' }).click();
  await addDialog.getByLabel('Organization Name').fill(`${org.name} copy`);
  await addDialog.getByLabel('Domain').fill(org.domain);
  await addDialog.getByLabel('Admin Email').fill(`other@${org.domain}`);
  await addDialog.getByLabel('Admin Password').fill(org.adminPassword);
  await addDialog.getByRole('button', { name: 'Create Organization' }).click();
  await expect(addDialog).toBeVisible();
  await expect(superUser.getByText(`An organization with the domain ${org.domain} already exists.`)).toBeVisible();
  await addDialog.getByRole('button', { name: 'Cancel' }).click();

  // Deactivate through the confirmation dialog; it then shows under Inactive Organizations.
  await superUser.getByRole('tab', { name: 'Organizations' }).click();
  await changeStatus(superUser, 'Active Organizations', 'Deactivate');
  await superUser.getByRole('button', { name: 'Inactive Organizations', exact: true }).click();
  await expect(superUser.getByRole('list', { name: 'Inactive Organizations', exact: true }).getByText(org.name)).toBeVisible();

  // The admin of a deactivated organization is refused in the Access Denied dialog.
  const admin = await freshPage(browser);
  await adminLogin(admin);
  const denied = admin.getByRole('dialog', { name: 'Access Denied' });
  await expect(denied).toBeVisible();
  await expect(denied.getByText('Your organization is inactive. Contact your platform administrator.')).toBeVisible();
  await expect(
    denied.getByText('Contact your organization\'s administrator or reach out to our support team for assistance.'),
  ).toBeVisible();
  await denied.getByRole('button', { name: 'Close' }).click();
  await expect(admin).toHaveURL(/\/admin\/login$/);

  // Missing fields are refused before any call.
  await admin.getByLabel('Domain').fill('');
  await admin.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(denied.getByText('Please fill in all fields')).toBeVisible();
  await denied.getByRole('button', { name: 'Close' }).click();

  // Activated again, the admin lands on the admin dashboard.
  await changeStatus(superUser, 'Inactive Organizations', 'Activate');
  await adminLogin(admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  const token = await admin.evaluate(() => localStorage.getItem('token'));
  const tenantId = await admin.evaluate(() => localStorage.getItem('tenantId'));
  expect(token).toBeTruthy();
  expect(tenantId).toBeTruthy();

  // An employee added through the API signs in at /signin and lands on the learner dashboard.
  const created = await admin.request.post(`/api/tenant-admin/tenants/${tenantId}/users`, {
    headers: { Authorization: `Bearer ${token}` },
    data: employee,
  });
  expect(created.status()).toBe(201);

  const learner = await freshPage(browser);
  await learner.goto('/');
  await learner.getByRole('button', { name: 'Login' }).first().click();
  await expect(learner).toHaveURL(/\/signin$/);
  await waitForHeading(learner, 'Sign in');
  await learner.getByLabel('Email').fill(employee.email);
  await learner.getByLabel('Password').fill('wrong-password');
  await learner.getByRole('button', { name: 'Sign in' }).click();
  // Password checks are deliberately slow; on a busy machine give them time.
  await expect(learner.getByText('Invalid email or password. Please check your credentials.')).toBeVisible({ timeout: 30_000 });
  await learner.getByLabel('Password').fill(employee.password);
  await learner.getByRole('button', { name: 'Sign in' }).click();
  await expect(learner).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The super user's dashboard is not for employees: the guard sends them home.
  await learner.goto('/superuser/dashboard');
  await expect(learner).toHaveURL(/\/$/);

  // And the Super Admin Login refuses a non-super-admin, clearing the password.
  await openPage(learner, '/login', 'Super Admin Login');
  await learner.getByLabel('Email').fill(org.adminEmail);
  await learner.getByLabel('Password').fill(org.adminPassword);
  await learner.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(learner.getByText('Access denied. Super admin access required.')).toBeVisible();
  await expect(learner.getByLabel('Password')).toHaveValue('');
  await expect(learner).toHaveURL(/\/login$/);
});
