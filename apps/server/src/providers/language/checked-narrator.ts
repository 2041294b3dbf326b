import { assembleCourseModel } from '@complyra/core';
import { buildSlideModel } from '../../course-model/build-slide-model.ts';
import { detectLanguage } from '../../course-model/detect-language.ts';
import { checkNarration } from '../../course-model/narration-checks.ts';
import { narrationContext } from '../../course-model/review-deck-narration.ts';
import type { NarrationRequest } from '../../ports/language-engine.ts';
import { narrateSlide } from '../../course-model/builtin-narrator.ts';
import type { LanguageProvider } from '../../ports/language-engine.ts';

/** Who wrote a narration when the AI service's two attempts were refused. */
export const fallbackEngine = 'built-in (AI narration refused)';

/**
 * A narration that passed the checks, and who wrote it. An AI service's narration is accepted only when
 * it passes the same checks as the built-in narrator's (plus plain prose of 40–160 words); a refused one
 * is asked for once more with the reasons, then the built-in narrator writes that slide.
 */
export async function narrateChecked(
  language: LanguageProvider,
  request: NarrationRequest,
): Promise<{ text: string; engine: string }> {
  if (language.name === 'built-in') return { text: narrateSlide(request), engine: 'built-in' };
  const course =
    request.course ??
    (() => {
      const lang = detectLanguage(`${request.slide.title}\n${request.slide.text}\n${request.slide.notes}`);
      return assembleCourseModel(lang, [buildSlideModel(request.slide, lang)]);
    })();
  const slide = course.slides.find((s) => s.number === request.slide.number) ?? buildSlideModel(request.slide, course.language);
  const context = narrationContext(request, course);
  const check = (narration: string) => checkNarration({ narration, slide, language: course.language, context, written: 'ai' });

  const first = await language.narrateSlide(request);
  const firstReport = check(first);
  if (firstReport.passed) return { text: first, engine: language.name };
  const problems = firstReport.results.flatMap((r) => r.problems);
  const second = await language.narrateSlide(request, { previous: first, problems });
  if (check(second).passed) return { text: second, engine: language.name };
  return { text: narrateSlide(request), engine: fallbackEngine };
}
