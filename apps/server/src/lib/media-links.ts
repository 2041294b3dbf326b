import { createHmac, timingSafeEqual } from 'node:crypto';

// Images, audio and decks are fetched by <img>, <audio> and new tabs, which cannot send a bearer token.
// The API hands out short-lived signed links instead: only a caller who may see a file gets its link,
// and a link cannot be guessed or altered (HMAC over the storage key and the expiry).

export interface MediaLinkSigner {
  link(key: string, options?: { downloadName?: string }): string;
  verify(token: string): { key: string; downloadName?: string } | null;
}

export const mediaLinkTtlSeconds = 6 * 3600;

export function createMediaLinkSigner(secret: Uint8Array, ttlSeconds = mediaLinkTtlSeconds): MediaLinkSigner {
  const key = createHmac('sha256', secret).update('complyra-media-links').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    link(storageKey, options = {}) {
      // Expiry rounded to the hour so the same file keeps the same link for a while (browser caching).
      const expires = Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;
      const payload = Buffer.from(JSON.stringify({ k: storageKey, e: expires, n: options.downloadName })).toString('base64url');
      return `/api/media/${payload}.${sign(payload)}`;
    },
    verify(token) {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { k: string; e: number; n?: string };
        if (typeof data.k !== 'string' || data.e * 1000 < Date.now()) return null;
        return { key: data.k, downloadName: data.n };
      } catch {
        return null;
      }
    },
  };
}
