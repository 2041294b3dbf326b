import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../test/actors.ts';
import { makePptx, sampleSlides } from '../test/deck-fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { demoDeck, demoFailureLines, demoPeople, DemoError, loadDemo } from './load-demo.ts';

// The demo through the real pipeline (a 2-slide deck here to keep it short; `npm start -- --demo` uses the
// NIST OSCAL deck shipped beside the demo loader, and e2e/demo.spec.ts runs that through the compiled server).
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

  it('ships its real deck with the product, not with the tests', () => {
    expect(path.relative(path.join(import.meta.dirname, '..'), demoDeck)).toBe(path.join('demo', 'nist-oscal-overview-2017.pptx'));
    expect(fs.lstatSync(demoDeck).isFile()).toBe(true);
    expect(fs.statSync(demoDeck).size).toBeGreaterThan(100_000);
  });

  it('says in plain words why it could not finish, and that a restart goes on', () => {
    expect(demoFailureLines(new DemoError('the course "OSCAL Overview" could not be made: the deck is damaged'))).toEqual([
      'Demo: could not finish loading the demo: the course "OSCAL Overview" could not be made: the deck is damaged.',
      '  What is there works; start again with --demo (or DEMO=1) to finish the rest.',
    ]);
  });

  it('loads an organization, its people and a half-played course, finishing what a stopped start left undone', async () => {
    // The first start is stopped while its course is being made.
    const stop = new AbortController();
    const first: string[] = [];
    const stopped = loadDemo(t.app, t.database.db, 'http://localhost:3000', {
      deckPath,
      pollMs: 200,
      signal: stop.signal,
      print: (line) => {
        first.push(line);
        if (line.startsWith('Demo: making the course')) stop.abort();
      },
    });
    await expect(stopped).rejects.toThrow('stopped');
    expect(first.some((line) => line.startsWith('Demo ready'))).toBe(false);

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

    expect(lines.at(-1)).toBe('Demo ready: "OSCAL Overview" is assigned to Demo Ltd; Erin Demo is halfway through it.');
    // One course, one organization: the second start made no second copy of anything.
    const superToken = await login(t.app, demoPeople.superUser);
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/courses', headers: bearer(superToken) });
    expect(catalogue.json<{ title: string }[]>().filter((c) => c.title === 'OSCAL Overview')).toHaveLength(1);

    // A later start finds the demo whole and only prints the sign-ins again.
    const again: string[] = [];
    expect(await loadDemo(t.app, t.database.db, 'http://localhost:3000', { deckPath, print: (l) => again.push(l) })).toBe('exists');
    expect(again[0]).toBe('Demo sign-ins on http://localhost:3000:');
    expect(again.at(-1)).toMatch(/^Demo ready/);
  }, 180_000);
});
