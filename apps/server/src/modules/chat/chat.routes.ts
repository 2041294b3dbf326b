import { chatAnswerSchema, courseChatbotRequestSchema, generalChatbotRequestSchema, type ChatAnswer } from '@complyra/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireCaller } from '../../plugins/access.ts';
import { answerQuestion, type ChatDeps, type ChatTarget } from './chat.service.ts';

// The people of an organization ask; a super user has no organization's courses to ask about.
const learners = ['ADMIN', 'EMPLOYEE'] as const;

/**
 * A chat answer is a few hundred words made for one question: compressing it costs the server more time than it
 * saves on the wire (it was a sixth of an answer's processor time under load), so chat answers travel as they are.
 */
const uncompressed = false as const;

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * One answer as JSON, or as server-sent events when asked for: `delta` pieces, then `done` with the
 * sources; a failure after the stream has started ends it with an `error` event, never silently.
 */
async function reply(request: FastifyRequest, response: FastifyReply, answer: AsyncGenerator<string, ChatAnswer>) {
  // Refusals (access, rate limit, a service down before the first word) answer with their status.
  let step = await answer.next();
  if (!wantsStream(request)) {
    while (!step.done) step = await answer.next();
    return step.value;
  }
  response.hijack();
  const raw = response.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  try {
    while (!step.done) {
      raw.write(sseEvent('delta', { text: step.value }));
      step = await answer.next();
    }
    raw.write(sseEvent('done', step.value));
  } catch (error) {
    request.log.warn({ err: error }, 'chat stream failed');
    const message = error instanceof AppError ? error.message : 'The answer could not be completed.';
    raw.write(sseEvent('error', { message }));
  }
  raw.end();
  return response;
}

export const chatRoutes: FastifyPluginAsyncZod<{ deps: ChatDeps }> = async (app, { deps }) => {
  type History = Parameters<typeof answerQuestion>[3];
  const ask = (request: FastifyRequest, response: FastifyReply, target: ChatTarget, history: History) =>
    reply(request, response, answerQuestion(deps, requireCaller(request), target, history));

  app.post(
    '/courses/general-chatbot',
    {
      schema: { body: generalChatbotRequestSchema, response: { 200: chatAnswerSchema } },
      compress: uncompressed,
      config: { access: { roles: learners, tenant: { in: 'body', key: 'tenantId' } } },
    },
    async (request, response) =>
      ask(request, response, { tenantId: request.body.tenantId, courseId: null }, request.body.chatHistory),
  );

  // The client's company_name, pocs and presentation_url are accepted for the spec's shape and ignored.
  app.post(
    '/ai/chatbot',
    {
      schema: { body: courseChatbotRequestSchema, response: { 200: chatAnswerSchema } },
      compress: uncompressed,
      config: { access: { roles: learners, tenant: { in: 'body', key: 'tenant_id' } } },
    },
    async (request, response) =>
      ask(request, response, { tenantId: request.body.tenant_id, courseId: request.body.course_id }, request.body.chatHistory),
  );
};
