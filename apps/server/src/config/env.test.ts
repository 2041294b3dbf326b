import { describe, expect, it } from 'vitest';
import { durationToSeconds, parseEnv, publicBaseUrl } from './env.ts';

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

  it('reads the mail settings and says what a bad one should look like', () => {
    const env = parseEnv({ SMTP_URL: 'smtp://user:pass@mail.example.com:587', MAIL_FROM: 'Complyra <training@example.com>' });
    expect(env.SMTP_URL).toBe('smtp://user:pass@mail.example.com:587');
    expect(env.MAIL_FROM).toBe('Complyra <training@example.com>');
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toThrow(
      'Invalid environment variable SMTP_URL: must start with smtp:// or smtps://, e.g. smtp://user:password@smtp.example.com:587',
    );
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      'Invalid environment variable MAIL_FROM: MAIL_FROM is required when SMTP_URL is set (the address mail is sent from, e.g. training@example.com)',
    );
    expect(() => parseEnv({ MAIL_FROM: 'training' })).toThrow(
      'Invalid environment variable MAIL_FROM: must be an e-mail address, optionally with a name: Complyra <training@example.com>',
    );
  });

  it('builds mail links on PUBLIC_URL, else on the local port', () => {
    expect(publicBaseUrl(parseEnv({ PUBLIC_URL: 'https://training.example.com/' }))).toBe('https://training.example.com');
    expect(publicBaseUrl(parseEnv({ PORT: '8080' }))).toBe('http://localhost:8080');
  });
});
