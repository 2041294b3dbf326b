import type { SlideModel } from '@complyra/core';
import { isShouting, writtenOnlyAbbreviation } from '../../course-model/spoken-text.ts';
import { pointCoverage, wordCount } from './content-words.ts';

// Minimal narration checks for rewritten explanations. The model branch is building the one narration-check
// module; this file is replaced by it once that lands on main.

export interface NarrationCheckOptions {
  /** Shorter or longer was asked for: the length rule is relaxed. */
  lengthRelaxed: boolean;
}

/** Why a rewritten explanation cannot be spoken, or null when it passes. */
export function narrationProblem(
  slide: SlideModel,
  before: string,
  after: string,
  options: NarrationCheckOptions,
): string | null {
  const text = after.trim();
  if (!text) return 'it is empty';
  if (/```|^\s*#|^\s*[-*•]\s|\*\*|^\s*\d+[.)]\s/m.test(text)) return 'it is formatted as a list or markdown, not spoken text';
  if (/\b(as an ai|language model|i cannot|i can't help|here is the rewritten|here's the rewritten)\b/i.test(text)) return 'it talks about the rewrite instead of the slide';
  if (/https?:\/\//i.test(text)) return 'it contains a web address, which cannot be spoken';
  // The course-model narrator's own rules: no written-only abbreviations, no shouting in capitals.
  if (writtenOnlyAbbreviation.test(text)) return 'it uses a written abbreviation a listener would hear as letters';
  const shouted = text.split(/\s+/).find(isShouting);
  if (shouted) return `it shouts "${shouted}" in capitals`;
  const words = wordCount(text);
  const [min, max] = options.lengthRelaxed
    ? [5, 600]
    : [Math.max(8, Math.round(wordCount(before) * 0.4)), Math.max(80, wordCount(before) * 3)];
  if (words < min) return `it is too short (${words} words, at least ${min})`;
  if (words > max) return `it is too long (${words} words, at most ${max})`;
  const coverage = pointCoverage(slide, before, text);
  if (coverage < 0.6) return `it drops points of the slide (keeps ${Math.round(coverage * 100)}% of the slide's words the explanation said)`;
  return null;
}
