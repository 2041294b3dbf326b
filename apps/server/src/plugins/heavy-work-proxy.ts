import http from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { heavyWorkRoutes } from './heavy-work-gates.ts';

/**
 * The requests the heavy-work process answers (lib/heavy-work-process.ts): those of the heavy-work gates (quiz,
 * chat) and the admins' reports, user lists, CSV exports and certificate files. Matched by route as registered.
 */
export const heavyWorkProcessRoutes = [
  ...heavyWorkRoutes.map(({ route }) => route),
  'GET /api/admin/reports',
  'GET /api/admin/reports/:report.csv',
  'GET /api/admin/dashboard/users-progress/export.csv',
  'GET /api/tenant-admin/tenants/:tenantId/users',
  'GET /api/certificates/:code/:kind',
];

/** Headers of one connection, not of the request: never passed on (RFC 9110 §7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'transfer-encoding']);
const endToEnd = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => !hopByHop.has(name) && value !== undefined));

/** The heavy-work process's answer, or null when it could not be reached (then this process answers). */
function forward(
  port: number,
  agent: http.Agent,
  request: FastifyRequest,
  body: Buffer | undefined,
): Promise<http.IncomingMessage | null> {
  const headers: http.OutgoingHttpHeaders = { ...endToEnd(request.raw.headers), 'x-request-id': request.id };
  delete headers['content-length'];
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve) => {
    const upstream = http.request({ host: '127.0.0.1', port, agent, method: request.method, path: request.raw.url, headers });
    upstream.once('response', resolve);
    upstream.once('error', (error) => {
      request.log.warn({ err: error }, 'the heavy-work process did not answer: answered here');
      resolve(null);
    });
    // A client that leaves stops the work it asked for.
    request.raw.socket?.once('close', () => upstream.destroy());
    upstream.end(body);
  });
}

/**
 * Sends the heavy requests to the heavy-work process once their body is read, and its answers back unchanged
 * (it checks access, bodies and limits itself: it is the same program). While it has no port (starting,
 * restarting), or when it cannot be reached, this process answers them itself: never a 5xx for its absence.
 */
export const heavyWorkProxyPlugin = fp(
  async (app: FastifyInstance, opts: { port: () => number | null }) => {
    const routes = new Set(heavyWorkProcessRoutes);
    const isHeavy = (request: FastifyRequest) => routes.has(`${request.method} ${request.routeOptions.url}`);
    const agent = new http.Agent({ keepAlive: true });
    app.addHook('onClose', async () => agent.destroy());
    // The body as it came (the parsed one may have been changed by its schema), kept as it is read.
    const rawBodies = new WeakMap<FastifyRequest, Buffer[]>();
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (opts.port() === null || !isHeavy(request)) return payload;
      const chunks: Buffer[] = [];
      rawBodies.set(request, chunks);
      // Fastify compares the bytes received with Content-Length through this property of the stream it reads.
      const tap = Object.assign(
        new Transform({
          transform(chunk: Buffer, _encoding, next) {
            chunks.push(chunk);
            tap.receivedEncodedLength += chunk.length;
            next(null, chunk);
          },
        }),
        { receivedEncodedLength: 0 },
      );
      payload.on('error', (error) => tap.destroy(error));
      return payload.pipe(tap);
    });
    app.addHook('preHandler', async (request, reply) => {
      const port = opts.port();
      if (port === null || !isHeavy(request)) return;
      const chunks = rawBodies.get(request);
      const answer = await forward(port, agent, request, chunks ? Buffer.concat(chunks) : undefined);
      if (!answer) return;
      reply.hijack();
      reply.raw.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(reply.raw);
      answer.once('error', () => reply.raw.destroy());
    });
  },
  { name: 'heavy-work-proxy' },
);
