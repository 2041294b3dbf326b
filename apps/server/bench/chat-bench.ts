// `npm run bench:chat`: the built-in chat engine's answer time through HTTP (the app listening on a port, ten
// learners asking at once), for one 50-slide course, for the general chatbot over an organization with 20 enabled
// courses, and for the four corpus decks asked their question sets (modules/chat/question-sets). The first
// question of a run builds the index (reported apart); the budget is p95 ≤ 100 ms for the questions after it.
// It also reports what WordNet (the English related words) costs to load, in time and memory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SlideModel } from '@complyra/core';
import { builtinAnswer } from '../src/modules/chat/builtin-answer.ts';
import { ChatIndex, courseDocuments } from '../src/modules/chat/chat-index.ts';
import type { QuestionSet } from '../src/modules/chat/question-set-score.ts';
import { wordNet } from '../src/modules/chat/wordnet.ts';
import { readCourseModel } from '../src/modules/course-model/course-model.repository.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../src/test/actors.ts';
import { insertDeckCourse } from '../src/test/deck-course.ts';
import { insertModelledCourse } from '../src/test/modelled-course.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../src/test/organization.ts';

const budgetMs = 100;
const questionsPerRun = 120;
const topics = ['phishing', 'passwords', 'privacy', 'bribery', 'harassment', 'safety', 'encryption', 'backups', 'travel', 'gifts'];
const verbs = ['report', 'protect', 'store', 'share', 'review', 'approve', 'encrypt', 'delete', 'escalate', 'document'];

