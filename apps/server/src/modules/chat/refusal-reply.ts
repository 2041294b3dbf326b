import type { ChatAnswer, ChatSource } from '@complyra/core';
import type { ChatIndex, SearchQuery, SlideHit } from './chat-index.ts';
import { phrasesFor } from './chat-phrases.ts';
import { nearSlides } from './near-slides.ts';
import { contactsLine, type OrganizationFacts } from './organization-facts.ts';

// The chat's two refusals, both engines': nothing in the courses is near the question (it says the course does not
// cover it), or slides are near but none answers clearly (it names them, so the learner knows where to look).

export interface ChatScope {
  /** The course asked about, or null for the general chatbot (all enabled courses). */
  courseTitle: string | null;
}

/** How a reply refuses: nothing near the question, or pointing to the slides nearest it. */
export type RefusalKind = 'not-covered' | 'pointing';

/**
 * A chat answer, and how it refuses when it does: a refusal pointing to slides has those slides as its sources
 * (the learner can open them), yet it answers nothing. Not sent to the learner: the API's answer is `ChatAnswer`.
 */
export interface ChatReply extends ChatAnswer {
  refusal?: RefusalKind;
}

/** The honest reply when nothing in the courses is near the question, in the course's language. */
export function notCoveredReply(scope: ChatScope, facts: OrganizationFacts, language = 'en'): string {
  const say = phrasesFor(language);
  const contact = say.askContact(contactsLine(facts, say));
  if (!scope.courseTitle) return `${say.notCoveredGeneral(facts.companyName)} ${contact}`;
  return `${say.notCovered(scope.courseTitle)} ${contact} ${say.lookInstead}`;
}

/** A near slide as a source: its title is all the reply says of it. */
const pointerSource = (hit: SlideHit): ChatSource => ({
  courseId: hit.courseId,
  courseTitle: hit.courseTitle,
  slide: hit.slide,
  slideTitle: hit.slideTitle,
  excerpt: hit.slideTitle,
});

/**
 * "I can't find a clear answer to that in the course "X". The slides closest to your question: • **Title** [Slide N]",
 * then the contacts. Titles only: nothing of the slides is stated as an answer.
 */
export function pointingReply(near: SlideHit[], scope: ChatScope, facts: OrganizationFacts, language = 'en'): ChatReply {
  const say = phrasesFor(language);
  const general = scope.courseTitle === null;
  const opening = scope.courseTitle ? say.noClearAnswer(scope.courseTitle) : say.noClearAnswerGeneral(facts.companyName);
  const bullet = (hit: SlideHit) =>
    `• ${hit.slideTitle ? `**${hit.slideTitle}** ` : ''}${general ? `(${hit.courseTitle}) ` : ''}[Slide ${hit.slide}]`;
  const contact = say.askContact(contactsLine(facts, say));
  const closing = general ? contact : `${contact} ${say.lookInstead}`;
  return {
    response: `${opening} ${say.closestSlides}\n${near.map(bullet).join('\n')}\n\n${closing}`,
    sources: near.map(pointerSource),
    refusal: 'pointing',
  };
}

/** The reply when the answer gates refuse a question: pointing to the slides near it, else saying it is not covered. */
export function refusalReply(index: ChatIndex, query: SearchQuery, scope: ChatScope, facts: OrganizationFacts): ChatReply {
  const near = nearSlides(index, query);
  if (near.length > 0) return pointingReply(near, scope, facts, index.language);
  return { response: notCoveredReply(scope, facts, index.language), sources: [], refusal: 'not-covered' };
}
