import type { ChatIndex, SlideHit } from './chat-index.ts';
import { fold, questionTerms } from './search-terms.ts';

// Retrieval: the chat's search over the course model. Both engines answer from what it finds (the built-in
// one quotes it, a model is given it as its only sources).

/** Up to this share of the question's (rarity-weighted) words found, the course does not cover it. */
const coverageThreshold = 0.5;
/** Slides cited at most; a slide far below the best is left out. */
const maxSlides = 3;
const relativeFloor = 0.3;

/** "What is phishing?" → "phishing" (null for other questions). */
function definitionSubject(question: string): string | null {
  const definition = /^\s*(?:what|who)\s*(?:'s|\s+is|\s+are|\s+does|\s+do)\s+(?:an?\s+|the\s+)?(.+?)\s*(?:mean)?\s*[?.!]*\s*$/i;
  const match = definition.exec(question);
  return match?.[1] ?? null;
}

/** The slides worth citing for a question, best first; empty when the courses do not cover it. */
export function retrieve(index: ChatIndex, question: string): SlideHit[] {
  const subject = definitionSubject(question);
  const hits = index.slides(question, { boostTerm: subject !== null });
  const top = hits[0];
  // More than half: a question with one word the course has and one it never uses is not covered.
  if (!top || top.coverage <= coverageThreshold) return [];
  const worthCiting = (h: SlideHit) => h.coverage >= coverageThreshold / 2 && h.score >= top.score * relativeFloor;
  const chosen = hits.filter(worthCiting).slice(0, maxSlides);
  if (subject) {
    // A glossary term named by the question goes first, its definition as the slide's best point.
    const wanted = questionTerms(subject).join(' ');
    const entry = index.glossary.find((g) => questionTerms(g.term).join(' ') === wanted || fold(g.term) === fold(subject));
    if (entry) {
      const found = hits.find((h) => h.courseId === entry.courseId && h.slide === entry.slide);
      const best = found ?? top;
      const definition: SlideHit = {
        ...best,
        courseId: entry.courseId,
        courseTitle: entry.courseTitle,
        slide: entry.slide,
        slideTitle: found?.slideTitle ?? best.slideTitle,
        best: { ...best.best, text: `${entry.term}: ${entry.definition}` },
      };
      const others = chosen.filter((h) => !(h.courseId === entry.courseId && h.slide === entry.slide));
      return [definition, ...others].slice(0, maxSlides);
    }
  }
  return chosen;
}
