import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NarrationRequest } from '../../ports/language-engine.ts';
import { type FakeAiService, sendJson as json, startFakeAiService } from '../../test/fake-ai-service.ts';
import { createOpenAiLanguageProvider } from '../language/openai-language-provider.ts';
import { encodeMp3 } from '../speech/mp3.ts';
import { createOpenAiSpeechProvider } from '../speech/openai-speech-provider.ts';
import { ProviderError } from '../../ports/provider-error.ts';

// A real HTTP server speaking the OpenAI wire format; each test decides how it answers.
let service: FakeAiService;
let speechMp3: Buffer;

beforeAll(async () => {
  service = await startFakeAiService();
  // Two seconds of a quiet tone, as a speech service would send.
  const samples = new Float32Array(22050 * 2).map((_, i) => 0.1 * Math.sin(i / 10));
  speechMp3 = await encodeMp3(samples, 22050);
});
afterAll(() => service.close());

const seen = () => service.requests;
const language = (timeoutMs = 2000) => createOpenAiLanguageProvider({ baseUrl: service.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs });
const request: NarrationRequest = {
  courseTitle: 'Information Security Basics',
  courseDescription: 'Keeping data safe.',
  learningObjectives: ['Recognise phishing'],
  organizationName: 'Acme Logistics',
  pointsOfContact: [{ role: 'Security Officer', name: 'Dana Smith', contact: 'dana@acme.test' }],
  slide: { number: 2, title: 'Recognising phishing', text: 'Check the sender', notes: '' },
  previous: null,
  next: null,
  totalSlides: 3,
};

async function expectProviderError(promise: Promise<unknown>, kind: ProviderError['kind'], message: RegExp) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as ProviderError).kind).toBe(kind);
  expect((error as ProviderError).message).toMatch(message);
}

describe('OpenAI-compatible language provider', () => {
  it('narrates a slide through /chat/completions with the model, key and the slide in context', async () => {
    service.otherwise = (_request, res) => json(res, 200, { choices: [{ message: { role: 'assistant', content: ' At Acme Logistics, phishing\n e-mails are common. ' } }] });
    seen().length = 0;
    expect(await language().narrateSlide(request)).toBe('At Acme Logistics, phishing e-mails are common.');
    expect(seen()[0]).toMatchObject({ path: '/v1/chat/completions', auth: 'Bearer sk-test', body: { model: 'test-model', stream: false } });
    const messages = seen()[0]!.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[1]!.content).toContain('Organization: Acme Logistics');
    expect(messages[1]!.content).toContain('Slide 2 of 3: Recognising phishing');
  });

  it('streams a chat answer from server-sent events until [DONE]', async () => {
    service.otherwise = (_request, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const event = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
      res.write(': keep-alive\n\n');
      res.write(event('Hello'));
      // An event split across two network chunks.
      const split = event(', world');
      res.write(split.slice(0, 10));
      setTimeout(() => {
        res.write(split.slice(10));
        res.write('data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n');
        res.end('data: [DONE]\n\n');
      }, 20);
    };
    const pieces: string[] = [];
    for await (const piece of language().model!.stream([{ role: 'user', content: 'Hi' }])) pieces.push(piece);
    expect(pieces).toEqual(['Hello', ', world']);
    expect(seen().at(-1)!.body.stream).toBe(true);
  });

  it('names HTTP errors with the status and the service message', async () => {
    service.otherwise = (_request, res) => json(res, 401, { error: { message: 'Incorrect API key provided' } });
    await expectProviderError(language().narrateSlide(request), 'http', /^The AI service answered HTTP 401: Incorrect API key provided$/);
    service.otherwise = (_request, res) => {
      res.writeHead(502);
      res.end('Bad gateway');
    };
    await expectProviderError(language().model!.complete([{ role: 'user', content: 'Hi' }]), 'http', /^The AI service answered HTTP 502: Bad gateway$/);
  });

  it('gives up after the time-out', async () => {
    service.otherwise = 'silent'; // never answers
    await expectProviderError(language(300).model!.complete([{ role: 'user', content: 'Hi' }]), 'timeout', /^The AI service did not answer within 0.3 s\.$/);
  });

  it('refuses malformed answers', async () => {
    service.otherwise = (_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"choices": [');
    };
    await expectProviderError(language().narrateSlide(request), 'malformed', /not JSON/);
    service.otherwise = (_request, res) => json(res, 200, { choices: [] });
    await expectProviderError(language().narrateSlide(request), 'malformed', /without choices\[0\]\.message\.content/);
    service.otherwise = (_request, res) => json(res, 200, { choices: [{ message: { content: '   ' } }] });
    await expectProviderError(language().narrateSlide(request), 'malformed', /empty narration/);
    service.otherwise = (_request, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"choices":[{"delta":{"content":"Hi"}}]}\n\n');
    };
    const pieces: string[] = [];
    await expectProviderError(
      (async () => {
        for await (const piece of language().model!.stream([{ role: 'user', content: 'Hi' }])) pieces.push(piece);
      })(),
      'malformed',
      /ended the stream before \[DONE\]/,
    );
    expect(pieces).toEqual(['Hi']);
  });
});

describe('OpenAI-compatible speech provider', () => {
  const speech = (timeoutMs = 2000) =>
    createOpenAiSpeechProvider({ baseUrl: service.baseUrl, apiKey: 'sk-test', model: 'tts-test', voice: 'nova', timeoutMs });

  it('posts /audio/speech for MP3 and spreads the measured duration over the sentences', async () => {
    service.otherwise = (_request, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(speechMp3);
    };
    const text = 'Phishing is common. Check every sender carefully before you click on anything at all.';
    const result = await speech().speak(text);
    expect(seen().at(-1)).toMatchObject({ path: '/v1/audio/speech', body: { model: 'tts-test', voice: 'nova', input: text, response_format: 'mp3' } });
    expect(result.durationSeconds).toBeGreaterThan(1.9);
    expect(result.durationSeconds).toBeLessThan(2.2);
    // Cues wrap into lines of about 42 characters; the words are the sentences'.
    expect(result.cues.map((c) => c.text.replace(/\n/g, ' '))).toEqual([
      'Phishing is common.',
      'Check every sender carefully before you click on anything at all.',
    ]);
    expect(result.cues[0]!.start).toBe(0);
    expect(result.cues[1]!.start).toBe(result.cues[0]!.end);
    // The longer sentence gets the larger share.
    expect(result.cues[1]!.end - result.cues[1]!.start).toBeGreaterThan(2 * (result.cues[0]!.end - result.cues[0]!.start));
    expect(result.cues[1]!.end).toBe(result.durationSeconds);
  });

  it('names HTTP errors, time-outs and answers that are not audio', async () => {
    service.otherwise = (_request, res) => json(res, 429, { error: { message: 'Rate limit reached' } });
    await expectProviderError(speech().speak('Hello there.'), 'http', /HTTP 429: Rate limit reached/);
    service.otherwise = 'silent';
    await expectProviderError(speech(300).speak('Hello there.'), 'timeout', /^The AI service did not answer within 0.3 s\.$/);
    service.otherwise = (_request, res) => json(res, 200, { ok: true });
    await expectProviderError(speech().speak('Hello there.'), 'malformed', /not MP3 audio/);
  });
});
