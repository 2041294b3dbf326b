import { assembleCourseModel, quizMessages, quizQuestionCount } from '@complyra/core';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quizAttempts } from '../../db/schema.ts';
import { OpenAiClient } from '../../providers/openai/openai-client.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { type FakeAiHandler, type FakeAiService, sendJson, startFakeAiService } from '../../test/fake-ai-service.ts';
import { finishCourse } from '../../test/journey.ts';
import { insertModelledCourse } from '../../test/modelled-course.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { insertPhishingCourse, phishingModel } from '../../test/quiz-course.ts';
import { createAiQuestionWriter } from './ai-question-engine.ts';
import { factFamily } from './fact-families.ts';
import { largestLetterShare, questionProblems, type WrittenQuestion } from './question-checks.ts';
import { seededRandom } from './random.ts';

// The AI engine against a real local HTTP server that answers like an OpenAI-compatible service.
let ai: FakeAiService;
beforeAll(async () => {
  ai = await startFakeAiService();
});
afterAll(() => ai.close());
beforeEach(() => {
  ai.requests.length = 0;
  ai.answers.length = 0;
  ai.otherwise = { status: 500, message: 'no answer queued' };
});

const writer = (timeoutMs = 2000) =>
  createAiQuestionWriter(new OpenAiClient({ baseUrl: ai.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs }), pino({ level: 'silent' }));
const write = (w = writer(), options: { avoidFamilies?: Set<string> } = {}) =>
  w(phishingModel, { count: quizQuestionCount, random: seededRandom(5), ...options });
const reply = (questions: unknown[]) => JSON.stringify({ questions });
const q = (question: string, slide: number, right: string, wrong: [string, string, string], hint: string): WrittenQuestion => ({
  question, slide, hint, correctAnswer: 'A', choices: { A: right, B: wrong[0], C: wrong[1], D: wrong[2] },
});

// Ten questions a good service would write about the phishing course, each passing every check.
const good: WrittenQuestion[] = [
  q('Which kind of phishing targets senior executives?', 2, 'Whaling', ['Smishing', 'Vishing', 'Pharming'], 'Think of the biggest animal in the sea.'),
  q('What is smishing?', 2, 'phishing by text message', ['phishing by telephone call', 'a fake website', 'a virus in an attachment'], 'The name echoes SMS.'),
  q('What share of cyber attacks start with an e-mail?', 3, '91%', ['30%', '12%', '50%'], 'Almost all of them.'),
  q('What is the average time to the first click on a phishing message?', 3, '12 minutes', ['2 hours', '1 day', '45 seconds'], 'It is quicker than you would think.'),
  q('What should you do with a suspicious message?', 4, 'Report the message to the security team', ['Forward it to every colleague', 'Reply and ask who sent it', 'Keep it to yourself'], 'Think back to the slide on reporting.'),
  q('Which of these is a warning sign of phishing?', 5, 'Urgent requests for money', ['A newsletter you signed up for', 'A meeting invitation from your manager', 'A reply to your own question'], 'Pressure is a tactic.'),
  q('What share of phishing messages are opened?', 3, '30%', ['91%', '5%', '75%'], 'Roughly a third.'),
  q('How many staff reuse passwords, according to the course?', 3, '4 in 10', ['1 in 100', '9 in 10', '2 in 5000'], 'A large minority.'),
  q('Which e-mail detail is a warning sign?', 5, 'A sender address that does not match the name', ['A signature with a phone number', 'A company logo', 'A greeting with your first name'], 'Look closely at who wrote it.'),
  q('What is vishing?', 2, 'phishing by telephone call', ['phishing by text message', 'a fake login page', 'a virus in an attachment'], 'Think of your voice.'),
];
const userMessages = (i: number) => ai.requests[i]!.body.messages!.filter((m) => m.role === 'user').map((m) => m.content);

