import path from 'node:path';
import { catalogueCourseSchema } from '@complyra/core/courses/courses.schema';
import { expect, type Page, test } from '@playwright/test';
import { box, expectInside, overlaps } from './support/boxes';
import { signInAsSuperUser } from './support/super-user-sign-in';

// The super user's course cards measured in Chromium: the watermark (first 8 characters of the title) shows
// whole inside the card and runs under none of the card's boxes (the Ready / progress / failure status,
// tags, buttons), whatever the title's letters and the card's width. The catalogue is served by the test.

// Set CARD_SCREENSHOTS_DIR to keep screenshots of the cards.
const screenshotsDir = process.env.CARD_SCREENSHOTS_DIR;

// Parsed by the API's own schema, so a field the catalogue gains fails here, not as a blank page.
const course = (n: number, title: string, state: Record<string, unknown>) => catalogueCourseSchema.parse({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  description: 'Short.',
  tags: 'ethics, law, finance, privacy, security, conduct',
  learningObjectives: 'Know the rules',
  duration: 4,
  audioSeconds: 217,
  materialUrl: '/api/media/x',
  materialName: 'deck.pdf',
  materialType: 'pdf',
  enrolledUsers: 3,
  status: 'ready',
  stage: 'ready',
  slidesTotal: 12,
  slidesDone: 12,
  failureReason: null,
  rendering: 'pdf',
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  language: 'en',
  languageSetting: 'auto',
  voice: 'Flite rms',
  currentVoice: 'Flite rms',
  respeak: { status: 'idle', done: 0, total: 0, failureReason: null },
  ...state,
});

const catalogue = [
  course(1, 'Anti-Bribery Basics', {}),
  course(2, 'WWWWMMMM wide capitals', {}),
  course(3, 'Data Protection Essentials for Everyone', {
    status: 'processing', stage: 'speaking', slidesDone: 12, description: 'A longer description that fills three lines of the card body and more.',
  }),
  course(4, 'Mœurs & Éthique', { status: 'failed', stage: 'failed', failureReason: 'The presentation has no slides.' }),
  // Spoken by an earlier voice: the card offers "Re-speak with Flite rms", a button the watermark must not run under.
  course(5, 'Zoning Rules and Permits', { voice: 'eSpeak NG' }),
];

async function serveCatalogue(page: Page) {
  await page.route(/\/api\/courses(\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    if (!url.searchParams.has('page')) return route.fulfill({ json: catalogue });
    return route.fulfill({ json: { items: catalogue, total: catalogue.length, page: 1, limit: Number(url.searchParams.get('limit') ?? 12) } });
  });
}

test('the watermark shows whole and runs under none of the card\'s boxes', async ({ page }) => {
  await serveCatalogue(page);
  await signInAsSuperUser(page);
  await page.getByRole('tab', { name: 'Courses' }).click();

  for (const width of [390, 1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const { title } of catalogue) {
      const card = page.getByRole('article', { name: title });
      await card.scrollIntoViewIfNeeded();
      const watermark = card.getByTestId('course-watermark');
      await expect(watermark).toHaveText(title.slice(0, 8));
      const mark = await box(watermark);
      const what = `${title} at ${width}px`;
      // Whole: inside the card (the card clips what overflows it).
      expectInside(mark, await box(card), what);
      const boxes = [card.getByRole('status'), card.getByRole('alert'), card.getByRole('button'), card.locator('[data-slot="badge"]')];
      for (const kind of boxes) {
        for (const element of await kind.all()) {
          const other = await box(element);
          expect(overlaps(mark, other), `${what}: watermark runs under ${await element.textContent()}`).toBe(false);
        }
      }
    }
    if (screenshotsDir) await page.screenshot({ path: path.join(screenshotsDir, `cards-${width}.png`), fullPage: true });
  }
});
