import { describe, expect, it } from 'vitest';
import { updateProgressSchema } from './progress.schema.ts';
import { canAdvanceSlide, canFinishCourse, mergeProgress, progressForCompletedSlides, startSlideIndex } from './progress.rules.ts';

describe('player rules', () => {
  it('starts at round(progress x slides / 100), capped at the last slide', () => {
    expect(startSlideIndex(0, 5)).toBe(0);
    expect(startSlideIndex(40, 5)).toBe(2);
    expect(startSlideIndex(50, 5)).toBe(3); // 2.5 rounds up
    expect(startSlideIndex(100, 5)).toBe(4);
    expect(startSlideIndex(100, 0)).toBe(0);
  });

  it('posts the percent of completed slides as a whole number', () => {
    expect(progressForCompletedSlides(1, 3)).toBe(33);
    expect(progressForCompletedSlides(2, 3)).toBe(67);
    expect(progressForCompletedSlides(3, 3)).toBe(100);
  });

  it('lets a slide be left once 80% of its audio has played', () => {
    expect(canAdvanceSlide(7.9, 10)).toBe(false);
    expect(canAdvanceSlide(8, 10)).toBe(true);
    expect(canAdvanceSlide(0, 0)).toBe(true);
    expect(canFinishCourse(79)).toBe(false);
    expect(canFinishCourse(80)).toBe(true);
  });

  it('never lowers stored progress', () => {
    expect(mergeProgress(60, 20)).toBe(60);
    expect(mergeProgress(100, 0)).toBe(100);
    expect(mergeProgress(20, 60)).toBe(60);
  });

  it('accepts only whole percents 0-100', () => {
    const tenantId = '00000000-0000-4000-8000-000000000000';
    expect(updateProgressSchema.safeParse({ tenantId, progress: 50, slideNumber: 2 }).success).toBe(true);
    for (const progress of [-1, 101, 12.5, '50', null]) {
      const result = updateProgressSchema.safeParse({ tenantId, progress });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Progress must be a whole number from 0 to 100');
    }
  });
});
