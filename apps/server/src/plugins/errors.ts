import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** Turns the first zod issue into a sentence a person can act on: "email: Invalid email address". */
function describeValidationError(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field}: ${first.message}` : (first.message ?? 'Invalid request');
}

// Every API error answers { message }. 5xx details stay in the log, never in the answer.
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send({ message: describeValidationError(error) });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ message: 'Internal server error' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: 'Internal server error' });
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported content type) carry useful messages.
      return reply.status(status).send({ message: error.message });
    });
  },
  { name: 'errors' },
);
