import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Exposes the opened database to routes. Opening and closing belong to the process (main.ts). */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', opts.database);
  },
  { name: 'database' },
);
