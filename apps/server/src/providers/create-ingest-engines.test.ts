import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { createIngestEngines } from './create-ingest-engines.ts';

const settings = (env: Record<string, string>) =>
  parseEnv({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long', SOFFICE_PATH: 'none', PDFTOPPM_PATH: 'none', ...env });

describe('the built-in voice chosen at start', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(opened.map((engines) => engines.close())));

  const start = (env: Record<string, string>) => {
    const warnings: string[] = [];
    const logger = { warn: (first: unknown, second?: string) => void warnings.push(second ?? String(first)), info: () => {} };
    const engines = createIngestEngines(settings(env), logger);
    opened.push(engines);
    return { engines, warnings };
  };

  it('says once that English falls back to eSpeak NG when Flite is missing', () => {
    const { engines, warnings } = start({ FLITE_PATH: '/nonexistent/flite' });
    expect(engines.speech.name).toBe('espeak-ng');
    expect(warnings).toEqual(['English is spoken by eSpeak NG: Flite (voice rms) is not installed (apt-get install flite) or FLITE_PATH is none']);
  });

  it('speaks English with the configured Flite voice, silently, when Flite is there', () => {
    const { engines, warnings } = start({ FLITE_PATH: '/bin/true', SPEECH_VOICE: 'en=slt' });
    expect(engines.speech.name).toBe('flite slt (en), espeak-ng');
    expect(warnings).toEqual([]);
  });

  it('refuses at start a voice the language cannot have, naming the setting', () => {
    expect(() => settings({ SPEECH_VOICE: 'de=rms' })).toThrow('Invalid environment variable SPEECH_VOICE: the voice for de must be one of espeak');
  });

  it('says nothing when English is set to eSpeak NG', () => {
    const { engines, warnings } = start({ FLITE_PATH: 'none', SPEECH_VOICE: 'en=espeak' });
    expect(engines.speech.name).toBe('espeak-ng');
    expect(warnings).toEqual([]);
  });
});

/** This process's child processes running `script` (language-worker, speech-worker). */
function childrenRunning(script: string): number {
  return readdirSync('/proc').filter((pid) => {
    try {
      const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script);
    } catch {
      return false;
    }
  }).length;
}

describe('warming up for an upload', () => {
  it('starts the language process and every speech worker once, before anything is asked of them', async () => {
    const engines = createIngestEngines(settings({ FLITE_PATH: 'none', SPEECH_WORKERS: '2' }));
    try {
      expect(childrenRunning('language-worker')).toBe(0);
      expect(childrenRunning('speech-worker')).toBe(0);
      engines.warmUp();
      engines.warmUp();
      expect(childrenRunning('language-worker')).toBe(1);
      expect(childrenRunning('speech-worker')).toBe(2);
      // The warm processes do the work: no more start for it.
      const spoken = await Promise.all([engines.speak('Lock your screen.', 'en'), engines.speak('Report it.', 'en')]);
      expect(spoken.every((s) => s.durationSeconds > 0)).toBe(true);
      await engines.buildCourseModel([{ number: 1, title: 'Badges', text: 'Wear your badge.', notes: '' }], 'en');
      expect(childrenRunning('language-worker')).toBe(1);
      expect(childrenRunning('speech-worker')).toBe(2);
    } finally {
      await engines.close();
    }
  }, 60_000);
});
