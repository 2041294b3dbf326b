import { autoAdvanceDelayMs } from '@complyra/core/progress/progress.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  finish,
  initPlayerState,
  type NavigationSource,
  navigate,
  type PlayerState,
  reportEnded,
  reportPlayback,
} from './player-state';

export type UsePlayerOptions = {
  slideCount: number;
  /** Stored progress (0-100) the player starts from. */
  initialProgress: number;
  isFree: boolean;
  /** Each forward move of an employee: the percent of completed slides and the slide moved to. */
  onProgress: (progress: number, slideNumber: number) => void;
  /** The course was finished (employee: after the 80% checks; admin: always). */
  onFinish: () => void;
  /** A blocked move: the spec's message for it. */
  onBlocked: (message: string) => void;
};

/** The player's state plus its effects: progress posts, blocked-move messages and the 2 s auto-advance. */
export function usePlayer({ slideCount, initialProgress, isFree, onProgress, onFinish, onBlocked }: UsePlayerOptions) {
  const [state, setState] = useState<PlayerState>(() => initPlayerState(slideCount, initialProgress, isFree));
  // The callbacks read the latest state without re-creating every handler on each time update.
  const stateRef = useRef(state);
  const callbacks = useRef({ onProgress, onFinish, onBlocked });
  callbacks.current = { onProgress, onFinish, onBlocked };

  const apply = useCallback((next: PlayerState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const goTo = useCallback(
    (target: number, source: NavigationSource) => {
      const result = navigate(stateRef.current, target, source);
      if (!result.ok) {
        if (result.message) callbacks.current.onBlocked(result.message);
        return false;
      }
      apply(result.state);
      if (result.post) callbacks.current.onProgress(result.post.progress, result.post.slideNumber);
      return true;
    },
    [apply],
  );

  // Finishing again is allowed: a completion whose post failed must be retryable.
  const finishCourse = useCallback(() => {
    const result = finish(stateRef.current);
    if (!result.ok) {
      callbacks.current.onBlocked(result.message);
      return;
    }
    apply(result.state);
    callbacks.current.onFinish();
  }, [apply]);

  const next = useCallback(() => {
    const current = stateRef.current;
    if (current.index >= current.slideCount - 1) finishCourse();
    else goTo(current.index + 1, 'next');
  }, [finishCourse, goTo]);

  const previous = useCallback(() => goTo(stateRef.current.index - 1, 'jump'), [goTo]);
  const jumpTo = useCallback((index: number) => goTo(index, 'jump'), [goTo]);

  const timeUpdate = useCallback(
    (playedSeconds: number, durationSeconds: number) => {
      const updated = reportPlayback(stateRef.current, playedSeconds, durationSeconds);
      if (updated !== stateRef.current) apply(updated);
    },
    [apply],
  );

  const ended = useCallback(() => apply(reportEnded(stateRef.current)), [apply]);

  // On audio end: wait 2 s, then the next slide, or completion on the last one. Any move cancels it.
  useEffect(() => {
    if (!state.slideEnded || state.isFinished) return;
    const timer = window.setTimeout(() => {
      const current = stateRef.current;
      if (current.index >= current.slideCount - 1) finishCourse();
      else goTo(current.index + 1, 'auto');
    }, autoAdvanceDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.slideEnded, state.isFinished, finishCourse, goTo]);

  return { state, next, previous, jumpTo, finishCourse, timeUpdate, ended };
}
