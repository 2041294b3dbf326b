import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the service received, its JSON body parsed. */
export interface FakeAiRequest {
  path: string;
  auth: string | undefined;
  body: { messages?: { role: string; content: string }[]; response_format?: { type: string }; [key: string]: unknown };
}

/**
 * How the service answers one request: the content of a chat completion, an HTTP error with its message,
 * `silent` (it never answers: the caller's time-out must end it), or a handler of its own.
 */
export type FakeAiAnswer = string | { status: number; message: string } | 'silent' | FakeAiHandler;
export type FakeAiHandler = (request: FakeAiRequest, res: http.ServerResponse) => void;

export interface FakeAiService {
  /** The base URL, as AI_BASE_URL takes it. */
  baseUrl: string;
  requests: FakeAiRequest[];
  /** Answers in order, one a request; when none is queued, `otherwise` answers. */
  answers: FakeAiAnswer[];
  otherwise: FakeAiAnswer;
  close(): Promise<void>;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A real local HTTP server that answers like an OpenAI-compatible chat completions service. */
export async function startFakeAiService(): Promise<FakeAiService> {
  const service: Omit<FakeAiService, 'baseUrl' | 'close'> = { requests: [], answers: [], otherwise: '' };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request: FakeAiRequest = { path: req.url ?? '', auth: req.headers.authorization, body: body ? (JSON.parse(body) as FakeAiRequest['body']) : {} };
      service.requests.push(request);
      const answer = service.answers.length > 0 ? service.answers.shift()! : service.otherwise;
      if (answer === 'silent') return;
      if (typeof answer === 'function') answer(request, res);
      else if (typeof answer === 'string') sendJson(res, 200, { choices: [{ message: { role: 'assistant', content: answer } }] });
      else sendJson(res, answer.status, { error: { message: answer.message } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(service, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
