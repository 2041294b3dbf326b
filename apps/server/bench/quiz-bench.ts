// `npm run bench:quiz`: the assessment's budgets on PGlite in memory (spec issue 13):
// built-in generation for a 50-slide course ≤ 300 ms, submit p95 ≤ 50 ms, certificate rendered and stored ≤ 500 ms.
// Then (issue 31) the quiz as many learners take it at once through HTTP, on the built server over PostgreSQL:
// BENCH_QUIZ_LEARNERS (20) each asking for a quiz and submitting it, again and again for BENCH_SECONDS (20);
// quiz work passes a gate of two at a time, so the figures show the queue, with the load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assembleCourseModel } from '@complyra/core';
import { eq, sql } from 'drizzle-orm';
import { seedAdminScale } from '../src/cli/admin-scale-seed.ts';
import { benchApi, mintEmployeeSessions, withBenchServer } from '../src/cli/bench-server.ts';
import { openDatabase } from '../src/db/database.ts';
import { quizAttempts } from '../src/db/schema.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { qrModulesOf, renderCertificatePdf, renderCertificatePng } from '../src/modules/certificates/certificate-renderer.ts';
import { drawFromBank } from '../src/modules/quiz/bank-draw.ts';
import { generateBuiltinQuestions } from '../src/modules/quiz/builtin-question-engine.ts';
import { writeQuestionBank } from '../src/modules/quiz/question-bank.ts';
import { courseModelOfDeck, listCorpusDecks } from '../src/test/deck-course-models.ts';
import { cryptoRandom } from '../src/modules/quiz/random.ts';
import { LocalFileStorage } from '../src/storage/local-file-storage.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../src/test/actors.ts';
import { finishCourse } from '../src/test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../src/test/organization.ts';
import { insertPhishingCourse } from '../src/test/quiz-course.ts';
import { seedQuizCourse, takeQuizOnce } from './quiz-takers.ts';

const budgets = { generationMs: 300, submitP95Ms: 50, certificateMs: 500 };
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1,
  Math.floor(values.length * p))]!;
let failed = false;
const report = (label: string, value: number, budget: number) => {
  const ok = value <= budget;
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${value.toFixed(1)} ms (budget ${budget} ms)`);
};

// 1. Generation: the first 50 slides of the corpus's real course models, as one course.
const slides = [];
for (const file of listCorpusDecks()) {
  for (const slide of (await courseModelOfDeck(file)).slides) slides.push({ ...slide, number: slides.length + 1 });
  if (slides.length >= 50) break;
}
const model = assembleCourseModel('en', slides.slice(0, 50));
const generation: number[] = [];
for (let i = 0; i < 20; i++) {
  const start = performance.now();
  generateBuiltinQuestions(model, { count: 10, random: cryptoRandom });
  generation.push(performance.now() - start);
}
report(`built-in generation, 50 slides (median of 20; max ${Math.max(...generation).toFixed(1)} ms)`, percentile(generation, 0.5), budgets.generationMs);

// 1b. The question bank: every form of every fact, written once when the course becomes ready; attempts draw from it.
const banking: number[] = [];
const draws: number[] = [];
let bankSize = 0;
for (let i = 0; i < 10; i++) {
  const start = performance.now();
  const written = await writeQuestionBank(model, cryptoRandom);
  const bank = written.map((q, n) => ({ ...q, bankId: String(n), retired: false, edited: false }));
  banking.push(performance.now() - start);
  bankSize = bank.length;
  const drawStart = performance.now();
  drawFromBank(bank, { count: 10, random: cryptoRandom });
  draws.push(performance.now() - drawStart);
}
report(`question bank written, 50 slides, ${bankSize} items (median of 10; max ${Math.max(...banking).toFixed(1)} ms)`, percentile(banking, 0.5),
  budgets.generationMs);
report(`an attempt drawn from the bank (median of 10; max ${Math.max(...draws).toFixed(1)} ms)`, percentile(draws, 0.5), budgets.generationMs);

// 2. Submit through the app (a failing attempt: scoring and the guarded write, no certificate).
const t = await createAppWithCopyJob();
const superToken = await signInSuperUser(t.app, t.database);
const org = await createOrganization(t.app, superToken, 'Bench Org');
await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
const employee = await addEmployee(t.app, org.adminToken, org.tenant.id, 'bench@bench-org.test');
const course = await insertPhishingCourse(t.database.db);
await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id, { retryType: 'SAME' });
const finished = await finishCourse(t.app, t.database.db, { token: employee, tenantId: org.tenant.id }, course.id);
if (finished.statusCode !== 200) throw new Error(`completing the course failed ${finished.statusCode} ${finished.body}`);
const submits: number[] = [];
for (let i = 0; i < 60; i++) {
  const quiz = (await t.app.inject({ method: 'POST', url: '/api/ai/generate_mcq', headers: bearer(employee), payload: { course_id: course.id, tenant_id: org.tenant.id } })).json<{ attemptId: string }>();
  const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId));
  const answers = Object.fromEntries(row!.questions.map((q) => [String(q.number), q.correctAnswer === 'A' ? 'B' : 'A']));
  const start = performance.now();
  const res = await t.app.inject({ method: 'POST', url: `/api/quiz/attempts/${quiz.attemptId}/submit`, headers: bearer(employee), payload: { answers } });
  if (i >= 10) submits.push(performance.now() - start);
  if (res.statusCode !== 200) throw new Error(`submit failed ${res.statusCode} ${res.body}`);
}
report(`submit p95 (50 submissions after 10 warm-up; median ${percentile(submits, 0.5).toFixed(1)} ms)`, percentile(submits, 0.95), budgets.submitP95Ms);
await t.close();

// 3. Certificate: QR, PDF and PNG (2x) rendered and stored on local disk; warm (fonts loaded once per process).
const storage = new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-cert-bench-')));
const certificates: number[] = [];
for (let i = 0; i < 8; i++) {
  const start = performance.now();
  const verifyUrl = `https://training.example.com/verify/BENC-H${i}AA-AAAA`;
  const content = {
    holderName: 'Αλέξανδρος Иванов Müller', courseTitle: 'Phishing Awareness', organizationName: 'Bench Org', score: 90, issuedAt: new Date(),
    code: `BENC-H${i}AA-AAAA`, verifyUrl, projectManager: 'Hanna Hr', companyDirector: 'Carl Ceo', qr: qrModulesOf(verifyUrl),
  };
  const [pdf, png] = await Promise.all([renderCertificatePdf(content), renderCertificatePng(content)]);
  await Promise.all([storage.put(`certificates/b/${i}.pdf`, pdf, 'application/pdf'), storage.put(`certificates/b/${i}.png`, png, 'image/png')]);
  if (i >= 2) certificates.push(performance.now() - start);
}
report(`certificate rendered and stored (median of 6 warm; max ${Math.max(...certificates).toFixed(1)} ms)`, percentile(certificates, 0.5), budgets.certificateMs);