/** A course of `count` slides with varied, realistic points (about six per slide). */
function slides(course: number, count: number): Omit<SlideModel, 'number' | 'source' | 'notes'>[] {
  return Array.from({ length: count }, (_, i) => {
    const topic = topics[(course + i) % topics.length]!;
    const verb = verbs[(i * 7 + course) % verbs.length]!;
    return {
      title: `${topic[0]!.toUpperCase()}${topic.slice(1)} rule ${course}.${i + 1}`,
      role: 'content' as const,
      points: Array.from({ length: 6 }, (_, p) => ({
        text: `Always ${verb} ${topic} records within ${p + i + 1} days and tell the ${verbs[(p + i) % verbs.length]} owner of policy ${course * 100 + i}`,
        level: 0,
        kind: 'statement' as const,
      })),
    };
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** What loading WordNet costs: its first look-up opens the files and reads the index into memory. */
function measureWordNet() {
  const before = process.memoryUsage();
  const started = performance.now();
  wordNet.related('setting');
  const loadMs = performance.now() - started;
  const after = process.memoryUsage();
  const words = ['upload', 'organise', 'outdated', 'danger', 'price', 'folder', 'changes', 'libraries'];
  const lookup = performance.now();
  for (const word of words) wordNet.related(word);
  const perWord = (performance.now() - lookup) / words.length;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(
    `WordNet: loaded in ${loadMs.toFixed(0)} ms; memory +${mb(after.rss - before.rss)} MB resident ` +
      `(+${mb(after.arrayBuffers - before.arrayBuffers)} MB index buffers, +${mb(after.heapUsed - before.heapUsed)} MB heap); ` +
      `${perWord.toFixed(2)} ms per new word, memoized after`,
  );
}

async function main() {
  measureWordNet();
  const t = await createAppWithCopyJob();
  const superToken = await signInSuperUser(t.app, t.database);
  const org = await createOrganization(t.app, superToken, 'Bench Chat Org');
  const tenantId = org.tenant.id;
  await saveCompleteDetails(t.app, org.adminToken, tenantId);
  // Questions are limited to 30 a minute per user: ten learners per run, new ones for each run.
  const learnersPerRun = 10;
  // How many ask at the same moment (BENCH_AT_ONCE=1: one after another, the latency of one request alone).
  const atOnce = Number(process.env.BENCH_AT_ONCE ?? learnersPerRun);
  const learners = await Promise.all(
    Array.from({ length: learnersPerRun * 3 }, (_, i) => addEmployee(t.app, org.adminToken, tenantId, `bench${i}@bench-chat.test`)),
  );
  const big = await insertModelledCourse(t.database.db, 'Big course', slides(0, 50));
  await assignThroughApi(t.app, org.adminToken, tenantId, big.id);
  const courseIds = [{ id: big.id, title: 'Big course' }];
  for (let c = 1; c < 20; c++) {
    const course = await insertModelledCourse(t.database.db, `Course ${c}`, slides(c, 20));
    await assignThroughApi(t.app, org.adminToken, tenantId, course.id);
    courseIds.push({ id: course.id, title: `Course ${c}` });
  }
  const sets = ['tuning', 'untuned'].map(
    (name) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../src/modules/chat/question-sets/${name}.json`), 'utf8')) as QuestionSet,
  );
  const corpus: { courseId: string; question: string }[] = [];
  for (const deck of sets[0]!.decks) {
    const { course } = await insertDeckCourse(t.database.db, deck.file, deck.title);
    await assignThroughApi(t.app, org.adminToken, tenantId, course.id);
    for (const set of sets) {
      for (const q of set.decks.find((d) => d.file === deck.file)!.questions) corpus.push({ courseId: course.id, question: q.q });
    }
  }

  // Through HTTP, as a browser asks: the app listens on a port of its own.
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const ask = async (token: string, courseId: string | null, question: string) => {
    const history = [{ role: 'user', content: question }];
    const started = performance.now();
    const res = await fetch(`${base}${courseId ? '/api/ai/chatbot' : '/api/courses/general-chatbot'}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(
        courseId ? { chatHistory: history, course_id: courseId, tenant_id: tenantId } : { chatHistory: history, tenantId },
      ),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`chat answered ${res.status} ${body}`);
    return performance.now() - started;
  };

  const synthetic = (courseId: string | null) =>
    Array.from({ length: questionsPerRun }, (_, i) => {
      const topic = topics[i % topics.length]!;
      const verb = verbs[(i * 3) % verbs.length]!;
      return { courseId, question: i % 5 === 0 ? 'Write me a poem' : `How should I ${verb} ${topic} records?` };
    });
  const runs = [
    { name: '50-slide course (course chatbot)', questions: synthetic(big.id) },
    { name: '20 enabled courses (general chatbot)', questions: synthetic(null) },
    { name: 'corpus decks, question sets (course chatbot)', questions: corpus },
  ];

  let failed = false;
  for (const [r, run] of runs.entries()) {
    const team = learners.slice(r * learnersPerRun, (r + 1) * learnersPerRun);
    // The first question of each course builds its index: asked once before the timed questions.
    const firsts = [...new Set(run.questions.map((q) => q.courseId))];
    const first = Math.max(...(await Promise.all(firsts.map((courseId, i) => ask(team[i % team.length]!, courseId, 'How do I report phishing records?')))));
    const times: number[] = [];
    const queue = [...run.questions];
    const started = performance.now();
    let asked = 0;
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          times.push(await ask(team[asked++ % team.length]!, next.courseId, next.question));
        }
      }),
    );
    const wall = performance.now() - started;
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const ok = p95 <= budgetMs;
    failed ||= !ok;
    console.log(
      `${name(run)}: first question (builds the index) ${first.toFixed(1)} ms; p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.length} ` +
        `from ${atOnce} learners at once, ${((times.length / wall) * 1000).toFixed(0)} answers/s (budget p95 ≤ ${budgetMs} ms) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  // The search alone (no HTTP, sign-in or database): what the engine itself costs per question.
  const facts = { companyName: 'Bench Chat Org', details: null, pocs: [] };
  const documents = await Promise.all(
    courseIds.map(async ({ id, title }) => courseDocuments({ id, title }, (await readCourseModel(t.database.db, id))!)),
  );
  for (const [label, index] of [['50-slide course', new ChatIndex(documents.slice(0, 1))], ['20 courses', new ChatIndex(documents)]] as const) {
    const times: number[] = [];
    for (let i = 0; i < questionsPerRun; i++) {
      const started = performance.now();
      builtinAnswer(index, `How should I ${verbs[(i * 3) % verbs.length]} ${topics[i % topics.length]} records?`, { courseTitle: null }, facts);
      times.push(performance.now() - started);
    }
    console.log(`search alone, ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
  await t.close();
  process.exitCode = failed ? 1 : 0;
}

const name = (run: { name: string }) => run.name;

await main();
