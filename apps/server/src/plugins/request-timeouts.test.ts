import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { bodyStoppedMessage } from './body-idle-timeout.ts';

/** Sends `raw` and resolves with what the server answered once it closed the connection. */
function sendAndWaitForClose(port: number, raw: string, giveUpMs: number) {
  return new Promise<{ closed: boolean; answer: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, answer });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, answer });
    });
    socket.on('error', () => undefined);
  });
}

// A client that promises more than it sends (a lying Content-Length) or never ends its headers is cut
// off after the configured time-outs instead of holding a connection forever.
describe('request time-outs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a request whose body never arrives in full', async () => {
    const result = await sendAndWaitForClose(
      port,
      'POST /api/contact/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"fullName":',
      15_000,
    );
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const result = await sendAndWaitForClose(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 15_000);
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers ordinary requests', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

// With the shipped settings (REQUEST_TIMEOUT_SECONDS 120): a body that stops arriving is answered within
// seconds; a slow body that keeps arriving is not cut.
describe('a request body that stops arriving', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.env.REQUEST_TIMEOUT_SECONDS).toBe(120);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is answered 400 and closed within a few seconds when it declares more than it sends', async () => {
    const started = Date.now();
    const result = await sendAndWaitForClose(
      port,
      'POST /api/contact/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"fullName"',
      20_000,
    );
    const tookMs = Date.now() - started;
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 400/);
    expect(result.answer.toLowerCase()).toContain('connection: close');
    expect(result.answer).toContain(JSON.stringify({ message: bodyStoppedMessage }));
    expect(tookMs).toBeGreaterThanOrEqual(t.env.BODY_IDLE_TIMEOUT_SECONDS * 1000);
    expect(tookMs).toBeLessThan(t.env.BODY_IDLE_TIMEOUT_SECONDS * 1000 + 2000);
  }, 30_000);

  it('lets a slow body through that keeps sending, longer in all than the idle time-out', async () => {
    const body = JSON.stringify({ fullName: 'Slow Sender', email: 'slow@sender.test', organization: 'Slow Org', message: 'Sent one piece at a time.' });
    const pieces = 8;
    const pieceLength = Math.ceil(body.length / pieces);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', async () => {
        socket.write(`POST /api/contact/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        // A piece every second for eight seconds: each gap well within the idle time-out, the whole well past it.
        for (let i = 0; i < pieces; i++) {
          await new Promise((r) => setTimeout(r, 1000));
          socket.write(body.slice(i * pieceLength, (i + 1) * pieceLength));
        }
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).not.toMatch(/^HTTP\/1\.1 (400|408)/);
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
  }, 30_000);
});
