import path from 'node:path';
import { z } from 'zod';
import { parseSpeechVoices } from '../providers/speech/speech-voices.ts';

// Every setting comes from the environment, parsed once at start. A bad value stops the start with one
// line per variable, naming it, instead of failing later somewhere far from the cause.
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const port = z.coerce
  .number('must be a port number from 0 to 65535')
  .int('must be a port number from 0 to 65535')
  .min(0, 'must be a port number from 0 to 65535')
  .max(65535, 'must be a port number from 0 to 65535');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** The evidence packs' Ed25519 private key (PEM); without it, one is made in DATA_DIR/evidence-key.pem. */
    EVIDENCE_SIGNING_KEY: optionalString,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SUPERADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    SUPERADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SESSION_TTL: z
      .string()
      .trim()
      .regex(/^\d+[smhd]$/, 'must be a duration such as 12h, 30m or 7d')
      .default('12h'),
    // DEMO=1 (or `npm start -- --demo`): load the demo organization and course once.
    DEMO: optionalString.pipe(z.enum(['0', '1', 'true', 'false']).optional()).transform((v) => v === '1' || v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    // The address people use to reach the product; builds the OpenID Connect callback URL.
    PUBLIC_URL: optionalString.pipe(z.url('must be a URL such as https://training.example.com').optional()),
    OIDC_ISSUER: optionalString.pipe(z.url('must be the issuer URL of the OpenID provider').optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    MAX_UPLOAD_MB: z.coerce.number('must be a number of megabytes').positive('must be more than 0').max(2048).default(50),
    // Files: local disk under DATA_DIR by default; an S3-compatible bucket when S3_BUCKET is set.
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url('must be a URL').optional()),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'must be true or false').default('true').transform((v) => v === 'true'),
    S3_PREFIX: optionalString,
    // Language and speech: built-in engines by default; an OpenAI-compatible endpoint when AI_BASE_URL is set.
    AI_BASE_URL: optionalString.pipe(z.url('must be the base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1').optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    TTS_MODEL: z.string().trim().min(1).default('tts-1'),
    TTS_VOICE: z.string().trim().min(1).default('alloy'),
    // Speech engine: the built-in eSpeak NG, or the OpenAI-compatible /audio/speech of AI_BASE_URL.
    // Unset: OpenAI-compatible when AI_BASE_URL is set, built-in otherwise.
    SPEECH_ENGINE: optionalString.pipe(z.enum(['built-in', 'openai'], 'must be built-in or openai').optional()),
    AI_TIMEOUT_SECONDS: z.coerce.number('must be a number of seconds').positive('must be more than 0').max(600).default(60),
    // Parallel speech workers (built-in: eSpeak processes; OpenAI-compatible: requests at once). 0 = one per CPU core.
    SPEECH_WORKERS: z.coerce.number('must be a whole number').int('must be a whole number').min(0).max(16).default(0),
    // Where LibreOffice is; unset looks for soffice on the PATH, "none" turns the conversion off.
    SOFFICE_PATH: optionalString,
    // Debian's espeak-ng program for the built-in speech; unset looks on the PATH, "none" uses the npm WebAssembly build.
    ESPEAK_PATH: optionalString,
    // Debian's lame program encodes the built-in speech's MP3; unset looks on the PATH, "none" uses the npm WebAssembly build.
    LAME_PATH: optionalString,
    // Debian's flite program, the built-in voice for English; unset looks on the PATH, "none" leaves English to eSpeak NG.
    FLITE_PATH: optionalString,
    // The built-in voice per course language: "en=rms" (default), "en=slt", "en=awb", "en=kal" or "en=espeak";
    // every other language is spoken by eSpeak NG.
    SPEECH_VOICE: optionalString.transform((setting, ctx) => {
      try {
        return parseSpeechVoices(setting);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
    // Poppler's pdftoppm draws slide images (faster than pdf.js); unset looks on the PATH, "none" draws with pdf.js.
    PDFTOPPM_PATH: optionalString,
    // Bounds of the process that reads one deck: its resident memory, and the processor time to open it or draw a slide.
    DECK_MEMORY_MB: z.coerce.number('must be a number of megabytes').int('must be a whole number').min(128).max(16384).default(768),
    DECK_SECONDS: z.coerce.number('must be a number of seconds').positive('must be more than 0').max(3600).default(120),
    // Proxies whose X-Forwarded-For is believed: a hop count (1) or a comma-separated list of addresses or
    // ranges (127.0.0.1,10.0.0.0/8). Unset: none, so a client cannot pick its own address.
    TRUST_PROXY: optionalString.pipe(
      z
        .string()
        .regex(/^(\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, 'must be a hop count or a comma-separated list of addresses')
        .optional(),
    ),
    // A request must arrive whole within this time (its headers sooner), or it is answered 408 and closed.
    REQUEST_TIMEOUT_SECONDS: z.coerce.number('must be a number of seconds').positive('must be more than 0').max(3600).default(120),
    HEADERS_TIMEOUT_SECONDS: z.coerce.number('must be a number of seconds').positive('must be more than 0').max(600).default(20),
    // A request body that stops arriving for this long is answered 400 and closed (a slow upload that keeps sending is not).
    BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number('must be a number of seconds').positive('must be more than 0').max(600).default(5),
    // How long a deleted organization's people and training records are kept for auditors before a job removes
    // them (HIPAA asks six years). Whole years, from the day of the deletion.
    RECORDS_RETENTION_YEARS: z.coerce.number('must be a number of years').int('must be a whole number of years').min(1).max(100).default(6),
    DB_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(200).default(10),
    // PostgreSQL's parallel workers per query: 0 keeps a report from taking a core from the learners on a small machine.
    DB_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
    // A running job beats six times per lease; any server runs again a job whose beat stopped this long ago.
    JOB_LEASE_SECONDS: z.coerce.number('must be a number of seconds').int('must be a whole number').min(6).max(3600).default(30),
    // Mail: an SMTP server's URL (smtp://user:pass@host:587, smtps:// for TLS from the first byte) and the sender.
    // Unset: every message is kept in the outbox table as 'held' and nothing is sent.
    SMTP_URL: optionalString.pipe(
      z
        .url('must be a URL such as smtp://user:password@smtp.example.com:587')
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://, e.g. smtp://user:password@smtp.example.com:587')
        .optional(),
    ),
    MAIL_FROM: optionalString.pipe(
      z
        .string()
        .regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+(>)?$/, 'must be an e-mail address, optionally with a name: Complyra <training@example.com>')
        .optional(),
    ),
    // GET /api/metrics is off unless one of these is set: a token Prometheus sends as a bearer token, and/or
    // the addresses or ranges it scrapes from (10.0.0.0/8,127.0.0.1). Either one lets a scrape through.
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    METRICS_ALLOW: optionalString.pipe(
      z
        .string()
        .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, 'must be a comma-separated list of addresses or ranges, e.g. 127.0.0.1,10.0.0.0/8')
        .optional(),
    ),
    // Tests only (NODE_ENV=test): hold this long between storing a passing attempt and issuing its certificate.
    TEST_HOLD_BEFORE_CERTIFICATE_MS: z.coerce.number().int().min(0).optional(),
    // Tests only (refused unless NODE_ENV=test): COMPLYRA_TEST_CLOCK=1 adds /api/test/clock and
    // /api/test/daily-sweep, so a browser journey can move the compliance clock forward and run the day's sweep.
    COMPLYRA_TEST_CLOCK: optionalString.pipe(z.enum(['0', '1'], 'must be 1 or 0').optional()).transform((v) => v === '1'),
  })
  .refine((env) => !env.OIDC_ISSUER || Boolean(env.OIDC_CLIENT_ID), {
    message: 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set',
    path: ['OIDC_CLIENT_ID'],
  })
  .refine((env) => Boolean(env.SUPERADMIN_EMAIL) === Boolean(env.SUPERADMIN_PASSWORD), {
    message: 'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together',
    path: ['SUPERADMIN_PASSWORD'],
  })
  .refine((env) => !env.COMPLYRA_TEST_CLOCK || env.NODE_ENV === 'test', {
    message: 'is for tests only (it lets a super user move the clock of due dates and certificates): set NODE_ENV=test with it, never in production',
    path: ['COMPLYRA_TEST_CLOCK'],
  })
  .refine((env) => !env.SMTP_URL || Boolean(env.MAIL_FROM), {
    message: 'MAIL_FROM is required when SMTP_URL is set (the address mail is sent from, e.g. training@example.com)',
    path: ['MAIL_FROM'],
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `Invalid environment variable ${name}: ${issue.message} (see .env.example)`;
    });
    throw new EnvError(lines.join('\n'));
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

/** TRUST_PROXY as Fastify takes it: false (trust none), a hop count, or a list of addresses. */
export function trustedProxies(value: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((item) => item.trim());
}

/** "12h" -> seconds */
export function durationToSeconds(value: string): number {
  const amount = Number.parseInt(value, 10);
  const unit = value.at(-1);
  const factor = unit === 's' ? 1 : unit === 'm' ? 60 : unit === 'h' ? 3600 : 86400;
  return amount * factor;
}

/** Where links in mails point: PUBLIC_URL, else this machine's port (fine for one machine, wrong behind a proxy). */
export function publicBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`;
}
