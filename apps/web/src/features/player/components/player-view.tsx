import { controlsHideMs, skipIndicatorMs } from '@complyra/core/progress/progress.rules';
import { ArrowLeft, ChevronLeft, ChevronRight, Flag, ImageOff, Menu } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { usePlayer } from '../hooks/use-player';
import { useSteadyMedia } from '../hooks/use-steady-media';
import { useNextSlidePrefetch } from '../hooks/use-next-slide-prefetch';
import { AudioControls, type PlaybackSpeed } from './audio-controls';
import { CompletionDialog } from './completion-dialog';
import { cueAt, parseVtt } from './parse-vtt';
import { playerToast } from './player-toast';
import { SlideDrawer } from './slide-drawer';

export type PlayerSlide = {
  number: number;
  title: string;
  content: string;
  imageUrl: string | null;
  audioUrl: string | null;
  subtitle: string | null;
};

export type PlayerViewProps = {
  courseTitle: string;
  slides: PlayerSlide[];
  initialProgress: number;
  isPreview: boolean;
  isSkippable: boolean;
  onProgress: (progress: number, slideNumber: number, audioPlayedRatio?: number) => void;
  /** Resolves true when the completion dialog should open. */
  onFinish: (audioPlayedRatio?: number) => Promise<boolean>;
  onReturn: () => void;
  onStartAssessment: () => void;
  /** A slide's image or audio failed to load (its link may have expired): fetch fresh links. */
  onMediaError?: () => void;
  actions?: React.ReactNode;
};

/** Keys typed into form controls are theirs; Space also activates a focused button or link. */
function isOwnedByTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const owners = key === ' ' ? ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'A'] : ['INPUT', 'SELECT', 'TEXTAREA'];
  return owners.includes(target.tagName) || target.isContentEditable;
}

