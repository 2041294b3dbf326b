import { autoAdvanceDelayMs } from '@complyra/core/progress/progress.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  currentProgress,
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
  /**
   * The slide an employee is on when the player opens, and each forward move: the percent of completed
   * slides, the slide moved to and how much of the left slide's audio had played (the server checks both).
   */
  onProgress: (progress: number, slideNumber: number, audioPlayedRatio?: number) => void;
  /** The course was finished (employee: after the 80% checks; admin: always), with the last slide's audio played. */
  onFinish: (audioPlayedRatio?: number) => void;
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

  // How much of the furthest slide's audio has played (0-1); undefined for a slide without audio.
  const playedRatio = useRef<number | undefined>(undefined);

  // The server follows the learner slide by slide: say where the player starts (an admin preview records nothing).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || isFree || slideCount === 0) return;
    started.current = true;
    callbacks.current.onProgress(currentProgress(stateRef.current), stateRef.current.index + 1);
  }, [isFree, slideCount]);

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
      if (result.post) {
        callbacks.current.onProgress(result.post.progress, result.post.slideNumber, playedRatio.current);
        playedRatio.current = undefined;
      }
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
    callbacks.current.onFinish(playedRatio.current);
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
      const current = stateRef.current;
      if (current.index === current.furthest && durationSeconds > 0 && Number.isFinite(durationSeconds)) {
        const ratio = Math.min(1, Math.max(0, playedSeconds / durationSeconds));
        playedRatio.current = Math.max(playedRatio.current ?? 0, Math.round(ratio * 1000) / 1000);
      }
      const updated = reportPlayback(stateRef.current, playedSeconds, durationSeconds);
      if (updated !== stateRef.current) apply(updated);
    },
    [apply],
  );

  const ended = useCallback(() => {
    if (stateRef.current.index === stateRef.current.furthest) playedRatio.current = 1;
    apply(reportEnded(stateRef.current));
  }, [apply]);

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
