// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type UsePlayerOptions, usePlayer } from './use-player';

function setup(overrides: Partial<UsePlayerOptions> = {}) {
  const options = {
    slideCount: 5,
    initialProgress: 0,
    isFree: false,
    onProgress: vi.fn(),
    onFinish: vi.fn(),
    onBlocked: vi.fn(),
    ...overrides,
  };
  const hook = renderHook(() => usePlayer(options));
  return { ...hook, options };
}

describe('usePlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at round(progress x slides / 100)', () => {
    expect(setup({ initialProgress: 0 }).result.current.state.index).toBe(0);
    expect(setup({ initialProgress: 40 }).result.current.state.index).toBe(2);
    expect(setup({ initialProgress: 100 }).result.current.state.index).toBe(4);
  });

  it('blocks moving forward before 80% of the slide played, with the next-button message', () => {
    const { result, options } = setup();
    act(() => result.current.timeUpdate(7.9, 10));
    act(() => result.current.next());
    expect(result.current.state.index).toBe(0);
    expect(options.onBlocked).toHaveBeenCalledWith('Please complete at least 80% of this slide before moving to the next one');
    // Only the report of where the player opened, no move.
    expect(options.onProgress).toHaveBeenCalledTimes(1);
    expect(options.onProgress).toHaveBeenCalledWith(0, 1);
  });

  it('blocks a drawer or keyboard jump forward with the current-slide message', () => {
    const { result, options } = setup();
    act(() => result.current.jumpTo(1));
    expect(options.onBlocked).toHaveBeenCalledWith('Please complete at least 80% of the current slide before moving forward');
    expect(result.current.state.index).toBe(0);
  });

  it('moves forward at 80% and posts the percent of completed slides with the slide number', () => {
    const { result, options } = setup();
    act(() => result.current.timeUpdate(8, 10));
    act(() => result.current.next());
    expect(result.current.state.index).toBe(1);
    // With how much of the left slide's audio played, so the server can check the journey.
    expect(options.onProgress).toHaveBeenLastCalledWith(20, 2, 0.8);
    // The new slide starts locked again.
    act(() => result.current.next());
    expect(result.current.state.index).toBe(1);
    expect(options.onBlocked).toHaveBeenCalledTimes(1);
  });

  it('reports where the player opened, a resumed course on its slide', () => {
    const { options } = setup({ initialProgress: 40 });
    expect(options.onProgress).toHaveBeenCalledExactlyOnceWith(40, 3);
  });

  it('allows going back and forward again to visited slides', () => {
    const { result, options } = setup({ initialProgress: 40 });
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.state.index).toBe(0);
    act(() => result.current.jumpTo(2));
    expect(result.current.state.index).toBe(2);
    expect(options.onBlocked).not.toHaveBeenCalled();
  });

  it('auto-advances 2 seconds after the audio ends and completes on the last slide', () => {
    const { result, options } = setup({ slideCount: 2 });
    act(() => result.current.ended());
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.state.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.index).toBe(1);
    expect(options.onProgress).toHaveBeenLastCalledWith(50, 2, 1);
    act(() => result.current.ended());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.state.isFinished).toBe(true);
    expect(options.onFinish).toHaveBeenCalledWith(1);
  });

  it('a manual move cancels the pending auto-advance', () => {
    const { result } = setup();
    act(() => result.current.ended());
    act(() => result.current.next());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.state.index).toBe(1);
  });

  it('finishing before the last slide needs 80% of the course', () => {
    const early = setup({ initialProgress: 40 });
    act(() => early.result.current.finishCourse());
    expect(early.options.onBlocked).toHaveBeenCalledWith('You need to complete at least 80% of the course to proceed.');
    expect(early.options.onFinish).not.toHaveBeenCalled();

    const late = setup({ slideCount: 10, initialProgress: 80 });
    act(() => late.result.current.finishCourse());
    expect(late.options.onFinish).toHaveBeenCalledTimes(1);
  });

  it('admin preview: every slide is free and nothing is posted', () => {
    const { result, options } = setup({ isFree: true, initialProgress: 60 });
    expect(result.current.state.index).toBe(0);
    act(() => result.current.jumpTo(4));
    expect(result.current.state.index).toBe(4);
    act(() => result.current.next());
    expect(options.onFinish).toHaveBeenCalledTimes(1);
    expect(options.onProgress).not.toHaveBeenCalled();
    expect(options.onBlocked).not.toHaveBeenCalled();
  });
});
