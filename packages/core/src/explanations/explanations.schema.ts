import { z } from 'zod';
import { explanationSchema } from '../courses/courses.schema.ts';

/** Spec §9: enhance runs over the slides five at a time; not editable. */
export const enhanceBatchSize = 5;

/** PUT /api/courses/update-explanation: the admin approves one slide's explanation of the organization's copy. */
export const updateExplanationSchema = z.object({
  courseId: z.uuid('Course not found'),
  tenantId: z.uuid('Organization not found'),
  /** 1-based slide number, as in the explanations list. */
  slideIndex: z.number().int().min(1, 'Slide not found'),
  explanation: z.string().trim().min(1, 'Explanation cannot be empty').max(4000, 'Explanation is too long'),
});
export type UpdateExplanation = z.infer<typeof updateExplanationSchema>;

/** The saved slide; audio is null while it is being prepared (audioStatus says so). */
export const updatedExplanationSchema = explanationSchema.extend({
  audioStatus: z.enum(['ready', 'preparing']),
});
export type UpdatedExplanation = z.infer<typeof updatedExplanationSchema>;

const explanationItemSchema = z.object({ content: z.string(), explanation: z.string(), slide: z.number().int() });

/**
 * POST /api/ai/enhance-slide: the spec's payload, plus the course and organization it belongs to (the
 * built-in enhancer reads the course model; the server checks the caller administers that organization).
 */
export const enhanceSlideSchema = z.object({
  courseId: z.uuid('Course not found'),
  tenantId: z.uuid('Organization not found'),
  explanation_array: z.array(explanationItemSchema).min(1, 'No explanation found for the current slide.'),
  query_index: z.number().int().min(0),
  query_prompt: z.string().trim().min(1, 'Please enter a prompt').max(1000),
});
export type EnhanceSlide = z.infer<typeof enhanceSlideSchema>;

export const enhanceSlideResultSchema = z.object({
  explanation_array: z.array(explanationItemSchema),
  /** Why the text stayed as it was (an instruction the built-in enhancer does not know, a failed check). */
  message: z.string().optional(),
});

/** POST /api/courses/enhance-explanations */
export const enhanceExplanationsSchema = z.object({
  tenantId: z.uuid('Organization not found'),
  courseId: z.uuid('Course not found'),
  queryPrompt: z.string().trim().min(1, 'Missing required parameters').max(1000),
  batchSize: z.literal(enhanceBatchSize).optional(),
  /** Which batch to run (0-based); absent runs them all. The page sends one call per batch to show progress. */
  batch: z.number().int().min(0).optional(),
});
export type EnhanceExplanations = z.infer<typeof enhanceExplanationsSchema>;

export const enhanceExplanationsResultSchema = z.object({
  success: z.boolean(),
  explanations: z.array(explanationSchema),
  message: z.string(),
  /** How many batches the course has, and which one this answer finished. */
  batches: z.number().int(),
  batch: z.number().int().nullable(),
});
export type EnhanceExplanationsResult = z.infer<typeof enhanceExplanationsResultSchema>;

/** PATCH /api/courses/regenerate-explanations */
export const regenerateExplanationsSchema = z.object({
  tenantId: z.uuid('Organization not found'),
  courseId: z.uuid('Course not found'),
});

/** The instructions the built-in (offline) enhancer honours, as the page suggests them. */
export const builtinInstructions = [
  'shorter',
  'more detail',
  'add the slide\'s example',
  'simpler words',
  'more formal',
  'friendlier',
  'mention the contact',
] as const;
export type BuiltinInstruction = (typeof builtinInstructions)[number];

export const explanationMessages = {
  saved: 'Explanation saved successfully!',
  updated: 'Explanation updated successfully',
  enhanced: 'Explanations enhanced successfully',
  revertedPrevious: 'Reverted to previous explanation!',
  noPrevious: 'No previous explanation to revert to.',
  revertedOriginal: 'Reverted to original explanation!',
  loadFailed: 'Failed to load slide explanations',
  saveFailed: 'Failed to save explanation',
  updateFailed: 'Failed to update explanation',
  enhanceFailed: 'Failed to enhance explanations',
  generateFailed: 'Failed to generate explanation',
  invalidAiResponse: 'Invalid response from AI service',
  aiFailed: 'Failed to get response from AI service',
  enterPrompt: 'Please enter a prompt',
  missingParameters: 'Missing required parameters',
  noExplanation: 'No explanation found for the current slide.',
  empty: 'No explanations found for this course.',
  title: 'Course Explanations',
  promptPlaceholder: 'Suggest how to enhance the content for all slides...',
  audioPreparing: 'The new audio is being prepared.',
  /** Under a card whose text is not approved: Revert, Clear, edits and enhancements change only what the editor shows. */
  notApprovedNote: 'Not approved — learners hear the approved text until you press Approve.',
  regenerated: 'Explanations written again from the course',
} as const;

/** What the built-in enhancer can do, said in one sentence with what it cannot. */
const builtinEnhancerCan =
  'The built-in engine can make the text shorter, simpler, more formal or friendlier, add more detail or the slide\'s own example, or mention the contact';
/** A request the built-in enhancer recognises and cannot do ("translate", "invent an example"): one plain sentence. */
export const builtinCannotMessage = (what: string) => `${builtinEnhancerCan}; it cannot ${what}.`;
/** What a prompt the built-in enhancer does not understand answers. */
export const unknownInstructionMessage = `${builtinEnhancerCan}; other requests need an AI service (set AI_BASE_URL).`;
