import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../system/paging.schema.ts';

/**
 * One question to the AI helper as the organization's admin sees it: what was asked, in which course, which
 * engine answered and from which slides. Who asked is left out of the list; opening the entry names them
 * (and the opening is recorded in the audit log).
 */
export const aiTrailEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  /** null: the general chatbot. */
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  engine: z.enum(['built-in', 'ai']),
  /** refused: the courses gave no answer (the reply said so, naming the slides near the question or not). */
  outcome: z.enum(['answered', 'refused', 'failed']),
  citedSlides: z.array(z.object({ courseId: z.string(), slide: z.number().int() })),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type AiTrailEntry = z.infer<typeof aiTrailEntrySchema>;

/** GET /api/admin/ai-trail?tenantId=&page=&limit=&search=&courseId=: newest first, searched in the questions. */
export const aiTrailQuerySchema = listQuerySchema(['createdAt'] as const).extend({
  tenantId: z.uuid('Organization not found'),
  courseId: z.uuid('Course not found').optional(),
});
export const aiTrailPageSchema = pageSchema(aiTrailEntrySchema);
export type AiTrailPage = z.infer<typeof aiTrailPageSchema>;

/** GET /api/admin/ai-trail/counts?tenantId=: questions per course (null: the general chatbot), most asked first. */
export const aiTrailCountsSchema = z.array(
  z.object({ courseId: z.string().nullable(), courseTitle: z.string().nullable(), questions: z.number().int() }),
);
export type AiTrailCounts = z.infer<typeof aiTrailCountsSchema>;

/** GET /api/admin/ai-trail/{id}?tenantId=: the entry with its answer and who asked. */
export const aiTrailDetailSchema = aiTrailEntrySchema.extend({
  answer: z.string(),
  askedBy: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AiTrailDetail = z.infer<typeof aiTrailDetailSchema>;
export const aiTrailParamsSchema = z.object({ id: z.uuid('Question not found') });
export const aiTrailTenantQuerySchema = z.object({ tenantId: z.uuid('Organization not found') });

export const aiTrailMessages = {
  title: 'AI Helper Questions',
  description: 'What employees asked the AI helper. Names stay hidden until you open a question; opening one is recorded.',
  empty: 'No questions asked yet.',
  loading: 'Loading questions...',
  loadFailed: 'Failed to load the AI helper questions',
  notFound: 'Question not found',
  generalChat: 'General chatbot',
  showAsker: 'Show who asked',
  /** Beside the engine: the courses gave no answer (what they may be missing), or the helper failed. */
  refused: ' (not answered by the courses)',
  failed: ' (failed)',
} as const;
