import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Every API error answers this shape; the web client reads `message`. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
