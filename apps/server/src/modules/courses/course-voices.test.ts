import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInSuperUser } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';

// The course form shows the voice of the language it picks; /bin/true stands in for an installed flite.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SPEECH_VOICE: 'en=slt', FLITE_PATH: '/bin/true' } });
  token = await signInSuperUser(ctx.app, ctx.database);
});
afterAll(() => ctx.close());

describe('GET /api/superadmin/course-voices', () => {
  it('names the voice of each course language: Flite for English, eSpeak NG for the rest', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/superadmin/course-voices', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      voices: { en: 'Flite slt', es: 'eSpeak NG', de: 'eSpeak NG', fr: 'eSpeak NG', it: 'eSpeak NG', pt: 'eSpeak NG', nl: 'eSpeak NG' },
    });
  });

  it('answers only the super user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/superadmin/course-voices' });
    expect(res.statusCode).toBe(401);
  });
});
