import type { ReviewReason, SlideModel } from '@complyra/core';
import { littleSaidReason } from './little-said.ts';

export interface ReviewedNarration {
  explanation: string;
  /** The admin approved this text: it is what learners hear, and a person has read it. */
  isApproved: boolean;
}

/**
 * Why a slide's narration may need a person: what the deck reader and the course model were unsure of
 * (stored with the slide's model), and whether the narration says much less than the slide shows. An
 * admin's approved text always wins: it has none. Each reason appears once.
 */
export function reviewMarks(slide: SlideModel | undefined, narration: ReviewedNarration, language: string): ReviewReason[] {
  if (narration.isApproved || !slide) return [];
  const reasons = new Map<string, ReviewReason>();
  for (const reason of slide.review ?? []) if (!reasons.has(reason.code)) reasons.set(reason.code, reason);
  const littleSaid = littleSaidReason(slide, narration.explanation, language);
  if (littleSaid) reasons.set(littleSaid.code, littleSaid);
  else reasons.delete('little-said');
  return [...reasons.values()];
}
