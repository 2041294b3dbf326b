import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDashboard, type Setup, setUp } from './support/learner-setup';

// The AI helper end to end (built-in engine, no AI_BASE_URL): the General Chatbot from the dashboard's
// floating button, a course question answered from one slide and opened there, the honest reply to an
// off-topic question, and the player's side panel.

const courseTitle = 'Anti-Bribery Basics';
const slides = [
  { title: 'Welcome', bullets: ['This course explains how we keep business honest.'] },
  { title: 'What a bribe is', bullets: ['A bribe is anything of value offered to win an unfair advantage.'] },
  { title: 'Gifts and hospitality', bullets: ['Never accept a gift worth more than 50 euros from a supplier.'] },
  { title: 'Facilitation payments', bullets: ['Small payments to speed up officials are forbidden everywhere.'] },
  { title: 'Speaking up', bullets: ['Raise every concern with the compliance team without delay.'] },
];
const slideCounter = (page: Page, n: number) => page.getByText(`Slide ${n} of ${slides.length}`, { exact: true });

/** Types a question, sends it and waits for the assistant's reply to it (the n-th reply of the chat). */
async function ask(chat: Locator, question: string, n: number) {
  await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  const reply = chat.locator('[data-role="assistant"]').nth(n - 1);
  await expect(reply).toBeVisible({ timeout: 30_000 });
  return reply;
}

let setup: Setup;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  setup = await setUp(request, slides.length, slides);
});

test('an employee asks the General Chatbot about the organization and a course, and opens the cited slide', async ({ page }) => {
  test.slow();
  const [erin] = setup.employees;
  await openDashboard(page, erin!.token, setup.tenantId);

  await page.getByRole('button', { name: 'General Chatbot' }).click();
  const chat = page.getByRole('dialog', { name: 'General Chatbot' });
  await expect(chat.getByText('Hi! Ask me anything about compliance or your company to get started.')).toBeVisible();

  // The organization's details answer who the HR contact is.
  const hr = await ask(chat, 'Who is the HR contact?', 1);
  await expect(hr).toContainText('HR contact: Hannah Reyes');
  await expect(hr).toContainText('hr@example.test');

  // Which course teaches a topic: the course named (in bold) with its slides, each cited.
  const where = await ask(chat, 'Which course covers facilitation payments?', 2);
  await expect(where).toContainText(`You'll find facilitation payments in ${courseTitle}, slide 4`);
  await expect(where.locator('strong', { hasText: courseTitle })).toBeVisible();
  await expect(where.getByRole('button', { name: `Slide 4 – Facilitation payments · ${courseTitle}` })).toBeVisible();

  // A course selected: the answer quotes and cites the one slide that says it.
  await chat.getByRole('button', { name: 'Show Courses' }).click();
  await chat.getByRole('button', { name: courseTitle, exact: true }).click();
  await expect(chat.getByText(`You're chatting about: ${courseTitle}`)).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
    'placeholder',
    `Ask a question about ${courseTitle}...`,
  );
  const gift = await ask(chat, 'May I accept a gift from a supplier?', 1);
  await expect(gift).toContainText('Never accept a gift worth more than 50 euros from a supplier.');
  const cited = gift.getByRole('button', { name: 'Slide 3 – Gifts and hospitality' });
  await expect(cited).toBeVisible();

  // Off topic: the honest reply, with the course's contact, and no sources.
  const poem = await ask(chat, 'Write me a poem about the weather', 2);
  await expect(poem).toContainText(
    `The course "${courseTitle}" does not cover that, so I can't answer it from the course material. For help, please contact`,
  );
  await expect(poem).toContainText('Olga Owens');
  await expect(poem.getByRole('button')).toHaveCount(0);

  // The cited slide opens the player on it.
  await cited.click();
  await expect(slideCounter(page, 3)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/slide=3/);
});

test('an employee asks in the player\'s side panel and gets an answer from the course', async ({ page }) => {
  test.slow();
  const [, frank] = setup.employees;
  await openDashboard(page, frank!.token, setup.tenantId);
  await page.getByRole('article', { name: courseTitle }).getByRole('button', { name: 'Start Course' }).click();
  await expect(slideCounter(page, 1)).toBeVisible({ timeout: 30_000 });

  const panel = page.getByRole('complementary', { name: 'Chat help' });
  await expect(panel.getByText(`You're chatting about: ${courseTitle}`)).toBeVisible();
  // The panel is about this course only: no course selector.
  await expect(panel.getByRole('button', { name: 'Show Courses' })).toHaveCount(0);
  const answer = await ask(panel, 'Are facilitation payments allowed?', 1);
  await expect(answer).toContainText('Small payments to speed up officials are forbidden everywhere.');
  await expect(answer.getByRole('button', { name: 'Slide 4 – Facilitation payments' })).toBeVisible();

  // Its source moves the player to that slide.
  await answer.getByRole('button', { name: 'Slide 4 – Facilitation payments' }).click();
  await expect(slideCounter(page, 4)).toBeVisible({ timeout: 30_000 });
});