// 4. Many learners at once through HTTP (the built server in its own process, PostgreSQL).
const learnersAtOnce = Number(process.env.BENCH_QUIZ_LEARNERS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
await withBenchServer(async ({ base, databaseUrl, secret }) => {
  const database = await openDatabase({ url: databaseUrl, maxConnections: 2 });
  try {
    const scale = await seedAdminScale(database.db, {
      employees: learnersAtOnce, courses: 1, otherOrganizations: 0, smallOrganizationEmployees: 0, passwordHash: await hashPassword('bench-password'),
    });
    const people = await selectRows<{ id: string; name: string }>(database.db,
      sql`select id, name from users where tenant_id = ${scale.tenantId} and role = 'EMPLOYEE' order by email`);
    const phishing = await seedQuizCourse(database.db, scale.tenantId, people.map((p) => p.id));
    const tokens = await mintEmployeeSessions(database.db, secret, scale.tenantId, people);
    const api = benchApi(base);
    await takeQuizOnce(api, tokens[0]!, phishing.id, scale.tenantId);
    const generate: number[] = [];
    const submit: number[] = [];
    const loadAtStart = os.loadavg()[0]!.toFixed(1);
    const until = performance.now() + seconds * 1000;
    await Promise.all(tokens.map(async (token) => {
      while (performance.now() < until) {
        const times = await takeQuizOnce(api, token, phishing.id, scale.tenantId);
        generate.push(times.generateMs);
        submit.push(times.submitMs);
      }
    }));
    const line = (name: string, times: number[]) => console.log(`     ${name}: p50 ${percentile(times, 0.5).toFixed(0)} ms, `
      + `p95 ${percentile(times, 0.95).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms`);
    console.log(`HTTP: ${learnersAtOnce} learners at once for ${seconds} s took ${generate.length} quizzes `
      + `(load average ${loadAtStart} → ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`);
    line('quiz asked for (generate_mcq)', generate);
    line('answers submitted and scored', submit);
  } finally {
    await database.close();
  }
});
process.exitCode = failed ? 1 : 0;
