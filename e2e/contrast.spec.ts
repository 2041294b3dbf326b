import { expect, test } from '@playwright/test';
import { contrastFailures } from './support/axe';
import { completeCourseViaApi, type Setup, setUp } from './support/learner-setup';

// Colour contrast (axe-core, WCAG AA) of the landing page and the admin's Users tab, whose badges show every
// overall status, in the light and the dark theme.

const schemes = ['light', 'dark'] as const;

test('the landing page has no colour-contrast failure in either theme', async ({ page }) => {
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.locator('#contact').getByRole('button', { name: /send/i })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    expect(await contrastFailures(page), `${scheme} theme`).toEqual([]);
  }
});

test.describe('the Users tab', () => {
  let setup: Setup;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(600_000);
    setup = await setUp(request, 2, undefined, { mandatory: true, skippable: true, retryType: 'SAME' });
    const [erin, frank] = setup.employees;
    await completeCourseViaApi(request, setup, erin!.token);
    // Frank reaches slide 2 of 2: In Progress.
    for (const [progress, slideNumber] of [[0, 1], [50, 2]] as const) {
      const reported = await request.post(`/api/courses/${setup.courseId}/update-progress`, {
        headers: { authorization: `Bearer ${frank!.token}` },
        data: { tenantId: setup.tenantId, progress, slideNumber, audioPlayedRatio: 1 },
      });
      expect(reported.status(), await reported.text()).toBe(200);
    }
  });

  test('has no colour-contrast failure in either theme, its status badges included', async ({ page }) => {
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/admin/dashboard?token=${encodeURIComponent(setup.adminToken)}&tenantId=${setup.tenantId}`);
      await page.getByRole('tab', { name: 'Users' }).click();
      await expect(page.getByRole('row', { name: /Erin/ }).getByText('Completed', { exact: true })).toBeVisible();
      await expect(page.getByRole('row', { name: /Frank/ }).getByText('In Progress', { exact: true })).toBeVisible();
      expect(await contrastFailures(page), `${scheme} theme`).toEqual([]);
    }
  });
});
