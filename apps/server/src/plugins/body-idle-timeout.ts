import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const bodyStoppedMessage = 'The request body stopped arriving before it was complete.';

/** How often a request whose body is still arriving is looked at. */
const checkEveryMs = 250;

/**
 * A request body that stops arriving (a lying Content-Length, a client gone quiet) is answered 400 and its
 * connection closed once no byte has come for `idleMs`, instead of holding the connection until the whole
 * request's time-out. A slow client that keeps sending is never cut, however long its upload takes (up
 * to REQUEST_TIMEOUT_SECONDS); nor is one whose bytes wait for the server to read them.
 */
export const bodyIdleTimeoutPlugin = fp(
  async (app: FastifyInstance, opts: { idleMs: number }) => {
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      const declaresBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
      // Only bodies from a network connection can stall (not those that fastify.inject hands over whole).
      if (!declaresBody || raw.complete || !(raw.socket instanceof net.Socket)) return;
      watchBody(request, reply, opts.idleMs);
    });
  },
  { name: 'body-idle-timeout' },
);

function watchBody(request: FastifyRequest, reply: FastifyReply, idleMs: number) {
  const raw = request.raw;
  const socket = raw.socket;
  let bytesSeen = socket.bytesRead;
  let lastProgressAt = Date.now();
  const timer = setInterval(() => {
    if (raw.complete || raw.readableEnded || socket.destroyed || reply.sent) return clearInterval(timer);
    // Bytes received but not yet read are the server's delay, not the client's.
    if (socket.bytesRead !== bytesSeen || raw.readableLength > 0 || socket.readableLength > 0) {
      bytesSeen = socket.bytesRead;
      lastProgressAt = Date.now();
      return;
    }
    if (Date.now() - lastProgressAt < idleMs) return;
    clearInterval(timer);
    cut(request, reply);
  }, checkEveryMs);
  timer.unref();
  raw.once('close', () => clearInterval(timer));
}

/** Fails the body's reader with a 400 (answered by the error handler); closes the connection when no one answers. */
function cut(request: FastifyRequest, reply: FastifyReply) {
  request.log.info('request body stopped arriving: answered 400 and closed');
  // The rest of the body will never come: the connection cannot carry another request.
  reply.header('connection', 'close');
  const error = Object.assign(new Error(bodyStoppedMessage), { statusCode: 400 });
  if (request.raw.listenerCount('error') > 0) request.raw.emit('error', error);
  const giveUp = setTimeout(() => {
    if (!reply.sent) request.raw.socket.destroy();
  }, 1000);
  giveUp.unref();
}
