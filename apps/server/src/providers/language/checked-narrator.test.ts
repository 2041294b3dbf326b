import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NarrationRequest } from '../../ports/language-engine.ts';
import { type FakeAiService, startFakeAiService } from '../../test/fake-ai-service.ts';
import { narrateSlide } from '../../course-model/builtin-narrator.ts';
import { fallbackEngine, narrateChecked } from './checked-narrator.ts';
import { createOpenAiLanguageProvider } from './openai-language-provider.ts';

// A real OpenAI-compatible HTTP server; each test queues the narrations it answers with.
let service: FakeAiService;
beforeAll(async () => {
  service = await startFakeAiService();
});
afterAll(() => service.close());

const request: NarrationRequest = {
  courseTitle: 'Phishing Awareness',
  courseDescription: '',
  learningObjectives: [],
  organizationName: 'Acme Logistics',
  pointsOfContact: [],
  slide: { number: 2, title: 'Protective measures', text: 'Check the sender address\nNever share your password', notes: '' },
  previous: null,
  next: null,
  totalSlides: 3,
};
const good =
  'Phishing is a real risk for everyone at Acme Logistics, so two habits matter on this slide about protective measures. ' +
  'First, check the sender address of every message before you act on it, because attackers copy names and logos that look familiar. ' +
  'Second, never share your password with anyone, not even with someone who claims to work for the help desk. ' +
  'These small habits protect you and your colleagues every single day.';
const ai = () => createOpenAiLanguageProvider({ baseUrl: service.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000 });

describe('AI narration is checked before it is used', () => {
  it('accepts a narration that passes the checks and records the AI engine', async () => {
    service.answers = [good];
    expect(await narrateChecked(ai(), request)).toEqual({ text: good, engine: 'openai-compatible:test-model' });
  });

  it('asks once more with the reasons, and uses the second narration when it passes', async () => {
    service.answers = ['- Check the sender.\n- **Never** share your password. In 2019, 91% of attacks began this way.', good];
    service.requests.length = 0;
    expect(await narrateChecked(ai(), request)).toEqual({ text: good, engine: 'openai-compatible:test-model' });
    const retry = service.requests[1]!.body.messages!.at(-1)!.content;
    expect(retry).toMatch(/^That narration cannot be used: /);
    expect(retry).toContain('uses markdown, bullets or a list instead of plain sentences');
    expect(retry).toContain('"2019" is not on the slide or in the course or organization details');
    expect(retry).toMatch(/has \d+ words; write 40 to 160/);
  });

  it('falls back to the built-in narration after a second refusal, and says so', async () => {
    service.answers = ['Too short.', 'STILL TOO SHORT e.g. here.'];
    expect(await narrateChecked(ai(), request)).toEqual({ text: narrateSlide(request), engine: fallbackEngine });
  });
});
