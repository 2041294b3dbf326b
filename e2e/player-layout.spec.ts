import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { box, expectInside, overlaps } from './support/boxes';
import { openDashboard, type Setup, setUp } from './support/learner-setup';

// Layout pinned by measuring element boxes in Chromium: the player fits a laptop screen without scrolling,
// toasts cover no control, a phone keeps subtitles off the slide, and the card watermark shows whole.

const slideCount = 3;
const title = 'Anti-Bribery Basics';
// Set PLAYER_SCREENSHOTS_DIR to keep screenshots of the player (light and dark, laptop and phone).
const screenshotsDir = process.env.PLAYER_SCREENSHOTS_DIR;

/** Nothing below the window: the page does not scroll. */
async function expectNoScrolling(page: Page, viewport: { height: number }) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight), 'document scroll height').toBeLessThanOrEqual(viewport.height);
}

/** Paused, with the controls shown: neither they nor the subtitles cover the slide's foot. */
async function expectPausedControlsUnderSlide(page: Page) {
  // Paused near the start, where the first cue shows.
  await page.getByTestId('narration').evaluate((audio: HTMLAudioElement) => {
    audio.pause();
    audio.currentTime = 0.5;
  });
  await expect(page.getByTestId('subtitle')).toBeVisible();
  await page.getByTestId('player-stage').dispatchEvent('touchstart');
  await page.mouse.move(200, 300);
  await page.mouse.move(210, 310);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const slide = await box(page.getByRole('img', { name: /^Slide \d/ }));
  const slideBottom = slide.y + slide.height;
  for (const [what, locator] of [
    ['subtitles', page.getByTestId('subtitle')],
    ['controls', page.getByTestId('player-controls')],
  ] as const) {
    const found = await box(locator);
    expect(overlaps(found, slide), `the ${what} cover the slide`).toBe(false);
    expect(found.y, `the ${what} start under the slide's foot`).toBeGreaterThanOrEqual(slideBottom - 0.5);
  }
}

async function openPlayer(page: Page, setup: Setup) {
  await openDashboard(page, setup.employees[0]!.token, setup.tenantId);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: /Start Course|Resume Course|Start Again/ }).click();
  await expect(page.getByText(/^Slide \d of 3$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Slide \d/ })).toBeVisible();
  await expect(page.getByTestId('subtitle')).toBeVisible({ timeout: 30_000 });
}

async function screenshot(page: Page, name: string) {
  if (!screenshotsDir) return;
  fs.mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

let setup: Setup;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  setup = await setUp(request, slideCount);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`the player fits ${viewport.width} x ${viewport.height} without scrolling; toasts cover no control`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openPlayer(page, setup);
    const screen = { x: 0, y: 0, ...viewport };
    const next = page.getByRole('button', { name: 'Next' });
    const finish = page.getByRole('button', { name: 'Finish Course' });
    const controls = page.getByTestId('player-controls');
    for (const [what, locator] of [
      ['slide', page.getByRole('img', { name: /^Slide \d/ })],
      ['subtitles', page.getByTestId('subtitle')],
      ['controls', controls],
      ['Next', next],
      ['Finish Course', finish],
      ['chat input', page.getByRole('complementary', { name: 'Chat help' }).getByRole('textbox', { name: 'Your question' })],
    ] as const) {
      expectInside(await box(locator), screen, what);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoScrolling(page, viewport);
    await expect(page.getByRole('complementary', { name: 'Chat help' }).getByRole('heading', { name: 'Course Assistant' })).toBeVisible();
    await expectPausedControlsUnderSlide(page);

    // Too early for Next: the warning toast appears where it covers no control.
    await next.click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Please complete at least 80%' });
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    for (const [what, locator] of [
      ['Next', next],
      ['Finish Course', finish],
      ['Previous', page.getByRole('button', { name: 'Previous' })],
      ['controls', controls],
      ['Return to Dashboard', page.getByRole('button', { name: 'Return to Dashboard' })],
    ] as const) {
      expect(overlaps(toastBox, await box(locator)), `the toast covers ${what}`).toBe(false);
    }

    if (viewport.width === 1366) {
      await page.getByRole('button', { name: 'Close toast' }).click().catch(() => {});
      await page.mouse.move(400, 400);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.mouse.move(420, 410);
        await screenshot(page, `player-1366x768-${scheme}`);
      }
    }
  });
}

test('on a phone the subtitles stay off the slide and the black band hides with the controls', async ({ page }) => {
  test.setTimeout(120_000);
  const viewport = { width: 390, height: 844 };
  await page.setViewportSize(viewport);
  await openPlayer(page, setup);
  await expectNoScrolling(page, viewport);
  const slide = await box(page.getByRole('img', { name: /^Slide \d/ }));
  const subtitle = await box(page.getByTestId('subtitle'));
  expect(overlaps(subtitle, slide), 'the subtitles cover the slide').toBe(false);
  expect(subtitle.y).toBeGreaterThanOrEqual(slide.y + slide.height);

  const stage = page.getByTestId('player-stage');
  await stage.dispatchEvent('touchstart');
  const controls = page.getByTestId('player-controls');
  await expect(controls).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `player-390x844-${scheme}`);
  }
  // 2 s without a touch: the controls go, and with them the band they sat in.
  await expect(controls).toBeHidden({ timeout: 5000 });
  const stageBox = await box(stage);
  const subtitleNow = page.getByTestId('subtitle');
  const subtitleHeight = (await subtitleNow.isVisible()) ? (await box(subtitleNow)).height + 16 : 0;
  expect(stageBox.height).toBeLessThanOrEqual(slide.height + subtitleHeight + 4);

  await expectPausedControlsUnderSlide(page);
  for (const [what, locator] of [
    ['controls', page.getByTestId('player-controls')],
    ['Next', page.getByRole('button', { name: 'Next' })],
  ] as const) {
    expectInside(await box(locator), { x: 0, y: 0, ...viewport }, what);
  }
  await expectNoScrolling(page, viewport);
  // The chat opens as a sheet whose input is on screen.
  await page.getByRole('button', { name: 'Chat help' }).click();
  const sheet = page.getByRole('dialog', { name: 'Chat help' });
  await expect(sheet.getByRole('heading', { name: 'Course Assistant' })).toBeVisible();
  expectInside(await box(sheet.getByRole('textbox', { name: 'Your question' })), { x: 0, y: 0, ...viewport }, 'chat input');
});

test('the course card watermark shows the first 8 characters whole at every card width', async ({ page }) => {
  for (const width of [390, 768, 1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, setup.employees[1]!.token, setup.tenantId);
    const card = page.getByRole('article', { name: title });
    const watermark = card.getByTestId('course-watermark');
    await expect(watermark).toHaveText('Anti-Bri');
    expectInside(await box(watermark), await box(card), `watermark at ${width}px`);
  }
});
