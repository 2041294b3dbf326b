import type { ChatAnswer, ChatSource } from '@complyra/core';
import type { ChatIndex, SlideHit } from './chat-index.ts';
import { asksForContact, contactLine, findFacts, type OrganizationFacts } from './organization-facts.ts';
import { retrieve } from './retrieval.ts';

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
