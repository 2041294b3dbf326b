import { z } from 'zod';
export { progressMessages } from './progress.messages.ts';

/** POST /api/courses/{courseId}/update-progress: progress is a whole percent 0-100. */
export const updateProgressSchema = z.object({
  tenantId: z.uuid('Organization not found'),
  progress: z
    .number({ error: 'Progress must be a whole number from 0 to 100' })
    .int('Progress must be a whole number from 0 to 100')
    .min(0, 'Progress must be a whole number from 0 to 100')
    .max(100, 'Progress must be a whole number from 0 to 100'),
  slideNumber: z
    .number()
    .int('Slide number must be a whole number')
    .min(1, 'Slide number must be 1 or more')
    .max(10_000, 'Slide number must be 10000 or less')
    .optional(),
  /** How much of the audio of the slide being left had played (0-1), as the player reports it. */
  audioPlayedRatio: z.number('Audio played must be a number from 0 to 1').min(0, 'Audio played must be a number from 0 to 1').max(1, 'Audio played must be a number from 0 to 1').optional(),
});
export type UpdateProgress = z.infer<typeof updateProgressSchema>;

/** GET /api/courses/progress/user?userId&courseId and the answer of update-progress. */
export const progressSchema = z.object({
  courseId: z.string(),
  progress: z.number().int(),
  completed: z.boolean(),
  lastSlide: z.number().int().nullable(),
});
export type Progress = z.infer<typeof progressSchema>;

export const progressQuerySchema = z.object({
  userId: z.uuid('User not found'),
  courseId: z.uuid('Course not found'),
});

/** Path parameters of POST /api/courses/{courseId}/update-progress. */
export const courseIdParamsSchema = z.object({ courseId: z.uuid('Course not found') });
