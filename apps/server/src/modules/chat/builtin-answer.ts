import type { ChatAnswer, ChatSource } from '@complyra/core';
import type { ChatIndex, SlideHit } from './chat-index.ts';
import { asksForContact, contactLine, findFacts, type OrganizationFacts } from './organization-facts.ts';
import { fold, questionTerms } from './search-terms.ts';

/** Up to this share of the question's (rarity-weighted) words found, the course does not cover it. */
export const coverageThreshold = 0.5;
/** Slides cited at most; a slide far below the best is left out. */
const maxSlides = 3;
const relativeFloor = 0.3;

export interface ChatScope {
  /** The course asked about, or null for the general chatbot (all enabled courses). */
  courseTitle: string | null;
}

const excerptOf = (text: string) => (text.length > 240 ? `${text.slice(0, 237).trimEnd()}...` : text);

export const toSource = (hit: SlideHit): ChatSource => ({
  courseId: hit.courseId,
  courseTitle: hit.courseTitle,
  slide: hit.slide,
  slideTitle: hit.slideTitle,
  excerpt: excerptOf(hit.best.text),
});

const slideLabel = (hit: SlideHit, general: boolean) =>
  `Slide ${hit.slide}${hit.slideTitle ? ` – ${hit.slideTitle}` : ''}${general ? ` (${hit.courseTitle})` : ''}`;

/** "What is phishing?" → "phishing" (null for other questions). */
export function definitionSubject(question: string): string | null {
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

/** The honest reply when nothing in the courses answers the question. */
export function notCoveredReply(scope: ChatScope, facts: OrganizationFacts): string {
  const what = scope.courseTitle ? `The course "${scope.courseTitle}" does not cover that` : `${facts.companyName}'s courses do not cover that`;
  return `${what}, so I can't answer it from the course material. For help, please contact ${contactLine(facts)}.`;
}

/**
 * The built-in engine's answer: a search of the course, not a language model. It quotes the best point
 * of each of the top slides with its number and title, and says so when nothing fits.
 */
export function builtinAnswer(index: ChatIndex, question: string, scope: ChatScope, facts: OrganizationFacts): ChatAnswer {
  const general = scope.courseTitle === null;
  const wantsContact = asksForContact(question);
  if (general) {
    const found = findFacts(facts, question);
    if (found.length > 0 && (wantsContact || /\b(who|company|hr|ceo|cto)\b/i.test(question))) {
      return { response: `From ${facts.companyName}'s details:\n\n${found.map((f) => `• ${f}`).join('\n')}`, sources: [] };
    }
  }
  const hits = retrieve(index, question);
  if (hits.length === 0) return { response: notCoveredReply(scope, facts), sources: [] };
  const from = general ? `${facts.companyName}'s courses` : `the course "${scope.courseTitle}"`;
  const lines = hits.map((hit) => `• **${slideLabel(hit, general)}:** ${hit.best.text}`);
  const contact = wantsContact ? `\n\nFor help or to report a concern, contact ${contactLine(facts)}.` : '';
  return {
    response: `Here is what ${from} says on the closest slides:\n\n${lines.join('\n')}${contact}`,
    sources: hits.map(toSource),
  };
}
