import type { MediaLinkSigner } from './media-links.ts';

/**
 * Reuses a material link for a few minutes instead of signing it again on every course list (a learner
 * hot path lists 20 courses per call). Links stay valid for hours, so a cached one is still good.
 */
export function memoizeLinks(signer: MediaLinkSigner, maxAgeMs = 5 * 60_000): MediaLinkSigner {
  const cache = new Map<string, { link: string; until: number }>();
  return {
    link(key, options = {}) {
      const cacheKey = `${key}\n${options.downloadName ?? ''}`;
      const now = Date.now();
      const hit = cache.get(cacheKey);
      if (hit && hit.until > now) return hit.link;
      const link = signer.link(key, options);
      // Bounded: drop everything now and then rather than track ages per entry.
      if (cache.size > 10_000) cache.clear();
      cache.set(cacheKey, { link, until: now + maxAgeMs });
      return link;
    },
    verify: (token) => signer.verify(token),
  };
}
