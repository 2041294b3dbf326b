import type { ReviewReason, SlideModel } from '@complyra/core';
import { contentWords } from '../../course-model/narration-checks.ts';

/** A slide this full is one a narration of a few words cannot have taught. */
export const fullSlideWords = 40;
/** Less than this share of the slide's content words said is "little said". */
export const minimumSaidShare = 1 / 3;

/** Inflections count as said: "passwords" covers "password", "securing" covers "secure". */
const stemOf = (word: string) => word.replace(/(?<=\p{L}{3}[^s])s$/u, '').slice(0, 5);

const shownText = (slide: Pick<SlideModel, 'title' | 'points'>) => [slide.title, ...slide.points.map((p) => p.text)].join('\n');

/**
 * The 'little-said' review reason, when the narration says much less than the slide shows: the slide has
 * at least 40 words and the narration names fewer than a third of its content words. Null otherwise.
 */
export function littleSaidReason(slide: Pick<SlideModel, 'title' | 'points'>, narration: string, language: string): ReviewReason | null {
  const shown = shownText(slide);
  if ((shown.match(/[\p{L}\p{N}]+/gu) ?? []).length < fullSlideWords) return null;
  const wanted = contentWords(shown, language);
  if (wanted.length === 0) return null;
  const said = new Set(contentWords(narration, language).map(stemOf));
  const covered = wanted.filter((word) => said.has(stemOf(word))).length;
  if (covered >= wanted.length * minimumSaidShare) return null;
  return {
    code: 'little-said',
    message: `The narration says little of what the slide shows: ${covered} of the slide's ${wanted.length} main words.`,
  };
}
