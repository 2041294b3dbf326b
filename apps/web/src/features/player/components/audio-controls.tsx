import { playbackSpeeds, skipSeconds } from '@complyra/core/progress/progress.rules';
import { Captions, CaptionsOff, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export type PlaybackSpeed = (typeof playbackSpeeds)[number];

type AudioControlsProps = {
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  speed: PlaybackSpeed;
  /** 0-100 */
  volume: number;
  subtitlesOn: boolean;
  /** The skip control exists only when the course is skippable. */
  isSkippable: boolean;
  isVisible: boolean;
  onTogglePlay: () => void;
  onSpeedChange: (speed: PlaybackSpeed) => void;
  onVolumeChange: (volume: number) => void;
  onSkip: (seconds: number) => void;
  onToggleSubtitles: () => void;
};

function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function AudioControls(props: AudioControlsProps) {
  const { isPlaying, currentTime, duration, speed, volume, subtitlesOn, isSkippable, isVisible } = props;
  const played = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <div
      data-visible={isVisible}
      data-testid="player-controls"
      className={cn(
        'flex flex-col gap-2 bg-gradient-to-t from-black/80 to-black/30 px-3 py-2 text-white transition-opacity duration-300',
        // Hidden on a phone the band goes too (it sits under the slide there, not over it).
        isVisible ? 'opacity-100' : 'opacity-0 focus-within:opacity-100 max-sm:hidden',
      )}
    >
      <div
        className="h-1 w-full overflow-hidden rounded-full bg-white/30"
        role="progressbar"
        aria-label="Narration played"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(played)}
      >
        <div className="h-full bg-white" style={{ width: `${played}%` }} />
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:gap-2">
        {isSkippable ? (
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/20 hover:text-white"
            aria-label={`Back ${skipSeconds} seconds`}
            onClick={() => props.onSkip(-skipSeconds)}
          >
            <RotateCcw />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="text-white hover:bg-white/20 hover:text-white"
          aria-label={isPlaying ? 'Pause' : 'Play'}
          onClick={props.onTogglePlay}
        >
          {isPlaying ? <Pause /> : <Play />}
        </Button>
        {isSkippable ? (
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/20 hover:text-white"
            aria-label={`Forward ${skipSeconds} seconds`}
            onClick={() => props.onSkip(skipSeconds)}
          >
            <RotateCw />
          </Button>
        ) : null}
        <span className="min-w-20 text-xs tabular-nums" aria-label="Time">
          {formatTime(currentTime)} / {formatTime(duration)}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <label className="flex items-center gap-1 text-xs">
            <span className="sr-only">Playback speed</span>
            <select
              aria-label="Playback speed"
              className="h-8 rounded-md border border-white/30 bg-black/40 px-1 text-white text-xs"
              value={speed}
              onChange={(event) => props.onSpeedChange(Number(event.target.value) as PlaybackSpeed)}
            >
              {playbackSpeeds.map((option) => (
                <option key={option} value={option} className="text-black">
                  {option}x
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1">
            {volume === 0 ? <VolumeX className="size-4" aria-hidden="true" /> : <Volume2 className="size-4" aria-hidden="true" />}
            <input
              type="range"
              aria-label="Volume"
              min={0}
              max={100}
              step={1}
              value={volume}
              onChange={(event) => props.onVolumeChange(Number(event.target.value))}
              className="w-20 accent-white sm:w-28"
            />
          </label>
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/20 hover:text-white"
            aria-label={subtitlesOn ? 'Hide subtitles' : 'Show subtitles'}
            aria-pressed={subtitlesOn}
            onClick={props.onToggleSubtitles}
          >
            {subtitlesOn ? <Captions /> : <CaptionsOff />}
          </Button>
        </div>
      </div>
    </div>
  );
}
