// WebVTT text from the explanations API -> timed cues, so the player can show the current line itself
// (the subtitle comes as text, not as a file a <track> could load).

export type Cue = { start: number; end: number; text: string };

function parseTimestamp(value: string): number | null {
  const match = value.trim().match(/^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000;
}

export function parseVtt(text: string | null | undefined): Cue[] {
  if (!text) return [];
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt === -1) continue;
    const [from = '', rest = ''] = (lines[timingAt] ?? '').split('-->');
    const start = parseTimestamp(from);
    const end = parseTimestamp(rest.trim().split(/\s+/)[0] ?? '');
    const body = lines.slice(timingAt + 1).join('\n').trim();
    if (start === null || end === null || !body) continue;
    cues.push({ start, end, text: body });
  }
  return cues;
}

export function cueAt(cues: Cue[], seconds: number): Cue | null {
  return cues.find((cue) => seconds >= cue.start && seconds < cue.end) ?? null;
}
