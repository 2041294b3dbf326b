import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  addEmployeeViaApi,
  apiLogin,
  authHeader,
  createOrganizationViaApi,
  createReadyCourseViaApi,
  organizationDetails,
} from './support/api';

// The explanation editor (spec 001 §2-§9): an organization admin edits and approves slide 2, its
// employees then hear new audio with new subtitles while another organization keeps the old one;
// Revert and Clear; Enhance Content "shorter" shortens every slide and keeps every point.

const bullets = [
  ['Check the sender address before opening attachments', 'Phishing messages ask for passwords'],
  ['Lock your screen when you leave the desk', 'Never share your badge'],
  ['Report suspicious messages to the security team', 'Reporting early limits the damage'],
];
const newText =
  'Editors changed this slide for our team. Lock your screen every time you leave your desk, even for a minute, ' +
  'because an unlocked screen lets anyone read mail, send messages in your name or copy customer files. ' +
  'Never lend your badge to a colleague or a visitor; every person who enters must badge in on their own. ' +
  'If you see someone without a badge, ask politely or tell reception.';

type Org = Awaited<ReturnType<typeof createOrganizationViaApi>> & { employeeToken: string };
type Explanation = {
  slide: number;
  explanation: string;
  explanation_audio: string | null;
  explanation_subtitle: string | null;
  isApproved: boolean;
};
let courseId: string;
let mine: Org;
let theirs: Org;

