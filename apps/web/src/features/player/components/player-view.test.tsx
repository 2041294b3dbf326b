// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../../components/theme/theme-provider';
import { Toaster } from '../../../components/ui/sonner';
import { prefetchDelayMs } from '../hooks/use-next-slide-prefetch';
import { type PlayerSlide, PlayerView, type PlayerViewProps } from './player-view';

const slides: PlayerSlide[] = [1, 2, 3].map((number) => ({
  number,
  title: `Topic ${number}`,
  content: `Content ${number}`,
  imageUrl: null,
  audioUrl: `/media/slide-${number}.mp3`,
  subtitle: `WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nNarration of slide ${number}.\n`,
}));

function renderPlayer(overrides: Partial<PlayerViewProps> = {}) {
  const props: PlayerViewProps = {
    courseTitle: 'Anti-Bribery Basics',
    slides,
    initialProgress: 0,
    isPreview: false,
    isSkippable: false,
    onProgress: vi.fn(),
    onFinish: vi.fn(async () => true),
    onReturn: vi.fn(),
    onStartAssessment: vi.fn(),
    ...overrides,
  };
  render(
    <ThemeProvider>
      <PlayerView {...props} />
      <Toaster />
    </ThemeProvider>,
  );
  return props;
}

/** jsdom has no media playback: set the clock the player reads and fire the event it listens to. */
function playTo(seconds: number, duration = 10) {
  const audio = screen.getByTestId('narration') as HTMLAudioElement;
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: seconds });
  fireEvent.timeUpdate(audio);
}

describe('PlayerView', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })),
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('holds the learner on a slide until 80% of its narration played, then posts progress', async () => {
    const props = renderPlayer();
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Please complete at least 80% of this slide before moving to the next one')).toBeTruthy();
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();

    playTo(8);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Slide 2 of 3')).toBeTruthy();
    expect(props.onProgress).toHaveBeenCalledWith(0, 1);
    expect(props.onProgress).toHaveBeenLastCalledWith(33, 2, 0.8);

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Please complete at least 80% of the current slide before moving forward')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Slide 2 of 3')).toBeTruthy();
  });

  it('fetches the next slide\'s image and narration while the current slide plays, after its own media had a head start', () => {
    vi.useFakeTimers();
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('')));
    const images: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((url: string) => void images.push(url));
    renderPlayer({ slides: slides.map((s) => ({ ...s, imageUrl: `/media/slide-${s.number}.jpg` })) });
    expect(images).toContain('/media/slide-2.jpg');
    expect(fetched).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(prefetchDelayMs));
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/media/slide-2.mp3']);
    vi.useRealTimers();
  });

  it('shows the subtitle cue for the current time', () => {
    renderPlayer();
    playTo(1);
    expect(screen.getByTestId('subtitle').textContent).toBe('Narration of slide 1.');
    fireEvent.click(screen.getByRole('button', { name: 'Hide subtitles' }));
    expect(screen.queryByTestId('subtitle')).toBeNull();
  });

  it('shows a subtitle with < and & as the narration says them, not as the WebVTT escapes', () => {
    const subtitle = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.000\nKeep the ratio &lt; 1 &amp; report it\n';
    renderPlayer({ slides: slides.map((slide) => ({ ...slide, subtitle })) });
    playTo(1);
    expect(screen.getByTestId('subtitle').textContent).toBe('Keep the ratio < 1 & report it');
  });

  it('offers the 5 second skip only for skippable courses, with its indicator', () => {
    renderPlayer();
    expect(screen.queryByRole('button', { name: 'Forward 5 seconds' })).toBeNull();
    cleanup();

    vi.useFakeTimers();
    try {
      renderPlayer({ isSkippable: true });
      playTo(2);
      fireEvent.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
      expect((screen.getByTestId('narration') as HTMLAudioElement).currentTime).toBe(7);
      expect(screen.getByText('+5s')).toBeTruthy();
      act(() => vi.advanceTimersByTime(700));
      expect(screen.queryByText('+5s')).toBeNull();
      expect(screen.getByRole('button', { name: 'Back 5 seconds' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the four speeds and a 0-100 volume, and hides the controls after 2 s without movement', () => {
    vi.useFakeTimers();
    try {
      renderPlayer();
      const speed = screen.getByLabelText('Playback speed') as HTMLSelectElement;
      expect([...speed.options].map((option) => option.value)).toEqual(['0.5', '1', '1.5', '2']);
      const volume = screen.getByLabelText('Volume') as HTMLInputElement;
      expect([volume.min, volume.max, volume.step]).toEqual(['0', '100', '1']);
      fireEvent.change(speed, { target: { value: '2' } });
      expect((screen.getByTestId('narration') as HTMLAudioElement).playbackRate).toBe(2);

      const controls = speed.closest('[data-visible]');
      expect(controls?.getAttribute('data-visible')).toBe('true');
      act(() => vi.advanceTimersByTime(2000));
      expect(controls?.getAttribute('data-visible')).toBe('false');
      fireEvent.mouseMove(screen.getByRole('region', { name: 'Slide' }));
      expect(controls?.getAttribute('data-visible')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('completes on the last slide and opens Course Completed! with Start Assessment', async () => {
    const props = renderPlayer({ initialProgress: 100 });
    expect(screen.getByText('Slide 3 of 3')).toBeTruthy();
    playTo(10);
    fireEvent.click(screen.getByRole('button', { name: /Finish/ }));
    expect(await screen.findByText('Course Completed!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(props.onStartAssessment).toHaveBeenCalled();
  });

  it('admin preview moves freely and ends with Hurray!!', async () => {
    const props = renderPlayer({ isPreview: true });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Slide 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Finish/ }));
    expect(await screen.findByText('Hurray!!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Assessment' })).toBeNull();
    expect(props.onProgress).not.toHaveBeenCalled();
  });

  it('keeps the open slide\'s narration when its links are renewed, and takes a renewed link once its own failed', () => {
    const renewed = (version: number) => slides.map((slide) => ({ ...slide, imageUrl: `/img/${slide.number}?v${version}`, audioUrl: `${slide.audioUrl}?v${version}` }));
    const onMediaError = vi.fn();
    const view = (list: PlayerSlide[]) => (
      <ThemeProvider>
        <PlayerView
          {...{ courseTitle: 'Links', slides: list, initialProgress: 0, isPreview: false, isSkippable: false }}
          onProgress={vi.fn()}
          onFinish={vi.fn(async () => true)}
          onReturn={vi.fn()}
          onStartAssessment={vi.fn()}
          onMediaError={onMediaError}
        />
      </ThemeProvider>
    );
    const { rerender } = render(view(renewed(1)));
    const audio = () => screen.getByTestId('narration') as HTMLAudioElement;
    const image = () => screen.getByRole('img', { name: 'Slide 1: Topic 1' }) as HTMLImageElement;
    playTo(6);
    rerender(view(renewed(2)));
    expect(audio().getAttribute('src')).toBe('/media/slide-1.mp3?v1');
    expect(image().getAttribute('src')).toBe('/img/1?v1');
    expect(screen.getByText(/^0:06 \//)).toBeTruthy();

    fireEvent.error(audio());
    expect(onMediaError).toHaveBeenCalledTimes(1);
    expect(audio().getAttribute('src')).toBe('/media/slide-1.mp3?v2');
    fireEvent.error(image());
    expect(onMediaError).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Reload Slide' }));
    expect(image().getAttribute('src')).toBe('/img/1?v2');

    // The next slide opens with the newest links.
    playTo(8);
    rerender(view(renewed(3)));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(audio().getAttribute('src')).toBe('/media/slide-2.mp3?v3');
  });
});
