import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInSuperUser } from '../../test/actors.ts';
import { uploadCourse } from '../../test/course-upload.ts';
import { makePdf, sampleSlides } from '../../test/deck-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';

// An accepted upload starts the engines its course is made with while its deck is inspected, so the first
// course after a start does not wait for each process in turn; a file refused by its type starts nothing. The
// course form starts them as it opens, seconds before its deck arrives.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const calls: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ env: { SOFFICE_PATH: 'none', SPEECH_WORKERS: '1' }, startJobs: true, wrapEngines: recording });
  token = await signInSuperUser(ctx.app, ctx.database);
});
afterAll(() => ctx.close());

function recording(real: IngestEngines): IngestEngines {
  return {
    ...real,
    warmUp: () => {
      calls.push('warm up');
      real.warmUp?.();
    },
    inspectDeck: (file, type, options) => {
      calls.push('inspect');
      return real.inspectDeck(file, type, options);
    },
  };
}

describe('an upload warms up the engines', () => {
  it('before the deck is inspected, and not for a file that is no deck', async () => {
    const refused = await uploadCourse(ctx.app, token, { name: 'notes.pdf', body: Buffer.from('plain text, not a PDF') });
    expect(refused.statusCode).toBe(400);
    expect(calls).toEqual([]);

    const accepted = await uploadCourse(ctx.app, token, { name: 'deck.pdf', body: makePdf(sampleSlides(2)) });
    expect(accepted.statusCode).toBe(201);
    expect(calls).toEqual(['warm up', 'inspect']);
  });

  it('as the course form opens (it asks for the voices)', async () => {
    calls.length = 0;
    const voices = await ctx.app.inject({ method: 'GET', url: '/api/superadmin/course-voices', headers: bearer(token) });
    expect(voices.statusCode).toBe(200);
    expect(calls).toEqual(['warm up']);
  });
});
