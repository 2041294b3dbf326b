import { useEffect } from 'react';

type SlideMedia = { imageUrl: string | null; audioUrl: string | null };

/**
 * Fetches the next slide's image and narration into the browser's cache while the current slide plays
 * (media answers may be cached for the hour their link lives), so Next shows and speaks at once on a slow
 * connection instead of starting two downloads then. Each link is fetched once; a failure is left to the
 * slide itself when it opens.
 */
export function useNextSlidePrefetch(next: SlideMedia | undefined) {
  const imageUrl = next?.imageUrl ?? null;
  const audioUrl = next?.audioUrl ?? null;
  useEffect(() => {
    if (!imageUrl) return;
    const image = new Image();
    image.decoding = 'async';
    image.src = imageUrl;
  }, [imageUrl]);
  useEffect(() => {
    if (!audioUrl) return;
    const stop = new AbortController();
    // After the current slide's own media has had its start: the prefetch never competes with it.
    const timer = window.setTimeout(() => {
      fetch(audioUrl, { signal: stop.signal, credentials: 'same-origin', priority: 'low' } as RequestInit)
        .then((response) => response.arrayBuffer())
        .catch(() => {});
    }, prefetchDelayMs);
    return () => {
      window.clearTimeout(timer);
      stop.abort();
    };
  }, [audioUrl]);
}

/** How long the open slide's own image and audio have to themselves before the next slide's are fetched. */
export const prefetchDelayMs = 1500;
