import type { Explanation } from '@complyra/core/courses/courses.schema';
import {
  enhanceBatchSize,
  type EnhanceExplanationsResult,
  explanationMessages,
  type UpdatedExplanation,
} from '@complyra/core/explanations/explanations.schema';
import { api } from '../../../lib/api-client';

export type ExplanationItem = Pick<Explanation, 'slide' | 'content' | 'explanation'>;

/** PUT /api/courses/update-explanation: saved, spoken again, approved. */
export function updateExplanation(input: { courseId: string; tenantId: string; slideIndex: number; explanation: string }) {
  return api.put<UpdatedExplanation>('/api/courses/update-explanation', input, { errorMessage: explanationMessages.updateFailed });
}

/** POST /api/ai/enhance-slide: that slide's explanation rewritten; nothing saved. */
export function enhanceSlide(input: {
  courseId: string;
  tenantId: string;
  explanationArray: ExplanationItem[];
  queryIndex: number;
  queryPrompt: string;
}) {
  return api.post<{ explanation_array?: ExplanationItem[]; message?: string }>(
    '/api/ai/enhance-slide',
    {
      courseId: input.courseId,
      tenantId: input.tenantId,
      explanation_array: input.explanationArray,
      query_index: input.queryIndex,
      query_prompt: input.queryPrompt,
    },
    { errorMessage: explanationMessages.aiFailed },
  );
}

/** POST /api/courses/enhance-explanations for one batch of five slides. */
export function enhanceExplanationsBatch(input: { courseId: string; tenantId: string; queryPrompt: string; batch: number }) {
  return api.post<EnhanceExplanationsResult>(
    '/api/courses/enhance-explanations',
    { ...input, batchSize: enhanceBatchSize },
    { errorMessage: explanationMessages.enhanceFailed },
  );
}

/**
 * Enhances every slide, one batch of five per call, reporting after each batch so the page can show
 * progress. Stops at the first batch the server reports as unsuccessful.
 */
export async function enhanceAllExplanations(
  input: { courseId: string; tenantId: string; queryPrompt: string },
  onBatch: (done: number, total: number) => void,
): Promise<EnhanceExplanationsResult> {
  let result = await enhanceExplanationsBatch({ ...input, batch: 0 });
  onBatch(1, Math.max(result.batches, 1));
  let anyChanged = result.success;
  for (let batch = 1; batch < result.batches; batch++) {
    const next = await enhanceExplanationsBatch({ ...input, batch });
    anyChanged ||= next.success;
    result = { ...next, success: anyChanged, message: anyChanged ? explanationMessages.enhanced : next.message };
    onBatch(batch + 1, result.batches);
  }
  return result;
}
