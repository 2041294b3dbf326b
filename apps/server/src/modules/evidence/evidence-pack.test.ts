import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { csvByteOrderMark, passMark } from '@complyra/core';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { passCourse } from '../../test/pass-course.ts';
import { insertPhishingCourse } from '../../test/quiz-course.ts';
import type { EvidenceManifest } from './evidence-manifest.ts';
import { verifyEvidencePack } from './verify-evidence-pack.ts';

const cli = fileURLToPath(new URL('../../cli/verify-evidence.ts', import.meta.url));
const run = promisify(execFile);

describe('the evidence pack', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let learnerToken: string;
  let code: string;
  let pack: Buffer;
  let publicKey: string;
  let folder: string;
  const today = new Date().toISOString().slice(0, 10);

  const download = (token: string, tenantId = org.tenant.id, from = today, to = today) =>
    t.app.inject({ method: 'GET', url: `/api/admin/evidence-pack?tenantId=${tenantId}&from=${from}&to=${to}`, headers: bearer(token) });
  /** The pack with one file's bytes replaced, written again as a ZIP. */
  const rewritten = async (name: string, change: (bytes: Buffer) => Buffer) => {
    const zip = await JSZip.loadAsync(pack);
    zip.file(name, change(await zip.file(name)!.async('nodebuffer')));
    return zip.generateAsync({ type: 'nodebuffer' });
  };
  const verifyWithCli = async (bytes: Buffer) => {
    const file = path.join(folder, `pack-${Math.random().toString(36).slice(2)}.zip`);
    await fs.writeFile(file, bytes);
    return run(process.execPath, ['--import', 'tsx', cli, file, '--public-key', path.join(folder, 'public.pem')]).then(
      (done) => ({ code: 0, out: done.stdout + done.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
    );
  };

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Evidence Org');
    other = await createOrganization(t.app, superToken, 'Evidence Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    learnerToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'learner@evidence-org.test');
    await addEmployee(t.app, other.adminToken, other.tenant.id, 'stranger@evidence-other.test');
    const course = await insertPhishingCourse(t.database.db, 'Phishing For Auditors');
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    ({ code } = await passCourse(t.app, t.database.db, { token: learnerToken, tenantId: org.tenant.id }, course.id));
    // A reminder sent, and a question to the helper that a spreadsheet would run as a formula; the other organization's too.
    for (const [tenantId, email] of [[org.tenant.id, 'learner@evidence-org.test'], [other.tenant.id, 'stranger@evidence-other.test']] as const) {
      await t.database.db.execute(sql`insert into outbox (tenant_id, to_email, kind, dedupe_key, subject, text, html, status, sent_at)
        values (${tenantId}, ${email}, 'due-soon', ${`due-soon:${email}`}, 'Phishing For Auditors is due soon', 'x', 'x', 'sent', now())`);
      await t.database.db.execute(sql`insert into ai_audit (user_id, tenant_id, question, answer, engine, sources, outcome, duration_ms)
        values (gen_random_uuid(), ${tenantId}, ${`=HYPERLINK("${email}")`}, 'No.', 'built-in', '[{"courseId":"x","slide":3}]', 'answered', 12)`);
    }
    const answer = await download(org.adminToken);
    expect(answer.statusCode).toBe(200);
    pack = answer.rawPayload;
    publicKey = (await t.app.inject({ method: 'GET', url: '/api/evidence/public-key' })).body;
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'evidence-'));
    await fs.writeFile(path.join(folder, 'public.pem'), publicKey);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('is a ZIP download of the organization\'s records for the range, each CSV UTF-8 with a byte-order mark', async () => {
    const answer = await download(org.adminToken);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="evidence-${today}-to-${today}.zip"`);
    const zip = await JSZip.loadAsync(pack);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'ai-trail.csv', 'assignments.csv', 'attempts.csv', `certificates/${code}.pdf`, 'certificates.csv', 'completions.csv',
      'manifest.json', 'manifest.sig', 'narration-versions.csv', 'reminders-sent.csv',
    ].sort());
    const text = async (name: string) => zip.file(name)!.async('string');
    const rows = async (name: string) => (await text(name)).slice(1).split('\r\n').slice(0, -1);
    for (const name of names.filter((n) => n.endsWith('.csv'))) {
      expect([...(await zip.file(name)!.async('nodebuffer')).subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
      expect((await text(name)).startsWith(csvByteOrderMark)).toBe(true);
    }
    const completions = await rows('completions.csv');
    expect(completions[0]).toBe('Employee,Email,Course,Course version,Progress,Completed at,Last activity');
    expect(completions.slice(1)).toEqual([
      expect.stringMatching(/^Employee,learner@evidence-org\.test,Phishing For Auditors,1,100,\d{4}-\d\d-\d\dT[\d:.]+Z,/),
    ]);
    const attempts = await rows('attempts.csv');
    expect(attempts.length).toBeGreaterThan(2);
    expect(attempts.slice(1).every((row) => row.includes(`,100,${passMark},Yes,`))).toBe(true);
    const certificates = await rows('certificates.csv');
    expect(certificates[1]).toMatch(new RegExp(`^${code},Employee,learner@evidence-org\\.test,Phishing For Auditors,1,100,valid,.*,certificates/${code}\\.pdf$`));
    expect((await zip.file(`certificates/${code}.pdf`)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await rows('assignments.csv'))[1]).toMatch(/^Phishing For Auditors,1,Yes,Yes,/);
    expect((await rows('reminders-sent.csv'))[1]).toMatch(/^due-soon,learner@evidence-org\.test,Phishing For Auditors is due soon,sent,[\dT:.-]+Z,[\dT:.-]+Z$/);
    expect((await rows('ai-trail.csv'))[1]).toMatch(/^[\dT:.-]+Z,,,,"'=HYPERLINK\(""learner@evidence-org\.test""\)",No\.,built-in,answered,3,12$/);
    expect(names.some((n) => n.includes('stranger'))).toBe(false);
    for (const name of names.filter((n) => n.endsWith('.csv'))) expect(await text(name)).not.toContain('evidence-other.test');
  });

  it('lists every file with its SHA-256 and size in a manifest signed with the platform\'s Ed25519 key', async () => {
    const zip = await JSZip.loadAsync(pack);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as EvidenceManifest;
    expect(manifest.organization).toEqual({ id: org.tenant.id, name: 'Evidence Org' });
    expect(manifest.range).toEqual({ from: today, to: today });
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(120_000);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(Object.keys(zip.files).filter((n) => !n.startsWith('manifest.')).sort());
    for (const file of manifest.files) {
      const bytes = await zip.file(file.path)!.async('nodebuffer');
      expect(file).toEqual({ path: file.path, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length });
    }
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(await verifyEvidencePack(pack, publicKey)).toMatchObject({ ok: true, problems: [] });
  });

  it('verifies offline with the command, and refuses one changed byte naming the file', async () => {
    expect(await verifyWithCli(pack)).toMatchObject({ code: 0, out: expect.stringContaining('OK:') });
    const changed = await rewritten('completions.csv', (bytes) => {
      const copy = Buffer.from(bytes);
      copy[copy.length - 3] = copy[copy.length - 3]! ^ 1;
      return copy;
    });
    expect((await verifyEvidencePack(changed, publicKey)).problems).toEqual(['completions.csv: changed']);
    const refused = await verifyWithCli(changed);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('completions.csv: changed');
  }, 60_000);

  it('refuses a changed manifest, a missing file and an extra one', async () => {
    const manifest = await rewritten('manifest.json', (bytes) => Buffer.from(bytes.toString('utf8').replace('Evidence Org', 'Evidence Orh')));
    expect(await verifyEvidencePack(manifest, publicKey)).toMatchObject({
      ok: false,
      problems: ['manifest.json: the signature does not match (changed, or signed by another key)'],
    });
    expect((await verifyWithCli(manifest)).code).toBe(1);
    const zip = await JSZip.loadAsync(pack);
    zip.remove('ai-trail.csv');
    zip.file('extra.csv', 'x');
    expect((await verifyEvidencePack(await zip.generateAsync({ type: 'nodebuffer' }), publicKey)).problems).toEqual([
      'ai-trail.csv: missing',
      'extra.csv: not in the manifest',
    ]);
  }, 60_000);

  it('names the course version each certificate itself records, not its attempt\'s', async () => {
    // A certificate records the organization's version on the day it was issued, which can differ from the
    // version its quiz was written on (the course was re-versioned between the two).
    await t.database.db.execute(sql`update certificates set course_version = 3 where code = ${code}`);
    try {
      const zip = await JSZip.loadAsync((await download(org.adminToken)).rawPayload);
      const rows = (await zip.file('certificates.csv')!.async('string')).split('\r\n');
      expect(rows[1]).toMatch(new RegExp(`^${code},Employee,learner@evidence-org\\.test,Phishing For Auditors,3,100,valid,`));
    } finally {
      await t.database.db.execute(sql`update certificates set course_version = 1 where code = ${code}`);
    }
  });

  it('holds only the range asked for', async () => {
    const answer = await download(org.adminToken, org.tenant.id, '2020-01-01', '2020-12-31');
    const zip = await JSZip.loadAsync(answer.rawPayload);
    expect(Object.keys(zip.files).some((n) => n.startsWith('certificates/'))).toBe(false);
    expect((await zip.file('completions.csv')!.async('string')).split('\r\n')).toHaveLength(2);
    expect((await verifyEvidencePack(answer.rawPayload, publicKey)).ok).toBe(true);
  });

  it('is the organization admin\'s only, and refuses a range that ends before it starts', async () => {
    const otherAdmin = await download(other.adminToken);
    expect(otherAdmin.statusCode).toBe(404);
    expect(otherAdmin.json()).toEqual({ message: 'Organization not found' });
    expect((await download(learnerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/evidence-pack?tenantId=${org.tenant.id}&from=${today}&to=${today}` })).statusCode).toBe(401);
    const backwards = await download(org.adminToken, org.tenant.id, '2024-02-01', '2024-01-31');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ message: 'The start of the range must not be after its end' });
    expect((await download(org.adminToken, org.tenant.id, 'yesterday', today)).statusCode).toBe(400);
  });
});
