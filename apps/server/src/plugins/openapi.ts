import swagger from '@fastify/swagger';
import { authMessages } from '@complyra/core';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AccessRule } from './access.ts';

// The OpenAPI document of every /api route, made from the zod schemas the routes already validate with
// (fastify-type-provider-zod turns them into JSON Schema), plus what the schemas do not say: who may call
// each route (its access rule) and the error answers that rule and the validation give.

type Operation = Record<string, unknown> & { response?: Record<string, unknown>; description?: string };

const errorAnswer = { $ref: '#/components/schemas/ErrorAnswer' };
const errorSchema = {
  type: 'object' as const,
  properties: { message: { type: 'string' as const, description: 'What went wrong, in a sentence a person can act on.' } },
  required: ['message'],
};

/** A sentence for the reference: who may call the route. */
export function describeAccess(rule: AccessRule | undefined): string {
  if (!rule) return 'Access: not declared.';
  if ('public' in rule) return 'Access: public (no sign-in).';
  const tenant = rule.tenant
    ? ` The organization named by ${rule.tenant.in}.${rule.tenant.key} must be the caller's own (a super user may name any): ` +
      'another organization answers 404.'
    : '';
  return `Access: signed in as ${rule.roles.join(', ')} (Authorization: Bearer <token>).${tenant}`;
}

/** The error answers a route gives besides those its schema declares: validation, sign-in, role, organization. */
function errorAnswers(rule: AccessRule | undefined, schema: FastifySchema): Record<string, { description: string }> {
  const answers: Record<string, { description: string }> = {};
  if (schema.body || schema.querystring || schema.params) answers[400] = { description: 'The request does not match its schema: "field: what is wrong".' };
  if (rule && 'roles' in rule) {
    answers[401] = { description: `No valid session: "${authMessages.signInRequired}"` };
    answers[403] = { description: 'Signed in, but the role may not call this route, or the thing named is not the caller\'s.' };
  }
  if ((rule && 'roles' in rule && rule.tenant) || schema.params) {
    answers[404] = { description: 'The thing named does not exist, or belongs to another organization.' };
  }
  return answers;
}

/** The reference groups routes by their first word after /api; the server's own addresses go together. */
const operationsWords = new Set(['health', 'ready', 'metrics', 'docs', 'openapi.json']);
function tagOf(url: string): string {
  const word = url.split('/')[2] ?? 'api';
  return operationsWords.has(word) ? 'operations' : word;
}

const toJsonSchema = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Complyra API',
          version: opts.version,
          description: 'Every route answers errors as {"message": "…"}. Signed-in routes take Authorization: Bearer <token> from POST /api/auth/login.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
          schemas: { ErrorAnswer: errorSchema },
        },
      },
      transform: (input) => {
        // Only the API: the web app's pages and files are not part of it.
        if (!input.url.startsWith('/api')) return { schema: { hide: true }, url: input.url };
        const rule = input.route.config?.access as AccessRule | undefined;
        const { schema } = toJsonSchema(input);
        const operation: Operation = { ...(schema as Operation) };
        const declared = operation.response ?? {};
        const response: Record<string, unknown> = { ...declared };
        for (const [status, answer] of Object.entries(errorAnswers(rule, input.schema ?? {}))) {
          response[status] ??= { ...answer, content: { 'application/json': { schema: errorAnswer } } };
        }
        if (Object.keys(response).length > 0) operation.response = response;
        operation.description = [operation.description, describeAccess(rule)].filter(Boolean).join('\n\n');
        operation.tags = [tagOf(input.url)];
        operation['x-access'] = rule;
        if (rule && 'roles' in rule) operation.security = [{ bearer: [] }];
        return { schema: operation, url: input.url };
      },
    });
  },
  { name: 'openapi' },
);
