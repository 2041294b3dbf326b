import type { CourseModel, SlideModel } from '@complyra/core';

// Course-wide choices the narrator makes once, the same way on every slide: which slide says each
// learning objective, and which slide names the organization's contact.

// Plural and singular count as the same word ("e-mails", "e-mail").
const contentWords = (text: string) => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.replace(/s$/, '')));
const slideText = (slide: SlideModel) => [slide.title, ...slide.points.map((p) => p.text), slide.notes].join(' ');

/** Each objective goes to the slide that shares most words with it (the earliest on a tie), if any does. */
export function objectiveSlides(course: CourseModel, objectives: string[]): Map<number, string[]> {
  const plan = new Map<number, string[]>();
  for (const objective of objectives) {
    const wanted = contentWords(objective);
    let best: { slide: number; score: number } | null = null;
    for (const slide of course.slides) {
      if (slide.role !== 'content') continue;
      const words = contentWords(slideText(slide));
      const score = [...wanted].filter((w) => words.has(w)).length;
      if (score > 0 && (!best || score > best.score)) best = { slide: slide.number, score };
    }
    if (best) plan.set(best.slide, [...(plan.get(best.slide) ?? []), objective]);
  }
  return plan;
}

const helpWords =
  /\b(report\w*|incident\w*|help|contact\w*|support|suspicious|breach\w*|informar|ayuda|melden|hilfe|signaler|aide)\b/iu;

/** The slide where the contact fits best: the first whose title is about reporting or help, else the last. */
export function contactSlide(course: CourseModel): number {
  const byTitle = course.slides.find((s) => s.role === 'content' && helpWords.test(s.title));
  return byTitle?.number ?? course.slides.at(-1)?.number ?? 1;
}