async function addOrganization(request: APIRequestContext, name: string): Promise<Org> {
  const org = await createOrganizationViaApi(request, name);
  const details = await request.post(`/api/tenants/${org.tenant.id}/details`, {
    headers: authHeader(org.adminToken),
    data: organizationDetails,
  });
  expect(details.status(), await details.text()).toBe(200);
  const assign = await request.post('/api/courses/assign', {
    headers: authHeader(org.adminToken),
    data: { courseId, tenantId: org.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [] },
  });
  expect(assign.status(), await assign.text()).toBe(201);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/tenant-admin/tenants/${org.tenant.id}/courses`, { headers: authHeader(org.adminToken) });
        return ((await res.json()) as { id: string; copyStatus: string }[]).find((c) => c.id === courseId)?.copyStatus;
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe('ready');
  const email = `erin@${org.admin.domain}`;
  await addEmployeeViaApi(request, org, { name: 'Erin', email, password: 'employee-pass' });
  return { ...org, employeeToken: await apiLogin(request, { email, password: 'employee-pass' }) };
}

async function explanations(request: APIRequestContext, org: Org) {
  const res = await request.get(`/api/courses/${courseId}/explanations?tenantId=${org.tenant.id}`, { headers: authHeader(org.adminToken) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Explanation[];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const slideCard = (page: Page, n: number) => page.getByTestId(`explanation-slide-${n}`);
const slideText = (page: Page, n: number) => page.getByTestId(`explanation-text-${n}`);

async function editSlide(page: Page, n: number, text: string) {
  await slideText(page, n).dblclick();
  const box = page.getByLabel(`Edit explanation of slide ${n}`);
  await box.fill(text);
  await box.press('Enter');
  await expect(slideText(page, n)).toHaveText(text);
}

/** Signs in through the address, as the dashboards' links do, then opens a page. */
async function openAs(page: Page, token: string, tenantId: string, path: string) {
  await page.goto(`/?token=${encodeURIComponent(token)}&tenantId=${tenantId}`);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await page.goto(path);
}

/** Opens the editor as this organization's admin and waits until its slides show. */
async function openEditor(page: Page, org: Org) {
  await openAs(page, org.adminToken, org.tenant.id, `/admin/course/${courseId}/explanations?tenantId=${org.tenant.id}`);
  await expect(page.getByRole('heading', { name: 'Course Explanations' })).toBeVisible({ timeout: 30_000 });
  await expect(slideText(page, 1)).toBeVisible({ timeout: 30_000 });
}

/** The employee plays slide 2 (progress 34% of 3 slides starts there): its audio length and first subtitle. */
async function playSlide2(page: Page, org: Org) {
  await openAs(page, org.employeeToken, org.tenant.id, `/dashboard/course/${courseId}/play?tenantId=${org.tenant.id}&progress=34`);
  await expect(page.getByText('Slide 2 of 3', { exact: true })).toBeVisible({ timeout: 60_000 });
  const audio = page.getByTestId('narration');
  // Anything but 'playing' is the element's state, so a failure says why it did not play.
  const playing = () =>
    audio.evaluate((el: HTMLAudioElement) =>
      !el.paused && el.currentTime > 0
        ? 'playing'
        : JSON.stringify({
            paused: el.paused, time: el.currentTime, ready: el.readyState, network: el.networkState,
            error: el.error?.code, src: el.src,
          }),
    );
  await expect.poll(playing, { timeout: 60_000 }).toBe('playing');
  const duration = await audio.evaluate((el: HTMLAudioElement) => el.duration);
  await expect(page.getByTestId('subtitle')).toBeVisible({ timeout: 30_000 });
  return { duration, subtitle: (await page.getByTestId('subtitle').textContent()) ?? '' };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(900_000);
  const superToken = await apiLogin(request, { email: 'root@complyra.test', password: 'root-password' });
  courseId = await createReadyCourseViaApi(request, superToken, {
    title: `Desk Security ${Date.now().toString(36)}`,
    description: 'Keeping the office and its data safe.',
    tags: 'security',
    learningObjectives: 'Spot phishing, Protect the desk',
    slides: [
      { title: 'Phishing', bullets: bullets[0]! },
      { title: 'Your desk', bullets: bullets[1]! },
      { title: 'Reporting', bullets: bullets[2]! },
    ],
  });
  mine = await addOrganization(request, 'Editor Journey Org');
  theirs = await addOrganization(request, 'Editor Other Org');
});

test('the admin edits and approves slide 2; its employees hear the new audio, another organization keeps the old', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const theirsBefore = (await explanations(request, theirs))[1]!;

  // From the admin preview to the editor.
  await openAs(page, mine.adminToken, mine.tenant.id, `/admin/course/${courseId}/play?tenantId=${mine.tenant.id}`);
  await page.getByRole('button', { name: 'Edit Explanations' }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(new RegExp(`/admin/course/${courseId}/explanations\\?tenantId=${mine.tenant.id}$`));
  await expect(page.getByRole('heading', { name: 'Course Explanations' })).toBeVisible({ timeout: 30_000 });
  await expect(slideText(page, 2)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByPlaceholder('Suggest how to enhance the content for all slides...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enhance Content' })).toBeDisabled();
  await expect(slideCard(page, 2).getByRole('button', { name: 'Play audio of slide 2' })).toBeVisible();

  // Escape cancels an edit.
  const before = (await slideText(page, 2).textContent())!;
  await slideText(page, 2).dblclick();
  await page.getByLabel('Edit explanation of slide 2').fill('Not this.');
  await page.getByLabel('Edit explanation of slide 2').press('Escape');
  await expect(slideText(page, 2)).toHaveText(before);

  // Enter saves locally and clears approval; Approve saves, speaks again and approves.
  await editSlide(page, 2, newText);
  await expect(page.getByText('Explanation saved successfully!')).toBeVisible();
  await expect(slideCard(page, 2).getByText('Not approved', { exact: true })).toBeVisible();
  // The change is only in the editor until Approve: the card says what learners hear meanwhile.
  const notApprovedNote = slideCard(page, 2).getByText('Not approved — learners hear the approved text until you press Approve.');
  await expect(notApprovedNote).toBeVisible();
  await slideCard(page, 2).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Explanation updated successfully')).toBeVisible({ timeout: 60_000 });
  await expect(slideCard(page, 2).getByText('Approved', { exact: true })).toBeVisible();
  await expect(notApprovedNote).toBeHidden();

  // Back to Course is the admin preview.
  await page.getByRole('button', { name: 'Back to Course' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/course/${courseId}/play\\?tenantId=${mine.tenant.id}$`));

  const mineNow = (await explanations(request, mine))[1]!;
  expect(mineNow).toMatchObject({ explanation: newText, isApproved: true });
  expect((await explanations(request, theirs))[1]).toEqual({ ...theirsBefore, explanation_audio: expect.any(String) });

  const myEmployee = await browser.newPage();
  const mineHeard = await playSlide2(myEmployee, mine);
  // One player at a time: the other organization's employee does not share the machine with a page still playing.
  await myEmployee.close();
  const theirEmployee = await browser.newPage();
  const theirsHeard = await playSlide2(theirEmployee, theirs);
  // Each shows a cue of its own text: the new one here, the old one there.
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  expect(squash(newText)).toContain(squash(mineHeard.subtitle));
  expect(squash(theirsBefore.explanation)).toContain(squash(theirsHeard.subtitle));
  // The new text is about three times longer: so is its audio.
  expect(mineHeard.duration).toBeGreaterThan(theirsHeard.duration * 1.5);
  // The subtitles are timed to that audio: the last cue ends where the audio ends.
  const cueTimes = [...mineNow.explanation_subtitle!.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map(
    ([, h, m, sec, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(sec) + Number(ms) / 1000,
  );
  expect(Math.abs(mineHeard.duration - Math.max(...cueTimes))).toBeLessThan(2);
});

test('Revert pops the previous versions, Clear restores the original', async ({ page }) => {
  test.slow();
  await openEditor(page, mine);
  const original = (await slideText(page, 1).textContent())!;
  await editSlide(page, 1, 'First edit of the welcome.');
  await editSlide(page, 1, 'Second edit of the welcome.');
  const revert = slideCard(page, 1).getByRole('button', { name: 'Revert' });
  await revert.click();
  await expect(slideText(page, 1)).toHaveText('First edit of the welcome.');
  await expect(page.getByText('Reverted to previous explanation!')).toBeVisible();
  await revert.click();
  await expect(slideText(page, 1)).toHaveText(original);
  await revert.click();
  await expect(page.getByText('No previous explanation to revert to.')).toBeVisible();

  await editSlide(page, 1, 'Third edit of the welcome.');
  await slideCard(page, 1).getByRole('button', { name: 'Clear' }).click();
  await expect(slideText(page, 1)).toHaveText(original);
  await expect(page.getByText('Reverted to original explanation!')).toBeVisible();

  // Enhance Explanation needs a prompt.
  await slideCard(page, 1).getByRole('button', { name: 'Enhance Explanation' }).click();
  await slideCard(page, 1).getByRole('button', { name: 'Enhance', exact: true }).click();
  await expect(page.getByText('Please enter a prompt')).toBeVisible();
});

test('Enhance Content "shorter" shortens every slide and keeps every point', async ({ page, request }) => {
  test.setTimeout(240_000);
  const before = await explanations(request, mine);
  await openEditor(page, mine);
  await page.getByRole('button', { name: 'shorter', exact: true }).click();
  await expect(page.getByLabel('Enhance Content')).toHaveValue('shorter');
  await page.getByRole('button', { name: 'Enhance Content' }).click();
  await expect(page.getByText('Explanations enhanced successfully')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Enhance Content' })).toBeEnabled();

  const after = await explanations(request, mine);
  for (const [i, slide] of after.entries()) {
    const old = before[i]!.explanation;
    await expect(slideText(page, slide.slide)).toHaveText(slide.explanation);
    if (slide.explanation === old) continue; // already as short as it can be
    expect(words(slide.explanation)).toBeLessThan(words(old));
    expect(slide.isApproved).toBe(false);
    for (const bullet of bullets[i] ?? []) {
      const said = bullet.toLowerCase().split(/\W+/).filter((w) => w.length >= 4 && old.toLowerCase().includes(w));
      for (const w of said) expect(slide.explanation.toLowerCase(), `slide ${slide.slide}: ${w}`).toContain(w);
    }
  }
  expect(after.filter((s, i) => s.explanation !== before[i]!.explanation).length).toBeGreaterThanOrEqual(2);
});

test('an employee and another organization\'s admin are refused every editor call', async ({ request }) => {
  test.slow();
  const calls = [
    ['put', '/api/courses/update-explanation', { courseId, tenantId: mine.tenant.id, slideIndex: 1, explanation: 'x' }],
    [
      'post',
      '/api/ai/enhance-slide',
      {
        courseId,
        tenantId: mine.tenant.id,
        explanation_array: [{ slide: 1, content: '', explanation: 'x' }],
        query_index: 0,
        query_prompt: 'shorter',
      },
    ],
    ['post', '/api/courses/enhance-explanations', { courseId, tenantId: mine.tenant.id, queryPrompt: 'shorter', batchSize: 5 }],
    ['patch', '/api/courses/regenerate-explanations', { courseId, tenantId: mine.tenant.id }],
  ] as const;
  for (const [method, url, data] of calls) {
    expect((await request[method](url, { headers: authHeader(mine.employeeToken), data })).status()).toBe(403);
    expect((await request[method](url, { headers: authHeader(theirs.adminToken), data })).status()).toBe(404);
  }
});
