import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NarrationRequest } from '../../ports/language-engine.ts';
import { type FakeAiService, startFakeAiService } from '../../test/fake-ai-service.ts';
import { buildCourseModel } from '../../course-model/build-course-model.ts';
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

  it('gives the model the slide in blocks, in reading order, with figures and code marked, never the raw line soup', async () => {
    const boxes: NarrationRequest = {
      ...request,
      slide: {
        number: 2,
        title: 'Phishing techniques',
        text: 'Clone phishing\nVishing\nA copy of a real message\nVoice calls\n70%\nEmail phishing\n$ git log',
        notes: '[click]\nTwo techniques matter most.',
        lines: [
          { text: 'Clone phishing', level: 0, block: 0 },
          { text: 'A copy of a real message', level: 0, block: 0 },
          { text: 'Vishing', level: 0, block: 1 },
          { text: 'Voice calls', level: 0, block: 1 },
          { text: '70%', level: 0, block: 2 },
          { text: 'Email phishing', level: 0, block: 2 },
          { text: '$ git log', level: 0, block: 3 },
        ],
      },
    };
    // As at ingest: the course model built once for the deck (in English) travels with the request.
    boxes.course = buildCourseModel([boxes.slide], 'en');
    const answer =
      'Attackers at Acme Logistics can use two phishing techniques. Clone phishing sends you a copy of a real message you have seen before, ' +
      'with a link that was changed. Vishing uses voice calls instead of e-mail. Email phishing accounts for 70% of the attempts shown, ' +
      'so that is where most of your attention belongs. The slide also shows the shell command git log, which lists the history of changes.';
    service.answers = [answer];
    service.requests.length = 0;
    expect(await narrateChecked(ai(), boxes)).toEqual({ text: answer, engine: 'openai-compatible:test-model' });
    const prompt = service.requests[0]!.body.messages![1]!.content;
    expect(prompt).toContain(
      'Slide content, block by block in reading order:\n\n' +
        'Box 1:\n- Clone phishing\n- A copy of a real message\n\n' +
        'Box 2:\n- Vishing\n- Voice calls\n\n' +
        'Figure: 70% — Email phishing\n\n' +
        'Code shown on the slide (describe it, never read code aloud): The slide shows the shell command git log for phishing techniques.',
    );
    expect(prompt).toContain('Speaker notes:\nTwo techniques matter most.');
    expect(prompt).not.toContain('Clone phishing\nVishing');
    expect(prompt).not.toContain('[click]');
    expect(service.requests[0]!.body.messages![0]!.content).toContain('never join words of different blocks into one sentence');
  });
});
