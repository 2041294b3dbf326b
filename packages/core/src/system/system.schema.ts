import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /api/ready: 200 only while this server can do all its work (its database answers with every migration
 * applied, its job queue runs).
 */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
/** GET /api/ready's 503: what is not up yet (or no longer, while the server stops). */
export const notReadyResponseSchema = z.object({
  status: z.literal('not ready'),
  database: z.enum(['up', 'down']),
  /** 'unknown' while the database does not answer. */
  migrations: z.enum(['applied', 'pending', 'unknown']),
  jobQueue: z.enum(['started', 'not started']),
});
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;

/** Every API error answers this shape; the web client reads `message`. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
