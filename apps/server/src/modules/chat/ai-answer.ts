import type { ChatAnswer, ChatMessage as HistoryMessage } from '@complyra/core';
import type { ChatMessage } from '../../ports/language-engine.ts';
import { toSource } from './builtin-answer.ts';
import type { ChatScope } from './refusal-reply.ts';
import type { SlideHit } from './chat-index.ts';
import { contactLine, type OrganizationFacts } from './organization-facts.ts';

/** Turns of the conversation the model sees besides the question. */
const historyTurns = 8;

/** The numbered sources, the organization and the rules: the model answers only from these. */
export function aiMessages(
  hits: SlideHit[],
  history: HistoryMessage[],
  scope: ChatScope,
  facts: OrganizationFacts,
): ChatMessage[] {
  const sources = hits
    .map((hit) => `[Slide ${hit.slide}] ${scope.courseTitle ? '' : `(${hit.courseTitle}) `}${hit.slideTitle}: ${hit.best.text}`)
    .join('\n');
  const about = scope.courseTitle ? `the course "${scope.courseTitle}"` : `${facts.companyName}'s courses`;
  const system = [
    `You help employees of ${facts.companyName} with ${about}.`,
    'Answer ONLY from the numbered sources below. Cite every fact as [Slide n] with the slide number of its source.',
    'Do not invent names, contacts, numbers or dates. If the sources do not answer the question, say that the course does not cover it.',
    `The organization's contact for help and reporting: ${contactLine(facts)}.`,
    '',
    'Sources:',
    sources,
  ].join('\n');
  return [{ role: 'system', content: system }, ...history.slice(-historyTurns).map((m) => ({ role: m.role, content: m.content }))];
}

const citation = /\s?\[Slide (\d+)\]/gi;

/** Removes citations of slides that were not retrieved (a model's slip, never a source to trust). */
export function keepRetrievedCitations(text: string, retrieved: Set<number>): string {
  return text.replace(citation, (whole, n: string) => (retrieved.has(Number(n)) ? whole : ''));
}

/**
 * The same cleaning on a stream: a piece that might end inside "[Slide 1…" waits for the next piece,
 * so no wrong citation ever reaches the learner, even for a moment.
 */
export class CitationFilter {
  private pending = '';
  constructor(private readonly retrieved: Set<number>) {}

  push(piece: string): string {
    this.pending += piece;
    const open = this.pending.lastIndexOf('[');
    const holdFrom = open >= 0 && !this.pending.slice(open).includes(']') && this.pending.length - open < 16 ? open : this.pending.length;
    // A space right before the held bracket may belong to the citation.
    const cut = holdFrom > 0 && holdFrom < this.pending.length && this.pending[holdFrom - 1] === ' ' ? holdFrom - 1 : holdFrom;
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return keepRetrievedCitations(ready, this.retrieved);
  }

  end(): string {
    const rest = keepRetrievedCitations(this.pending, this.retrieved);
    this.pending = '';
    return rest;
  }
}

/** The sources of a model's answer: the slides it cited, in order; the top source when it cited none. */
export function citedSources(text: string, hits: SlideHit[]): ChatAnswer['sources'] {
  const cited = [...new Set([...text.matchAll(citation)].map((m) => Number(m[1])))];
  const sources = cited.map((n) => hits.find((h) => h.slide === n)).filter((h): h is SlideHit => h !== undefined);
  return (sources.length > 0 ? sources : hits.slice(0, 1)).map((hit) => toSource(hit));
}
