import { useCallback, useMemo, useState } from 'react';
type SlideMedia = { number: number; imageUrl: string | null; audioUrl: string | null };

/**
 * The open slide with the media links it opened with. The player renews its links in the background
 * (they expire within the hour), and a renewed link in the open slide's <audio> would restart its
 * narration: a slide keeps its links until another slide opens, and takes the newest one only where it
 * had none yet or its own failed (markFailed: it expired while the computer slept).
 */
export function useSteadyMedia<S extends SlideMedia>(slide: S | undefined) {
  const [kept, setKept] = useState<SlideMedia | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const same = kept !== null && slide !== undefined && kept.number === slide.number;
  const pick = (own: string | null | undefined, newest: string | null | undefined) =>
    same && own && !failed.has(own) ? own : newest ?? null;
  const imageUrl = pick(kept?.imageUrl, slide?.imageUrl);
  const audioUrl = pick(kept?.audioUrl, slide?.audioUrl);
  // Derived state, set while rendering (React re-renders at once, before anything is shown).
  if (slide && (!same || kept.imageUrl !== imageUrl || kept.audioUrl !== audioUrl)) {
    setKept({ number: slide.number, imageUrl, audioUrl });
  }
  const steady = useMemo(() => (slide ? { ...slide, imageUrl, audioUrl } : undefined), [slide, imageUrl, audioUrl]);
  const markFailed = useCallback((url: string | null) => {
    if (url) setFailed((urls) => new Set(urls).add(url));
  }, []);
  return { slide: steady, markFailed };
}
