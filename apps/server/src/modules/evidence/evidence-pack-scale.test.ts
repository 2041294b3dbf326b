import { Writable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../access/caller.ts';
import { addEmployee, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { passCourse } from '../../test/pass-course.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import { createFileStorage } from '../../storage/create-file-storage.ts';
import { buildEvidencePack } from './evidence-pack.service.ts';
import { loadEvidenceSigningKey } from './evidence-signing-key.ts';

// An evidence pack for an organization of 10,000 employees, each with a completion, an attempt, a certificate
// (its PDF in the pack), a reminder and a question to the helper: built streamed, its memory bounded.
const employees = 10_000;

describe('the evidence pack at scale', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Evidence Scale Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    const learnerToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'first@evidence-scale.test');
    const course = await insertPhishingCourse(t.database.db, 'Phishing At Scale');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    const { attemptId } = await passCourse(t.app, t.database.db, { token: learnerToken, tenantId: org.tenant.id }, course.id);
    // The other employees' records copy the first one's, each under its own name (one statement per table).
    const db = t.database.db;
    await db.execute(sql`insert into users (tenant_id, name, email, role, password_hash)
      select ${org.tenant.id}, 'Employee ' || lpad(g::text, 5, '0'), 'e' || g || '@evidence-scale.test', 'EMPLOYEE', 'x'
      from generate_series(2, ${employees}) g`);
    await db.execute(sql`insert into course_progress (user_id, tenant_id, course_id, progress, completed_at)
      select u.id, u.tenant_id, ${course.id}, 100, now() from users u
      where u.tenant_id = ${org.tenant.id} and u.email like 'e%@evidence-scale.test'`);
    const others = sql`from users u, quiz_attempts a where u.tenant_id = ${org.tenant.id} and u.email like 'e%@evidence-scale.test'
      and a.id = ${attemptId}`;
    await db.execute(sql`insert into quiz_attempts (tenant_id, user_id, course_id, course_version, retry_type, questions, hints_used,
        answers, score, correct, passed, submitted_at)
      select a.tenant_id, u.id, a.course_id, a.course_version, a.retry_type, a.questions, a.hints_used, a.answers, a.score, a.correct,
        a.passed, a.submitted_at ${others}`);
    await db.execute(sql`insert into certificates (code, attempt_id, tenant_id, user_id, course_id, holder_name, course_title,
        organization_name, score, pdf_key, png_key)
      select 'SCALE-' || substr(u.email, 2, 5) || '-' || substr(md5(u.id::text), 1, 8), qa.id, k.tenant_id, u.id, k.course_id, u.name,
        k.course_title, k.organization_name, k.score, k.pdf_key, k.png_key
      from users u join quiz_attempts qa on qa.user_id = u.id, certificates k
      where u.tenant_id = ${org.tenant.id} and u.email like 'e%@evidence-scale.test' and k.attempt_id = ${attemptId}`);
    await db.execute(sql`insert into outbox (tenant_id, to_email, kind, dedupe_key, subject, text, html, status, sent_at)
      select ${org.tenant.id}, u.email, 'due-soon', 'scale:' || u.id, 'Phishing At Scale is due soon', 'x', 'x', 'sent', now()
      from users u where u.tenant_id = ${org.tenant.id} and u.role = 'EMPLOYEE'`);
    await db.execute(sql`insert into ai_audit (user_id, tenant_id, course_id, question, answer, engine, sources, outcome, duration_ms)
      select u.id, ${org.tenant.id}, ${course.id}, 'What is phishing?', 'A fake message that asks for secrets.', 'built-in',
        '[{"courseId":"x","slide":2}]', 'answered', 15
      from users u where u.tenant_id = ${org.tenant.id} and u.role = 'EMPLOYEE'`);
  }, 300_000);
  afterAll(() => t.close());

  // Writes the pack nowhere, keeping only its size, while `sample` watches memory.
  const buildPack = async (sample?: () => void) => {
    const caller: Caller = { userId: 'x', sessionId: 'x', role: 'ADMIN', tenantId: org.tenant.id, email: 'a@x.test', name: 'Admin' };
    const storage = await createFileStorage(t.env);
    const key = await loadEvidenceSigningKey({ pem: undefined, dataDir: t.env.dataDir });
    const today = new Date().toISOString().slice(0, 10);
    const timer = sample ? setInterval(sample, 500) : undefined;
    let bytes = 0;
    const started = performance.now();
    const range = { tenantId: org.tenant.id, from: today, to: today };
    const pack = await buildEvidencePack(t.database.db, caller, { storage, key }, range);
    const counter = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await pipeline(pack, counter);
    clearInterval(timer);
    return { bytes, ms: Math.round(performance.now() - started) };
  };

  it('is built streamed for 10,000 employees in seconds, holding a few batches at a time', async () => {
    const timed = await buildPack();
    // Memory on a second build: each sample collects garbage first, so the peak is what the build holds.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const watched = await buildPack(() => {
      gc();
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    });
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    console.info(`evidence pack: ${employees} employees, ${mb(timed.bytes)} MB in ${timed.ms} ms; `
      + `heap ${mb(before.heapUsed)} -> peak ${mb(peakHeap)} MB, rss ${mb(before.rss)} -> peak ${mb(peakRss)} MB`);
    expect(watched.bytes).toBe(timed.bytes);
    expect(timed.bytes).toBeGreaterThan(employees * 10_000);
    expect(timed.ms).toBeLessThan(60_000);
    // Bounded: a small fraction of the pack, which is over 100 MB.
    expect(peakHeap - before.heapUsed).toBeLessThan(64 * 1024 * 1024);
  }, 300_000);
});
