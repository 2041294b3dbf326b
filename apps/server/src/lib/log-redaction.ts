import type { LoggerOptions } from 'pino';

const redacted = '[redacted]';

// Where addresses carry secrets: anyone who reads one from the log could use it (accept an invite and sign
// in as that employee, create the super user, open someone's files or certificate). One table, matched by
// rule rather than by route, so an address that no route answers is redacted all the same.

/** Query keys whose values are secrets: sessions (the spec's address sign-in), OIDC codes, signatures. */
const secretQueryKeys = new Set([
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'code',
  'state',
  'session_state',
  'sig',
  'signature',
  'secret',
  'password',
]);

/** A path segment that is a secret; `except` names the segments at that place that are route words. */
const secret = { except: [] as string[] };
const secretExcept = (...except: string[]) => ({ except });
/** Every segment from here on is one secret (a signed media link may hold slashes). */
const secretRest = Symbol('secret rest');
type PathRule = (string | typeof secret | typeof secretRest)[];

/** Path prefixes with a secret in them, API and web-app pages alike (the server serves both). */
const secretPaths: PathRule[] = [
  // The one-time invite link: the API reads it, the web page /invite/{token} opens it.
  ['api', 'auth', 'invites', secretExcept('accept')],
  ['invite', secret],
  // The first-run set-up code (a query value today; a path form is redacted as well).
  ['setup', secret],
  ['api', 'setup', secret],
  // Signed media links: the whole remainder is the signed token.
  ['api', 'media', secretRest],
  // Certificate codes: verification, the stored files, and the QR code's page.
  ['api', 'certificates', 'verify', secret],
  ['api', 'certificates', secretExcept('verify')],
  ['verify', secret],
];

/** Compared decoded and lower-cased, as the routers may match them (React Router ignores case). */
function normalize(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return part.toLowerCase();
  }
}

function redactPath(path: string): string {
  const segments = path.split('/');
  // Empty segments (a doubled slash) are skipped when matching, so `//invite//x` is caught too.
  const present = segments.flatMap((segment, index) => (segment ? [{ index, name: normalize(segment) }] : []));
  for (const rule of secretPaths) {
    if (present.length < rule.length) continue;
    const matches = rule.every((part, at) => {
      const name = present[at]!.name;
      if (part === secretRest) return true;
      return typeof part === 'string' ? part === name : !part.except.includes(name);
    });
    if (!matches) continue;
    rule.forEach((part, at) => {
      if (part === secretRest) {
        for (const { index } of present.slice(at)) segments[index] = redacted;
      } else if (typeof part === 'object') {
        segments[present[at]!.index] = redacted;
      }
    });
  }
  return segments.join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = normalize(equals === -1 ? pair : pair.slice(0, equals)).replace(/\[\]$/, '');
      return equals !== -1 && secretQueryKeys.has(name) ? `${pair.slice(0, equals)}=${redacted}` : pair;
    })
    .join('&');
}

/** The address as the log may keep it: every secret path segment and secret query value replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return redactPath(url);
  return `${redactPath(url.slice(0, queryAt))}?${redactQuery(url.slice(queryAt + 1))}`;
}

/** Addresses inside free text (an error's message or stack): `http://host/path?query` or `/path?query`. */
const addressInText = /(https?:\/\/[^\s/"'<>]+)?(\/[^\s"'<>()]*)/g;

/** Free text as the log may keep it: every address in it redacted as redactUrl does. */
export function redactText(text: string): string {
  return text.replace(addressInText, (_, origin: string | undefined, rest: string) => `${origin ?? ''}${redactUrl(rest)}`);
}

type LoggedError = Error & { code?: unknown; status?: unknown; statusCode?: unknown; cause?: unknown };

/**
 * An error as the log keeps it: its kind, code and status, and its message and stack with addresses
 * redacted. A library's error (an OpenID client's, an HTTP client's) may carry the request it failed on,
 * with a code or token in it; nothing else of it is written, its cause only as kind and message.
 */
export function loggedError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const e = error as LoggedError;
  const plain = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : undefined);
  const cause = e.cause instanceof Error ? { type: e.cause.name, message: redactText(e.cause.message) } : undefined;
  return {
    type: e.name,
    message: redactText(e.message),
    stack: e.stack ? redactText(e.stack) : undefined,
    code: plain(e.code),
    statusCode: plain(e.statusCode) ?? plain(e.status),
    cause,
  };
}

type LoggedRequest = {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * The server never writes a token to its logs: request addresses go through redactUrl, errors through
 * loggedError, and any logged Authorization or cookie header is censored wherever it appears.
 */
export const logRedaction: Pick<LoggerOptions, 'serializers' | 'redact'> = {
  serializers: {
    err: loggedError,
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url ?? ''),
      hostname: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  redact: {
    paths: [
      'headers.authorization',
      'headers.cookie',
      'headers["set-cookie"]',
      '*.headers.authorization',
      '*.headers.cookie',
      '*.headers["set-cookie"]',
    ],
    censor: redacted,
  },
};
