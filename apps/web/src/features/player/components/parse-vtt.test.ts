import { describe, expect, it } from 'vitest';
import { cueAt, parseVtt } from './parse-vtt';

describe('parseVtt', () => {
  const vtt = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello and welcome.\n\n00:02.500 --> 00:05.000 align:start\nSecond line\nwraps here.\n\nNOTE ignored\n';

  it('reads cues with and without hours and identifiers', () => {
    expect(parseVtt(vtt)).toEqual([
      { start: 0, end: 2.5, text: 'Hello and welcome.' },
      { start: 2.5, end: 5, text: 'Second line\nwraps here.' },
    ]);
    expect(parseVtt(null)).toEqual([]);
  });

  it('shows cue text as written: escaped characters decoded, cue tags dropped', () => {
    const escaped = 'WEBVTT\n\n00:00.000 --> 00:02.000\nPress &lt;Enter&gt; &amp; <b>check</b> <v Narrator>that 2 &lt; 3</v>\n\n' +
      '00:02.000 --> 00:04.000\n&lt;b&gt; stays &#60;words&#x3E;, &unknown; too\n';
    expect(parseVtt(escaped).map((cue) => cue.text)).toEqual(['Press <Enter> & check that 2 < 3', '<b> stays <words>, &unknown; too']);
  });

  it('finds the cue for a time', () => {
    const cues = parseVtt(vtt);
    expect(cueAt(cues, 1)?.text).toBe('Hello and welcome.');
    expect(cueAt(cues, 2.5)?.text).toBe('Second line\nwraps here.');
    expect(cueAt(cues, 6)).toBeNull();
  });
});
