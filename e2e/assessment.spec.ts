import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pdfPageTexts } from '../apps/server/src/test/pdf-text.ts';
import { assessmentSlides } from './support/assessment-deck';
import { openDashboard, reachLastSlideViaApi, setCoursePropertiesViaApi, type Setup, setUp } from './support/learner-setup';

// The assessment end to end: an employee finishes a course, takes the server's quiz with a hint, fails,
// retries (DIFFERENT: new questions; SAME: the same ones in another order), passes with what the results
// taught, downloads the certificate, finds it on the dashboard, and anyone can verify it without a session.

const letters = ['A', 'B', 'C', 'D'] as const;
type Letter = (typeof letters)[number];
type AskedQuestion = { question: string; choices: Record<Letter, string> };

const card = (page: Page) => page.getByRole('article', { name: 'Anti-Bribery Basics' });

/** Answers every question as `choose` says (a hint on the first when asked), then submits. Returns what was asked. */
async function takeQuiz(page: Page, choose: (asked: AskedQuestion) => Letter, options: { hint?: boolean } = {}) {
  const counter = page.getByText(/^Question \d+ of \d+$/);
  await expect(counter).toBeVisible({ timeout: 60_000 });
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  const asked: AskedQuestion[] = [];
  for (let i = 1; i <= total; i++) {
    await expect(counter).toHaveText(`Question ${i} of ${total}`);
    const question = (await page.locator('#quiz-question').textContent())!.trim();
    const choices = {} as Record<Letter, string>;
    for (const letter of letters) {
      const label = (await page.getByRole('radio', { name: new RegExp(`^${letter}\\. `) }).locator('..').textContent())!;
      choices[letter] = label.replace(new RegExp(`^${letter}\\.\\s*`), '').trim();
    }
    asked.push({ question, choices });
    if (options.hint && i === 1) {
      await page.getByRole('button', { name: 'Hint (−3 points)' }).click();
      await expect(page.getByRole('note')).toContainText('(Hint used: −3 points)');
    }
    // Keyboard: the choice is reached and picked without the mouse.
    const radio = page.getByRole('radio', { name: new RegExp(`^${choose({ question, choices })}\\. `) });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    if (i < total) {
      await expect(page.getByRole('button', { name: 'Submit Quiz' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Next' }).click();
    }
  }
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
  // Read at once: the page shows this attempt's result from the first paint, never an earlier one's.
  const right = await readResults(page);
  expect(right.map((r) => r.question).sort()).toEqual(asked.map((q) => q.question).sort());
  return { asked, right };
}

/** The right answers shown for a question (two items may share a stem: "Which statement about X is correct?"). */
const answersTo = (right: { question: string; answer: string }[], question: string) =>
  right.filter((r) => r.question === question).map((r) => r.answer);

/** The Detailed Results as shown: each question with its right answer (the learner's, where it was right). */
async function readResults(page: Page) {
  const items = page.locator('main ol > li');
  const right: { question: string; answer: string }[] = [];
  for (const item of await items.all()) {
    const lines = await item.locator('p').allTextContents();
    const question = lines[0]!.replace(/^\d+\.\s*/, '');
    const correct = lines.find((l) => l.startsWith('Correct answer: ')) ?? lines[1]!.replace(/ \(hint used\)$/, '');
    right.push({ question, answer: correct.replace(/^(Correct answer|Your answer): [A-D]\. /, '') });
  }
  return right;
}

const countOf = async (page: Page, label: string) =>
  Number(await page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').textContent());

let setup: Setup;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  setup = await setUp(request, assessmentSlides.length, assessmentSlides, { mandatory: true, skippable: true, retryType: 'DIFFERENT' });
});

test('an employee finishes the course, fails, retries, passes and gets a certificate anyone can verify', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const [erin] = setup.employees;
  await reachLastSlideViaApi(request, setup, erin!.token);

  // The last slide is played in the player; its end opens Course Completed! with Start Assessment.
  await openDashboard(page, erin!.token, setup.tenantId);
  await card(page).getByRole('button', { name: 'Resume Course' }).click();
  await expect(page.getByText(`Slide ${setup.slideCount} of ${setup.slideCount}`, { exact: true })).toBeVisible();
  const completed = page.getByRole('dialog', { name: 'Course Completed!' });
  await expect(async () => {
    if (!(await completed.isVisible())) await page.getByRole('button', { name: 'Forward 5 seconds' }).click({ timeout: 1000 });
    await expect(completed).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await completed.getByRole('button', { name: 'Start Assessment' }).click();

  // First attempt: one hint, every answer A (the server spreads the right letters, so A is right 2 or 3 times).
  const first = await takeQuiz(page, () => 'A', { hint: true });
  expect(first.asked).toHaveLength(10);
  await expect(page.getByText('Not Passed', { exact: true })).toBeVisible();
  await expect(page.getByText('Hints used: 1 (−3 points each)')).toBeVisible();
  const total = await countOf(page, 'Total Questions');
  const correct = await countOf(page, 'Correct Answers');
  expect(total).toBe(10);
  expect(correct).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('quiz-score')).toHaveText(`${Math.round((correct / total) * 100) - 3}%`);
  await expect(page.getByText('(hint used)')).toHaveCount(1);

  // DIFFERENT: Try Again asks about facts not asked before.
  await page.getByRole('button', { name: 'Try Again' }).click();
  const second = await takeQuiz(page, () => 'A');
  await expect(page.getByText('Not Passed', { exact: true })).toBeVisible();
  for (const { question, answer } of second.right) expect(answersTo(first.right, question), question).not.toContain(answer);

  // SAME: the same questions in another order; answered from what the last results showed.
  await setCoursePropertiesViaApi(request, setup, { mandatory: true, skippable: true, retryType: 'SAME' });
  await page.getByRole('button', { name: 'Try Again' }).click();
  const third = await takeQuiz(page, ({ question, choices }) =>
    letters.find((l) => answersTo(second.right, question).includes(choices[l]))!);
  const questionsOf = (quiz: { asked: AskedQuestion[] }) => quiz.asked.map((q) => q.question);
  expect([...questionsOf(third)].sort()).toEqual([...questionsOf(second)].sort());
  expect(questionsOf(third)).not.toEqual(questionsOf(second));
  await expect(page.getByTestId('quiz-score')).toHaveText('100%');
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);

  // The certificate card, its download under the spec's name, with the holder's name in the PDF.
  await expect(page.getByRole('heading', { name: 'Your Certificate' })).toBeVisible();
  await expect(page.getByText('Certificate can be downloaded successfully!')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Certificate' }).click()]);
  const day = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`Anti-Bribery-Basics-Erin-${day}.pdf`);
  const pdf = fs.readFileSync(await download.path());
  expect((await pdfPageTexts(pdf))[0]).toContain('Presented to  Erin  For successfully completing a compliance course on  “Anti-Bribery Basics”');
  const code = (await page.getByRole('link', { name: /^Verification code / }).textContent())!.replace('Verification code ', '').trim();

  // The dashboard card links the certificate; passing closed the assessment, the course can still be reviewed.
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  const certificateLink = card(page).getByRole('link', { name: 'Certificate' });
  await expect(certificateLink).toHaveAttribute('href', new RegExp(`/api/certificates/${code}/pdf$`));
  await expect(card(page).getByRole('button', { name: 'Start Again' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Take Quiz' })).toHaveCount(0);

  // Anyone with the code: a fresh browser with no session.
  const stranger = await browser.newContext();
  try {
    const verify = await stranger.newPage();
    await verify.goto(`/verify/${code}`);
    await expect(verify.getByRole('heading', { name: 'Certificate verification' })).toBeVisible();
    await expect(verify.getByTestId('certificate-status')).toHaveText('Valid');
    await expect(verify.getByText('Erin', { exact: true })).toBeVisible();
    await expect(verify.getByText('Anti-Bribery Basics', { exact: true })).toBeVisible();
    await expect(verify.getByText('100%', { exact: true })).toBeVisible();
  } finally {
    await stranger.close();
  }
});
