import { createHmac, timingSafeEqual } from 'node:crypto';

// Images, audio and decks are fetched by <img>, <audio> and new tabs, which cannot send a bearer token.
// The API hands out short-lived signed links instead: only a caller who may see a file gets its link, a
// link cannot be guessed or altered (HMAC over the storage key, the expiry and whom it was made for), and
// it works only while the session it was made for is live and its organization active.

/** Whom a link was made for (a Caller is one): the session it rides on, its person and organization. */
export interface MediaLinkHolder {
  sessionId: string;
  userId: string;
  tenantId: string;
}

/** Links for one holder. */
export interface MediaLinks {
  link(key: string, options?: { downloadName?: string }): string;
}

export interface MediaLinkSigner {
  for(holder: MediaLinkHolder): MediaLinks;
  /** The file a link names, or null when it is forged, expired or its session has ended. */
  verify(token: string): Promise<{ key: string; downloadName?: string } | null>;
}

export interface MediaLinkSettings {
  secret: Uint8Array;
  /** Whether the holder's session is live and its organization active (the auth module answers). */
  holderIsLive: (holder: MediaLinkHolder) => Promise<boolean>;
  /** A link lives between half this and this long; the web app renews links well within it. */
  ttlSeconds?: number;
  /** A live answer is reused this long: a player page asks for many files at once. */
  liveCheckCacheMs?: number;
}

export const mediaLinkTtlSeconds = 3600;

/** One string per holder, for caches keyed by whom a link is for. */
export const holderKey = (holder: MediaLinkHolder) => `${holder.sessionId}\n${holder.userId}\n${holder.tenantId}`;

interface LinkPayload {
  k: string;
  e: number;
  n?: string;
  s: string;
  u: string;
  t: string;
}

function isLinkPayload(data: unknown): data is LinkPayload {
  const p = data as Partial<LinkPayload> | null;
  return (
    typeof p === 'object' && p !== null &&
    typeof p.k === 'string' && typeof p.e === 'number' && typeof p.s === 'string' && typeof p.u === 'string' && typeof p.t === 'string' &&
    (p.n === undefined || typeof p.n === 'string')
  );
}

export function createMediaLinkSigner(settings: MediaLinkSettings): MediaLinkSigner {
  const { ttlSeconds = mediaLinkTtlSeconds, liveCheckCacheMs = 2000 } = settings;
  const key = createHmac('sha256', settings.secret).update('complyra-media-links').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  // Expiry rounded to half the lifetime, so the same file keeps the same link for a while (browser caching).
  const step = ttlSeconds / 2;
  // Answers (and questions in flight) per holder; only "live" is kept, and only briefly.
  const liveChecks = new Map<string, { live: Promise<boolean>; until: number }>();

  function isLive(holder: MediaLinkHolder): Promise<boolean> {
    const cacheKey = holderKey(holder);
    const now = Date.now();
    const hit = liveChecks.get(cacheKey);
    if (hit && hit.until > now) return hit.live;
    const live = settings.holderIsLive(holder);
    // Bounded: drop everything now and then rather than track ages per entry.
    if (liveChecks.size > 10_000) liveChecks.clear();
    liveChecks.set(cacheKey, { live, until: now + liveCheckCacheMs });
    const forget = () => {
      if (liveChecks.get(cacheKey)?.live === live) liveChecks.delete(cacheKey);
    };
    live.then((yes) => !yes && forget(), forget);
    return live;
  }

  return {
    for(holder) {
      return {
        link(storageKey, options = {}) {
          const expires = Math.ceil((Date.now() / 1000 + step) / step) * step;
          const data: LinkPayload = {
            k: storageKey,
            e: expires,
            n: options.downloadName,
            s: holder.sessionId,
            u: holder.userId,
            t: holder.tenantId,
          };
          const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
          return `/api/media/${payload}.${sign(payload)}`;
        },
      };
    },
    async verify(token) {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let data: unknown;
      try {
        data = JSON.parse(Buffer.from(payload, 'base64url').toString());
      } catch {
        return null;
      }
      if (!isLinkPayload(data) || data.e * 1000 < Date.now()) return null;
      if (!(await isLive({ sessionId: data.s, userId: data.u, tenantId: data.t }))) return null;
      return { key: data.k, downloadName: data.n };
    },
  };
}
