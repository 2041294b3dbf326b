import { expect, type Page, test } from '@playwright/test';
import { makePdf, makePptx } from '../apps/server/src/test/deck-fixtures.ts';
import { signInAsSuperUser } from './support/super-user-sign-in';

// The super user's course catalogue (spec 000 sections 2, 5, 8): upload, pipeline progress, details.
const title = `Information Security ${Date.now().toString(36)}`;
const deck = makePdf(
  ['Information Security Basics', 'Recognising phishing', 'Handling personal data', 'Reporting an incident'].map((slide) => ({
    title: slide,
    bullets: ['Know which data is confidential', 'Lock your screen when you leave your desk', 'Report suspicious e-mails'],
  })),
);

async function fillCourseForm(page: Page, courseTitle: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Add Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Course' });
  await dialog.getByLabel('Course Title').fill(courseTitle);
  await dialog.getByLabel('Course Description').fill('The basics every employee needs to keep data safe.');
  await dialog.getByLabel('Tags (comma-separated)').fill('security, data');
  await dialog.getByLabel('Learning Objectives (comma-separated)').fill('Spot phishing, Report an incident');
  await dialog.getByLabel('Course Material').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  return dialog;
}

test('the super user uploads a deck, watches it being made and opens its material', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signInAsSuperUser(page);

  // The empty form names every missing field.
  await page.getByRole('button', { name: 'Add Course' }).click();
  const empty = page.getByRole('dialog', { name: 'Add New Course' });
  await empty.getByRole('button', { name: 'Create Course' }).click();
  for (const message of [
    'Title is required',
    'Description is required',
    'Tags are required',
    'Learning objectives are required',
    'Course material is required',
  ]) {
    await expect(empty.getByText(message)).toBeVisible();
  }
  await empty.getByRole('button', { name: 'Cancel' }).click();

  const dialog = await fillCourseForm(page, title, { name: 'security-basics.pdf', mimeType: 'application/pdf', buffer: deck });
  // The upload is checked in a deck process before it answers: on a loaded CI machine that takes more than
  // the default 10 s the other steps get.
  await expect(page.getByText('Course created successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Courses' }).click();
  const card = page.getByRole('article', { name: title });
  // While the pipeline runs the card shows its progress, and it moves on by itself.
  await expect(card.getByRole('progressbar')).toBeVisible();
  await expect(card.getByRole('status')).toContainText(/Waiting to start|Reading the slides|slide \d+ of 4/);
  // Ready, with the slide count and the course's length in whole minutes ("Ready · 4 slides · 2 minutes").
  await expect(card.getByRole('status')).toContainText(/Ready\s*·?\s*\d+ slides?\s*·?\s*\d+ minutes?/, { timeout: 200_000 });
  await expect(card.getByRole('progressbar')).toBeHidden();
  await expect(card.getByText('0 enrolled')).toBeVisible();

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('security, data')).toBeVisible();
  await expect(details.getByText('Spot phishing')).toBeVisible();
  const [material] = await Promise.all([
    context.waitForEvent('page'),
    details.getByRole('link', { name: 'Open Course Material' }).click(),
  ]);
  await material.waitForLoadState();
  expect(material.url()).toContain('/api/media/');
  const response = await page.request.get(material.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('pdf');
  await material.close();
});

test('a PPTX deck becomes a ready course whose slides, audio and subtitles are served', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signInAsSuperUser(page);
  const pptxTitle = `Data Protection ${Date.now().toString(36)}`;
  const buffer = await makePptx([
    { title: 'Personal data', bullets: ['Names, e-mail addresses, ID numbers'], notes: 'Stress that this is broad.' },
    { title: 'Keep it safe', bullets: ['Share only what is needed', 'Lock files away'] },
  ]);
  const mimeType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  await fillCourseForm(page, pptxTitle, { name: 'data-protection.pptx', mimeType, buffer });
  await expect(page.getByText('Course created successfully!')).toBeVisible();
  await page.getByRole('tab', { name: 'Courses' }).click();
  const card = page.getByRole('article', { name: pptxTitle });
  // Ready, with the slide count and the course's length in whole minutes ("Ready · 4 slides · 2 minutes").
  await expect(card.getByRole('status')).toContainText(/Ready\s*·?\s*\d+ slides?\s*·?\s*\d+ minutes?/, { timeout: 200_000 });

  // What the player will load: every slide has an image, an explanation, MP3 audio and timed subtitles.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const courses = (await (await request.get('/api/courses', { headers: auth })).json()) as { id: string; title: string }[];
  const courseId = courses.find((course) => course.title === pptxTitle)?.id;
  const slides = (await (await request.get(`/api/superadmin/courses/${courseId}/slides`, { headers: auth })).json()) as {
    imageUrl: string | null;
  }[];
  expect(slides).toHaveLength(2);
  for (const slide of slides) expect((await request.get(slide.imageUrl ?? '')).headers()['content-type']).toMatch(/^image\//);
  const explanations = (await (await request.get(`/api/courses/${courseId}/explanations`, { headers: auth })).json()) as {
    explanation: string;
    explanation_audio: string;
    explanation_subtitle: string;
  }[];
  expect(explanations).toHaveLength(2);
  for (const item of explanations) {
    expect(item.explanation.split(/[.!?]\s/).length).toBeGreaterThan(1);
    expect((await request.get(item.explanation_audio)).headers()['content-type']).toBe('audio/mpeg');
    expect(item.explanation_subtitle).toMatch(/^WEBVTT\n\n1\n\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\n\S/);
  }
});

test('a file that is not a deck gets the server\'s message', async ({ page }) => {
  await signInAsSuperUser(page);
  const dialog = await fillCourseForm(page, 'Broken deck', {
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is not a pdf at all'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('The file broken.pdf is not a PDF or PPTX presentation.');
  await expect(page.getByText('Failed to create course. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
});
