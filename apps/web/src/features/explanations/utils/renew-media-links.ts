import type { Explanation } from '@complyra/core/courses/courses.schema';
import type { EditorSlide } from '../components/explanation-card';

/**
 * The held slides with the audio and subtitle links of a fresh answer (links expire within the hour). The
 * texts being edited stay as they are; a slide whose new audio is still being spoken keeps waiting for it.
 * Returns `held` itself when nothing changed.
 */
export function renewMediaLinks(held: EditorSlide[], fresh: Explanation[]): EditorSlide[] {
  const bySlide = new Map(fresh.map((s) => [s.slide, s]));
  let changed = false;
  const renewed = held.map((slide) => {
    const now = bySlide.get(slide.slide);
    if (!now || slide.audioPreparing) return slide;
    const same = now.explanation_audio === slide.explanation_audio && now.explanation_subtitle === slide.explanation_subtitle;
    if (same) return slide;
    changed = true;
    return { ...slide, explanation_audio: now.explanation_audio, explanation_subtitle: now.explanation_subtitle };
  });
  return changed ? renewed : held;
}
