import type { Cue } from '../../ports/speech-engine.ts';

const timestamp = (seconds: number) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

// A cue's text cannot hold a blank line or "-->", and < & need escaping.
const cueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/-->/g, '->').replace(/\n\s*\n/g, '\n');

/** WebVTT subtitles from timed cues. */
export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cueText(cue.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** The cues of WebVTT as toWebVtt writes it, text unescaped (none when it holds none). */
export function parseWebVtt(vtt: string): Cue[] {
  return vtt
    .split(/\n\n+/)
    .map((block) => /(\d\d:\d\d:\d\d\.\d\d\d) --> (\d\d:\d\d:\d\d\.\d\d\d)\n([\s\S]*)/.exec(block))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => ({ start: seconds(m[1]!), end: seconds(m[2]!), text: m[3]!.trim().replace(/&lt;/g, '<').replace(/&amp;/g, '&') }));
}
