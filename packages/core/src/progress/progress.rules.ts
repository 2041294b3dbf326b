// Pure rules of the course player and of progress (spec 001 sections 4, 5, 9).

export const slideAdvanceThreshold = 0.8;
export const courseFinishThreshold = 80;
export const autoAdvanceDelayMs = 2000;
export const skipSeconds = 5;
export const skipIndicatorMs = 700;
export const controlsHideMs = 2000;
export const playbackSpeeds = [0.5, 1, 1.5, 2] as const;

export const playerMessages = {
  completeSlideFirst: 'Please complete at least 80% of this slide before moving to the next one',
  completeCurrentFirst: 'Please complete at least 80% of the current slide before moving forward',
  completeCourseFirst: 'You need to complete at least 80% of the course to proceed.',
  courseCompleted: 'Course Completed!',
  startAssessment: 'Start Assessment',
  hurray: 'Hurray!!',
  loadFailed: 'Failed to load course content',
  explanationsFailed: 'Failed to load slide explanations',
} as const;

/** Player start: round(progress% x slides / 100), capped at the last slide (0-based index). */
export function startSlideIndex(progress: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  const index = Math.round((clampPercent(progress) * slideCount) / 100);
  return Math.min(Math.max(index, 0), slideCount - 1);
}

/** Progress posted when moving forward: the percent of completed slides, a whole number. */
export function progressForCompletedSlides(completedSlides: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return clampPercent(Math.round((completedSlides / slideCount) * 100));
}

/** A slide may be left forward once 80% of its audio has played. */
export function canAdvanceSlide(playedSeconds: number, durationSeconds: number): boolean {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return true;
  return playedSeconds / durationSeconds >= slideAdvanceThreshold;
}

/** Finishing before the last slide needs 80% of the course. */
export function canFinishCourse(progress: number): boolean {
  return progress >= courseFinishThreshold;
}

/** Server rule: a later, smaller report never lowers stored progress. */
export function mergeProgress(stored: number, reported: number): number {
  return Math.max(clampPercent(stored), clampPercent(reported));
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