export function PlayerView(props: PlayerViewProps) {
  const { slides, isPreview, isSkippable } = props;
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const [volume, setVolume] = useState(100);
  const [subtitlesOn, setSubtitlesOn] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [skipIndicator, setSkipIndicator] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const [imageAttempt, setImageAttempt] = useState(0);
  const finishing = useRef(false);

  const onBlocked = useCallback((message: string) => {
    toast.warning(message, { id: message, ...playerToast });
  }, []);

  const { onFinish, onProgress } = props;
  const handleFinish = useCallback((audioPlayedRatio?: number) => {
    if (finishing.current) return;
    finishing.current = true;
    audioRef.current?.pause();
    void onFinish(audioPlayedRatio).then((shouldOpen) => {
      finishing.current = false;
      if (shouldOpen) setDialogOpen(true);
    });
  }, [onFinish]);

  const player = usePlayer({
    slideCount: slides.length,
    initialProgress: props.initialProgress,
    isFree: isPreview,
    onProgress,
    onFinish: handleFinish,
    onBlocked,
  });
  const { state, timeUpdate, ended, next, previous, jumpTo, finishCourse } = player;
  const { slide, markFailed } = useSteadyMedia(slides[state.index]);
  useNextSlidePrefetch(slides[state.index + 1]);
  const cues = useMemo(() => parseVtt(slide?.subtitle), [slide?.subtitle]);
  const cue = subtitlesOn ? cueAt(cues, currentTime) : null;
  const { onMediaError } = props;
  const mediaFailed = useCallback((url: string | null) => {
    markFailed(url);
    onMediaError?.();
  }, [markFailed, onMediaError]);

  // A new slide starts from its beginning; the <audio> autoplays its new source. Renewed links (a new
  // slide object) for the same slide change nothing.
  const slideNumber = slide?.number;
  const audioUrl = slide?.audioUrl ?? null;
  useEffect(() => {
    setCurrentTime(0);
    setDuration(0);
    setImageFailed(false);
  }, [slideNumber]);
  useEffect(() => {
    // A slide without narration has nothing to wait for.
    if (slideNumber !== undefined && !audioUrl) timeUpdate(0, 0);
  }, [slideNumber, audioUrl, timeUpdate]);

  // Speed and volume survive slide changes (a new source resets playbackRate).
  const applyAudioSettings = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
    audio.volume = volume / 100;
  }, [speed, volume]);
  useEffect(applyAudioSettings, [applyAudioSettings]);

  const togglePlay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play()?.catch(() => setIsPlaying(false));
    else audio.pause();
  }, []);

  const skip = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!isSkippable || !audio) return;
      audio.currentTime = Math.min(Math.max(0, audio.currentTime + seconds), audio.duration || 0);
      setSkipIndicator(seconds > 0 ? `+${seconds}s` : `${seconds}s`);
    },
    [isSkippable],
  );
  useEffect(() => {
    if (!skipIndicator) return;
    const timer = window.setTimeout(() => setSkipIndicator(null), skipIndicatorMs);
    return () => window.clearTimeout(timer);
  }, [skipIndicator]);

  // Controls hide after 2 s without mouse movement; any movement, touch or key shows them again.
  const [activity, setActivity] = useState(0);
  const showControls = useCallback(() => {
    setControlsVisible(true);
    setActivity((count) => count + 1);
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(() => setControlsVisible(false), controlsHideMs);
    return () => window.clearTimeout(timer);
  }, [activity]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialogOpen || drawerOpen || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isOwnedByTarget(event.target, event.key)) return;
      if (event.key === ' ') {
        event.preventDefault();
        togglePlay();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        jumpTo(state.index + 1);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else return;
      showControls();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dialogOpen, drawerOpen, togglePlay, jumpTo, previous, showControls, state.index]);

  if (!slide) return null;
  const isLast = state.index === slides.length - 1;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-3 py-4 sm:px-6" data-testid="player">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={props.onReturn}>
          <ArrowLeft /> Return to Dashboard
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDrawerOpen(true)} aria-label="Open slide list">
          <Menu /> <span className="hidden sm:inline">Slides</span>
        </Button>
        {props.actions}
        <h1 className="order-first w-full truncate font-semibold text-lg sm:order-none sm:w-auto sm:min-w-0 sm:flex-1">
          {props.courseTitle}
        </h1>
        <span className="ml-auto text-muted-foreground text-sm tabular-nums" aria-live="polite">
          Slide {state.index + 1} of {slides.length}
        </span>
      </div>

      <section
        aria-label="Slide"
        data-testid="player-stage"
        // Subtitles and controls sit under the slide, never over its foot. Wider screens: the slide is as wide
        // as the height left by the header, title, subtitle band, controls and buttons (21rem) allows at 16:9,
        // so everything fits the window without scrolling (1366 x 768, 1280 x 720).
        className="relative mx-auto w-full overflow-hidden rounded-xl border bg-black sm:max-w-[calc((100dvh-21rem)*16/9)]"
        onMouseMove={showControls}
        onTouchStart={showControls}
      >
        <div className="relative flex aspect-video w-full items-center justify-center bg-muted">
          {imageFailed ? (
            <div className="flex flex-col items-center gap-3 p-6 text-center">
              <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">Unable to Load Presentation</p>
              <Button
                size="sm"
                onClick={() => {
                  setImageFailed(false);
                  setImageAttempt((count) => count + 1);
                }}
              >
                Reload Slide
              </Button>
            </div>
          ) : slide.imageUrl ? (
            <img
              key={`${slide.number}-${imageAttempt}`}
              src={slide.imageUrl}
              alt={`Slide ${slide.number}: ${slide.title}`}
              className="h-full w-full object-contain"
              onError={() => {
                setImageFailed(true);
                mediaFailed(slide.imageUrl);
              }}
            />
          ) : (
            <div className="max-h-full overflow-y-auto p-6 text-foreground">
              <h2 className="font-semibold text-xl">{slide.title}</h2>
              <p className="mt-3 whitespace-pre-line text-sm">{slide.content}</p>
            </div>
          )}
        </div>
        {/* Under the slide; wider screens keep room for two lines, so the slide does not move between cues. */}
        {subtitlesOn ? (
          <div className="flex items-center justify-center sm:min-h-[4.5rem]">
            {cue ? (
              <p
                data-testid="subtitle"
                className="pointer-events-none mx-auto my-2 w-fit max-w-[90%] whitespace-pre-line rounded bg-black/75 px-3 py-1 text-center text-sm text-white sm:text-base"
              >
                {cue.text}
              </p>
            ) : null}
          </div>
        ) : null}
        {skipIndicator ? (
          <span
            role="status"
            className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-black/70 px-4 py-2 font-semibold text-white"
          >
            {skipIndicator}
          </span>
        ) : null}
        {slide.audioUrl ? (
          <audio
            ref={audioRef}
            src={slide.audioUrl}
            autoPlay
            preload="auto"
            data-testid="narration"
            onLoadedMetadata={(event) => {
              applyAudioSettings();
              setDuration(event.currentTarget.duration);
            }}
            onError={() => mediaFailed(slide.audioUrl)}
            onPlay={() => setIsPlaying(true)}
            onPause={() => setIsPlaying(false)}
            onTimeUpdate={(event) => {
              const audio = event.currentTarget;
              setCurrentTime(audio.currentTime);
              timeUpdate(audio.currentTime, audio.duration);
            }}
            onEnded={() => {
              setIsPlaying(false);
              ended();
            }}
          />
        ) : null}
        {/* The controls sit under the slide (and the subtitles) instead of covering them. */}
        <div>
          <AudioControls
            isPlaying={isPlaying}
            currentTime={currentTime}
            duration={duration}
            speed={speed}
            volume={volume}
            subtitlesOn={subtitlesOn}
            isSkippable={isSkippable}
            isVisible={controlsVisible}
            onTogglePlay={togglePlay}
            onSpeedChange={setSpeed}
            onVolumeChange={setVolume}
            onSkip={skip}
            onToggleSubtitles={() => setSubtitlesOn((on) => !on)}
          />
        </div>
      </section>

      <div className="mx-auto flex w-full flex-wrap items-center justify-between gap-2 sm:max-w-[calc((100dvh-21rem)*16/9)]">
        <Button variant="outline" onClick={previous} disabled={state.index === 0}>
          <ChevronLeft /> Previous
        </Button>
        <div className="flex flex-wrap gap-2">
          {!isLast && !isPreview ? (
            <Button variant="ghost" onClick={finishCourse}>
              <Flag /> Finish Course
            </Button>
          ) : null}
          <Button onClick={next}>
            {isLast ? 'Finish' : 'Next'} {isLast ? <Flag /> : <ChevronRight />}
          </Button>
        </div>
      </div>

      <SlideDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        slideTitles={slides.map((item) => item.title || `Slide ${item.number}`)}
        currentIndex={state.index}
        furthest={state.furthest}
        completed={state.completed}
        onSelect={(index) => {
          if (index === state.index || jumpTo(index)) setDrawerOpen(false);
        }}
      />
      <CompletionDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        isPreview={isPreview}
        onStartAssessment={props.onStartAssessment}
      />
    </div>
  );
}
