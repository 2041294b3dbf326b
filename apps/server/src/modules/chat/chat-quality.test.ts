import type { ChatAnswer } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertDeckCourse } from '../../test/deck-course.ts';
import { assignThroughApi, completeDetails, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';

// Quality of the built-in engine on real decks. The questions were written from the decks BEFORE any
// tuning, as a learner would ask them; the last three of each deck were kept aside (never looked at while
// tuning). A question counts as right when one of the ≤ 3 cited slides is one that answers it.
type Question = { q: string; slides: number[] };
const decks: { file: string; title: string; tuning: Question[]; heldOut: Question[] }[] = [
  {
    file: 'nist-oscal-overview-2017.pptx',
    title: 'OSCAL Overview',
    tuning: [
      { q: 'What does the term catalog mean?', slides: [3] },
      { q: 'What is the purpose of OSCAL?', slides: [5] },
      { q: 'Who are the producers that publish catalogs in OSCAL format?', slides: [9] },
      { q: 'What benefits do auditors get from OSCAL?', slides: [10] },
      { q: 'Does the project use an agile approach with monthly sprints?', slides: [11] },
      { q: 'What are the deliverables, like XML schemas and XSL templates?', slides: [12] },
      { q: 'What was done in sprint 1?', slides: [19] },
    ],
    heldOut: [
      { q: 'What challenges exist in security controls assessment?', slides: [4] },
      { q: 'What are the long-term goals?', slides: [25] },
      { q: 'How can I email the OSCAL team?', slides: [26] },
    ],
  },
  {
    file: 'ms-intro-git-github.pptx',
    title: 'Intro to Git and GitHub',
    tuning: [
      { q: 'What is version control?', slides: [3, 4] },
      { q: 'What is the difference between centralized and distributed version control?', slides: [5, 6, 7] },
      { q: 'How do I install git on Linux?', slides: [11] },
      { q: 'How do I set my name and email in the git config?', slides: [12] },
      { q: 'How do I set VS Code as the git editor?', slides: [13] },
      { q: 'What does git add do?', slides: [17, 20] },
      { q: 'How should I write a commit message?', slides: [21, 22] },
    ],
    heldOut: [
      { q: 'How do I see the history of the repository?', slides: [23, 24, 25] },
      { q: 'What does git status show?', slides: [23, 24] },
      { q: 'How do I download changes from GitHub with git pull?', slides: [29, 30] },
    ],
  },
  {
    file: 'owasp-top10-2013-talk.pptx',
    title: 'OWASP Top 10 2013',
    tuning: [
      { q: 'What is injection?', slides: [8] },
      { q: 'How do I avoid injection flaws?', slides: [10] },
      { q: 'What is cross-site scripting?', slides: [14, 15] },
      { q: 'How do I prevent XSS?', slides: [16] },
      { q: 'What are insecure direct object references?', slides: [18, 19] },
      { q: 'What is security misconfiguration?', slides: [21, 22] },
      { q: 'How should sensitive data be stored with encryption?', slides: [24, 26] },
    ],
    heldOut: [
      { q: 'How do I protect against CSRF?', slides: [35] },
      { q: 'How many vulnerable downloads were there in 2011?', slides: [36] },
      { q: 'How can I avoid unvalidated redirects?', slides: [43] },
    ],
  },
];

const offTopic = ['What\'s the weather like today?', 'Write me a poem', 'Who won the football world cup?', 'Tell me a joke about cats'];

describe('answer quality on the real decks (built-in engine)', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let adminToken: string;
  let tenantId: string;
  const courses = new Map<string, { id: string; text: string }>();

  // A learner per deck: the questions of one stay under the 30-a-minute limit.
  let learners = 0;
  const learner = () => addEmployee(t.app, adminToken, tenantId, `learner${++learners}@quality-org.test`);
  const ask = async (token: string, courseId: string, question: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chatbot',
      headers: bearer(token),
      payload: { chatHistory: [{ role: 'user', content: question }], course_id: courseId, tenant_id: tenantId },
    });
    expect(res.statusCode).toBe(200);
    return res.json<ChatAnswer>();
  };

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const superToken = await signInSuperUser(t.app, t.database);
    const org = await createOrganization(t.app, superToken, 'Quality Org');
    tenantId = org.tenant.id;
    await saveCompleteDetails(t.app, org.adminToken, tenantId);
    adminToken = org.adminToken;
    for (const deck of decks) {
      const { course, slides } = await insertDeckCourse(t.database.db, deck.file, deck.title);
      await assignThroughApi(t.app, org.adminToken, tenantId, course.id);
      courses.set(deck.file, { id: course.id, text: slides.map((s) => `${s.title}\n${s.text}\n${s.notes}`).join('\n') });
    }
  }, 180_000);
  afterAll(() => t.close());

  for (const deck of decks) {
    it(`${deck.title}: the right slide is among the ≤ 3 cited for at least 8 of 10 questions`, async () => {
      const course = courses.get(deck.file)!;
      const asker = await learner();
      const right = { tuning: 0, heldOut: 0 };
      const misses: string[] = [];
      for (const part of ['tuning', 'heldOut'] as const) {
        for (const { q, slides } of deck[part]) {
          const answer = await ask(asker, course.id, q);
          expect(answer.sources.length).toBeLessThanOrEqual(3);
          const cited = answer.sources.map((s) => s.slide);
          if (cited.some((n) => slides.includes(n))) right[part]++;
          else misses.push(`${q} → cited ${cited.join(',') || 'none'}, wanted ${slides.join('/')}`);
          // Never a number or an e-mail address that neither the deck nor the organization's records hold.
          const known = `${course.text}\n${Object.values(completeDetails).join('\n')}`;
          // Citations ("[Slide 12]") are the engine's own numbers, checked against the sources above.
          const body = answer.response.replace(/\[Slide \d+\]/g, '');
          for (const token of body.match(/[\w.+-]+@[\w.-]+|\d[\d,.]*\d|\d/g) ?? []) {
            expect(known, `"${token}" in the answer to "${q}"`).toContain(token.replace(/[.,]$/, ''));
          }
        }
      }
      console.info(`${deck.title}: tuning ${right.tuning}/${deck.tuning.length}, held out ${right.heldOut}/${deck.heldOut.length}`, misses);
      expect(right.tuning + right.heldOut).toBeGreaterThanOrEqual(8);
    });
  }

  it('gives the honest not-covered reply to off-topic questions on every deck', async () => {
    const asker = await learner();
    for (const deck of decks) {
      for (const q of offTopic) {
        const answer = await ask(asker, courses.get(deck.file)!.id, q);
        expect(answer.response, q).toBe(
          `The course "${deck.title}" does not cover that, so I can't answer it from the course material. For help, please contact HR: ${completeDetails.hrContactName} (${completeDetails.hrContactEmail}, ${completeDetails.hrContactPhone}). To search all your courses, ask the general chatbot with no course selected.`,
        );
        expect(answer.sources).toEqual([]);
      }
    }
  });
});
