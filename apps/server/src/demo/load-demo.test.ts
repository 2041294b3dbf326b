import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../test/actors.ts';
import { makePptx, sampleSlides } from '../test/deck-fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { demoDeck, demoPeople, loadDemo } from './load-demo.ts';

// The demo through the real pipeline (a 2-slide deck here to keep it short; `npm start -- --demo` uses the
// NIST OSCAL deck shipped in the test fixtures).
describe('demo data', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-demo-'));
  const deckPath = path.join(dataDir, 'demo.pptx');
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    fs.writeFileSync(deckPath, await makePptx(sampleSlides(2)));
    t = await createTestApp({ env: { DATA_DIR: dataDir, SOFFICE_PATH: 'none', SPEECH_WORKERS: '2' }, startJobs: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ships its real deck in the repository', () => {
    expect(fs.statSync(demoDeck).size).toBeGreaterThan(100_000);
  });

  it('loads an organization, its people and a half-played course once, printing the sign-ins', async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    const result = await loadDemo(t.app, t.database.db, 'http://localhost:3000', { deckPath, print, pollMs: 200 });
    expect(result).not.toBe('exists');
    const { tenantId, courseId } = result as { tenantId: string; courseId: string };
    expect(lines).toContain(`  admin       ${demoPeople.admin.email} / ${demoPeople.admin.password} (domain demo.complyra.test)  at /admin/login`);
    expect(lines.filter((line) => line.startsWith('  employee'))).toHaveLength(2);

    const erin = await login(t.app, demoPeople.employees[0]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user-dashboard/profile', headers: bearer(erin) });
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/user-dashboard/dashboard/${profile.json<{ id: string }>().id}/courses`,
      headers: bearer(erin),
    });
    expect(tenantId).toBeTruthy();
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.body).toContain(courseId);
    expect(progress.body).toMatch(/"progress":50/);
    const frank = await login(t.app, demoPeople.employees[1]);
    expect(frank).toBeTruthy();

    // A second start finds the demo and only prints the sign-ins again.
    const again: string[] = [];
    expect(await loadDemo(t.app, t.database.db, 'http://localhost:3000', { deckPath, print: (l) => again.push(l) })).toBe('exists');
    expect(again[0]).toBe('Demo sign-ins on http://localhost:3000:');
  }, 180_000);
});
