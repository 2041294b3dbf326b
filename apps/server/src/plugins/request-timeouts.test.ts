import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

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

  /** Sends `raw` and resolves with what the server answered once it closed the connection. */
  function sendAndWaitForClose(raw: string, giveUpMs: number) {
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

  it('closes a request whose body never arrives in full', async () => {
    const result = await sendAndWaitForClose(
      'POST /api/contact/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"fullName":',
      15_000,
    );
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const result = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 15_000);
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers ordinary requests', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
