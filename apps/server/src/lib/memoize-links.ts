import { holderKey, type MediaLinkSigner } from './media-links.ts';

/**
 * Reuses a holder's link for a few minutes instead of signing it again on every course list (a learner
 * hot path lists 20 courses per call). Links live at least half an hour, so a cached one is still good.
 */
export function memoizeLinks(signer: MediaLinkSigner, maxAgeMs = 5 * 60_000): MediaLinkSigner {
  const cache = new Map<string, { link: string; until: number }>();
  return {
    for(holder) {
      const links = signer.for(holder);
      const prefix = holderKey(holder);
      return {
        link(key, options = {}) {
          const cacheKey = `${prefix}\n${key}\n${options.downloadName ?? ''}`;
          const now = Date.now();
          const hit = cache.get(cacheKey);
          if (hit && hit.until > now) return hit.link;
          const link = links.link(key, options);
          // Bounded: drop everything now and then rather than track ages per entry.
          if (cache.size > 10_000) cache.clear();
          cache.set(cacheKey, { link, until: now + maxAgeMs });
          return link;
        },
      };
    },
    verify: (token) => signer.verify(token),
  };
}