describe('the AI question engine (AI_BASE_URL)', () => {
  it('asks with a strict JSON schema and uses a good reply, every question checked and marked as written by the AI', async () => {
    ai.answers.push(reply(good));
    const { questions, reusedFacts } = await write();
    expect(ai.requests).toHaveLength(1);
    type SchemaFormat = { type: string; json_schema: { strict: boolean; schema: { required: string[] } } };
    const format = ai.requests[0]!.body.response_format as SchemaFormat;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(['questions']);
    expect(ai.requests[0]!.auth).toBe('Bearer sk-test');
    expect(userMessages(0)[0]).toContain('Slide 3: Figures');
    expect(questions).toHaveLength(10);
    expect(reusedFacts).toBe(false);
    expect(questions.every((x) => x.source === 'ai')).toBe(true);
    expect(questions.map((x) => x.question)).toEqual(good.map((x) => x.question));
    for (const [i, x] of questions.entries()) expect(questionProblems(x, phishingModel, questions.slice(0, i))).toEqual([]);
    // The key moves with the right answer when the letters are re-balanced (all ten were A).
    expect(largestLetterShare(questions)).toBeLessThanOrEqual(0.3);
    for (const [i, x] of questions.entries()) expect(x.choices[x.correctAnswer]).toBe(good[i]!.choices.A);
    // AI questions name the course's facts as the built-in engine does, so DIFFERENT retries avoid them.
    expect(factFamily(questions[0]!.fact)).toBe('term:whaling');
    expect(factFamily(questions[2]!.fact)).toBe('figure:91:cyber attacks that start with an e mail');
  });

  it('asks once more with the reasons for partly wrong questions, then fills what is still missing from the built-in engine', async () => {
    const wrong = [
      q('Which of these is a sign of phishing?', 5, 'All of the above', ['Urgent requests for money', 'Unexpected attachments from strangers', 'A sender address that does not match the name'], 'Think of the signs.'),
      q('Which kind of phishing targets senior executives?', 2, 'Whaling', ['Smishing', 'Vishing', 'Pharming'], 'It is called whaling.'),
      q('What share of cyber attacks start with an e-mail?', 3, '75%', ['30%', '12%', '50%'], 'Most of them.'),
      q('What should you do with a suspicious message?', 9, 'Report the message to the security team', ['Forward it', 'Reply to it', 'Ignore it'], 'Think about reporting.'),
      { ...q('What is smishing?', 2, 'phishing by text message', ['phishing by text message', 'a fake website', 'a virus'], 'The name echoes SMS.') },
      { ...q('What is vishing?', 2, 'phishing by telephone call', ['a', 'b', 'c'], 'Voice.'), correctAnswer: 'E' },
      { question: 'What share of phishing messages are opened?', slide: 3 },
      q('What is the password of the CEO?', 3, 'hunter2 is the password', ['x1 password', 'y2 password', 'z3 password'], 'Guess.'),
      ...good.slice(3, 5),
    ];
    ai.answers.push(reply(wrong), reply([good[0], good[2], good[1]]));
    const { questions } = await write();
    expect(ai.requests).toHaveLength(2);
    const again = userMessages(1).at(-1)!;
    expect(again).toContain('question 1 ("Which of these is a sign of phishing?"): a choice is "all/none of the above"');
    expect(again).toContain('question 2 ("Which kind of phishing targets senior executives?"): the hint names the answer');
    expect(again).toContain('the numbers 75 are not on slide 3');
    expect(again).toContain('slide 9 does not exist');
    expect(again).toContain('the four choices are not distinct');
    expect(again).toContain('question 6: correctAnswer: Invalid option');
    expect(again).toContain('question 7: choices: Invalid input');
    expect(again).toContain('the answer is not on slide 3');
    expect(again).toContain('Write 8 new questions');
    // The previous reply stays in the conversation, and the accepted questions are named so they are not repeated.
    expect(ai.requests[1]!.body.messages!.at(-2)).toEqual({ role: 'assistant', content: reply(wrong) });
    expect(again).toContain('- What is the average time to the first click on a phishing message?');
    expect(questions).toHaveLength(10);
    const byAi = questions.filter((x) => x.source === 'ai').map((x) => x.question);
    expect(byAi.sort()).toEqual([good[3], good[4], good[0], good[2], good[1]].map((x) => x!.question).sort());
    expect(questions.filter((x) => x.source === 'builtin')).toHaveLength(5);
    for (const [i, x] of questions.entries()) expect(questionProblems(x, phishingModel, questions.slice(0, i))).toEqual([]);
  });

  it('treats malformed JSON as a refusal, asks once more, and lets the built-in engine write the quiz when that fails too', async () => {
    ai.answers.push('Sure! Here are your questions: {"questions": [{"question": ', 'I cannot help with that.');
    const { questions } = await write();
    expect(ai.requests).toHaveLength(2);
    expect(userMessages(1).at(-1)).toContain('the answer is not a JSON object of the form {"questions": [...]}');
    expect(questions).toHaveLength(10);
    expect(questions.every((x) => x.source === 'builtin')).toBe(true);
  });

  it('falls back to JSON mode when the server refuses json_schema, and to a JSON-only prompt after that, and remembers it', async () => {
    const refuseSchemas: FakeAiHandler = (request, res) =>
      request.body.response_format?.type === 'json_schema'
        ? sendJson(res, 400, { error: { message: '\'response_format.type\' must be \'json_object\' or \'text\'' } })
        : sendJson(res, 200, { choices: [{ message: { role: 'assistant', content: reply(good) } }] });
    ai.otherwise = refuseSchemas;
    const w = writer();
    expect((await write(w)).questions.every((x) => x.source === 'ai')).toBe(true);
    expect(ai.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    // The next quiz starts with the format the server took.
    await write(w);
    expect(ai.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);

    ai.requests.length = 0;
    ai.answers.push({ status: 400, message: 'json_schema not supported' }, { status: 422, message: 'response_format not supported' },
      `Here you go:\n\`\`\`json\n${reply(good)}\n\`\`\``);
    const prompted = await write();
    expect(ai.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object', undefined]);
    expect(ai.requests[2]!.body.messages![0]!.content).toContain('Answer with JSON only');
    expect(prompted.questions.every((x) => x.source === 'ai')).toBe(true);
  });

  it('does not try other formats when the service refuses the caller, and writes the quiz with the built-in engine', async () => {
    ai.answers.push({ status: 401, message: 'invalid api key' });
    const { questions } = await write();
    expect(ai.requests).toHaveLength(1);
    expect(questions).toHaveLength(10);
    expect(questions.every((x) => x.source === 'builtin')).toBe(true);
  });

  it('gives up on a service that does not answer in time and writes the quiz with the built-in engine', async () => {
    ai.otherwise = 'silent';
    const start = performance.now();
    const { questions } = await write(writer(300));
    expect(performance.now() - start).toBeLessThan(5000);
    expect(ai.requests).toHaveLength(1);
    expect(questions).toHaveLength(10);
    expect(questions.every((x) => x.source === 'builtin')).toBe(true);
  });

  it('refuses facts of an earlier attempt on a DIFFERENT retry and names them in the request', async () => {
    ai.answers.push(reply(good), reply([]));
    const { questions } = await write(writer(), { avoidFamilies: new Set(['term:whaling', 'term:whaling:term']) });
    expect(userMessages(0)[0]).toContain('asked about these facts before');
    expect(userMessages(0)[0]).toContain('- whaling');
    expect(userMessages(1).at(-1)).toContain('the learner was asked about this fact in an earlier attempt');
    expect(questions).toHaveLength(10);
    expect(questions.some((x) => x.question === good[0]!.question)).toBe(false);
    expect(questions.filter((x) => x.source === 'builtin')).toHaveLength(1);
  });

  it('writes nothing when neither the service nor the built-in engine has a question for the course', async () => {
    ai.otherwise = reply([q('What is the capital of France?', 1, 'Paris', ['Lyon', 'Nice', 'Lille'], 'Think of the Eiffel Tower.')]);
    const titleOnly = assembleCourseModel('en', [phishingModel.slides[0]!]);
    const { questions } = await writer()(titleOnly, { count: 10, random: seededRandom(1) });
    expect(questions).toEqual([]);
  });
});

describe('a quiz started in the app with AI_BASE_URL set', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let tenantId: string;
  let employee: string;
  const courses: { id: string }[] = [];
  const generate = (courseId: string) =>
    t.app.inject({ method: 'POST', url: '/api/ai/generate_mcq', headers: bearer(employee), payload: { course_id: courseId, tenant_id: tenantId } });

  beforeAll(async () => {
    t = await createAppWithCopyJob({ env: { AI_BASE_URL: ai.baseUrl, AI_TIMEOUT_SECONDS: '2' } });
    const org = await createOrganization(t.app, await signInSuperUser(t.app, t.database), 'AI Quiz Org');
    tenantId = org.tenant.id;
    await saveCompleteDetails(t.app, org.adminToken, tenantId);
    employee = await addEmployee(t.app, org.adminToken, tenantId, 'ann@ai-quiz-org.test');
    courses.push(await insertPhishingCourse(t.database.db, 'Phishing by AI'),
      await insertModelledCourse(t.database.db, 'Nothing to ask', [{ title: 'Welcome', role: 'title', points: [] }]));
    for (const course of courses) {
      await assignThroughApi(t.app, org.adminToken, tenantId, course.id);
      expect((await finishCourse(t.app, t.database.db, { token: employee, tenantId }, course.id)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('stores which engine wrote each question of the attempt', async () => {
    ai.answers.push(reply(good.slice(0, 7)), reply([]));
    const res = await generate(courses[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(ai.requests).toHaveLength(2);
    const { attemptId } = res.json<{ attemptId: string }>();
    const [attempt] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(attempt!.questions.map((x) => x.source).sort()).toEqual([...Array<string>(7).fill('ai'), ...Array<string>(3).fill('builtin')]);
    // The learner sees neither the key nor the engine.
    expect(Object.keys(res.json<{ mcqs: object[] }>().mcqs[0]!).sort()).toEqual(['choices', 'number', 'question']);
  });

  it('answers a plain message, not a 503 blaming the AI, when neither engine has a question for a ready course', async () => {
    ai.otherwise = reply([q('What is the capital of France?', 1, 'Paris', ['Lyon', 'Nice', 'Lille'], 'Think of the Eiffel Tower.')]);
    const res = await generate(courses[1]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(quizMessages.noQuestions);
    expect(ai.requests).toHaveLength(2);
  });
});
