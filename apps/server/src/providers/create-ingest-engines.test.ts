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
