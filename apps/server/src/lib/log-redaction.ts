import type { LoggerOptions } from 'pino';

const redacted = '[redacted]';
// Query parameters that carry a session (the spec's address sign-in) or a signed link's key.
const secretParams = new Set(['token', 'access_token', 'id_token', 'code', 'state', 'sig', 'signature']);
// Path segments that are themselves secrets: the one-time invite link's token.
const secretPaths = [/^(\/api\/auth\/invites\/)(?!accept(?:$|[/?]))[^/?#]+/];

/** The address as the log may keep it: secret query values and invite tokens in paths replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of secretPaths) path = path.replace(pattern, `$1${redacted}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=')[0] ?? '');
      return secretParams.has(name) ? `${pair.split('=')[0]}=${redacted}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

type LoggedRequest = {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * The server never writes a token to its logs: request addresses go through redactUrl, and any logged
 * Authorization or cookie header is censored wherever it appears.
 */
export const logRedaction: Pick<LoggerOptions, 'serializers' | 'redact'> = {
  serializers: {
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
