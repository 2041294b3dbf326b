import { describe, expect, it } from 'vitest';
import { durationToSeconds, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_TTL).toBe('12h');
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(
      'Invalid environment variable PORT: must be a port number from 0 to 65535',
    );
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql://',
    );
    expect(() => parseEnv({ SUPERADMIN_EMAIL: 'root@example.com' })).toThrow(
      'Invalid environment variable SUPERADMIN_PASSWORD: SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together',
    );
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SESSION_SECRET: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads durations', () => {
    expect(durationToSeconds('12h')).toBe(43_200);
    expect(durationToSeconds('30m')).toBe(1_800);
    expect(durationToSeconds('7d')).toBe(604_800);
  });
});
