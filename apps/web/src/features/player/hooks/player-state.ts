import {
  canAdvanceSlide,
  canFinishCourse,
  playerMessages,
  progressForCompletedSlides,
  startSlideIndex,
} from '@complyra/core/progress/progress.rules';

// The player's navigation rules as a pure state machine (spec 001 sections 4, 5), so they can be tested
// without media playback. Effects (posting progress, timers) live in use-player.ts.

export type PlayerState = {
  slideCount: number;
  /** 0-based index of the slide on screen. */
  index: number;
  /** Furthest slide reached: everything up to it may be revisited freely. */
  furthest: number;
  /** Slides completed (left forward); the posted progress is their percent. */
  completed: number;
  /** The furthest slide's audio has passed 80% (or ended). */
  furthestReady: boolean;
  /** The current slide's audio ended: auto-advance is pending. */
  slideEnded: boolean;
  isFinished: boolean;
  /** Admin preview: every slide is free and nothing is posted. */
  isFree: boolean;
};

export type NavigationSource = 'next' | 'jump' | 'auto';

export type NavigationResult =
  | { ok: true; state: PlayerState; post: { progress: number; slideNumber: number } | null }
  | { ok: false; message: string };

export function initPlayerState(slideCount: number, progress: number, isFree: boolean): PlayerState {
  const index = isFree ? 0 : startSlideIndex(progress, slideCount);
  return {
    slideCount,
    index,
    furthest: isFree ? Math.max(slideCount - 1, 0) : index,
    completed: isFree ? 0 : index,
    furthestReady: isFree,
    slideEnded: false,
    isFinished: false,
    isFree,
  };
}

/** May the learner leave the current slide forward to a slide not yet visited? */
export function canLeaveCurrentSlide(state: PlayerState): boolean {
  return state.isFree || state.index < state.furthest || state.furthestReady;
}

export function currentProgress(state: PlayerState): number {
  return progressForCompletedSlides(state.completed, state.slideCount);
}

export function navigate(state: PlayerState, target: number, source: NavigationSource): NavigationResult {
  if (target < 0 || target >= state.slideCount || target === state.index) return { ok: false, message: '' };
  const moved = { ...state, index: target, slideEnded: false };
  if (state.isFree) return { ok: true, state: moved, post: null };
  // Back, or forward to a slide already visited: always allowed, nothing new is completed.
  if (target < state.index) return { ok: true, state: moved, post: null };
  const blocked = source === 'next' ? playerMessages.completeSlideFirst : playerMessages.completeCurrentFirst;
  const isUnvisited = target > state.furthest;
  if (isUnvisited && (target > state.furthest + 1 || !canLeaveCurrentSlide(state))) return { ok: false, message: blocked };
  const furthest = Math.max(state.furthest, target);
  const completed = Math.max(state.completed, target);
  const next: PlayerState = {
    ...moved,
    furthest,
    completed,
    furthestReady: isUnvisited ? false : state.furthestReady,
  };
  return { ok: true, state: next, post: { progress: currentProgress(next), slideNumber: target + 1 } };
}

/** Audio time report: the furthest slide becomes advanceable at 80%. */
export function reportPlayback(state: PlayerState, playedSeconds: number, durationSeconds: number): PlayerState {
  if (state.furthestReady || state.index !== state.furthest) return state;
  if (!canAdvanceSlide(playedSeconds, durationSeconds)) return state;
  return { ...state, furthestReady: true };
}

export function reportEnded(state: PlayerState): PlayerState {
  const furthestReady = state.index === state.furthest ? true : state.furthestReady;
  return { ...state, furthestReady, slideEnded: true };
}

export type FinishResult = { ok: true; state: PlayerState } | { ok: false; message: string };

/**
 * Finishing: on the last slide its own 80% rule applies; before the last slide the course must be 80%
 * complete. An employee's completion counts every slide as done (progress 100).
 */
export function finish(state: PlayerState): FinishResult {
  if (state.isFree) return { ok: true, state: { ...state, isFinished: true } };
  const isLast = state.index === state.slideCount - 1;
  if (isLast && !canLeaveCurrentSlide(state)) return { ok: false, message: playerMessages.completeSlideFirst };
  if (!isLast && !canFinishCourse(currentProgress(state))) {
    return { ok: false, message: playerMessages.completeCourseFirst };
  }
  return { ok: true, state: { ...state, completed: state.slideCount, isFinished: true, slideEnded: false } };
}
