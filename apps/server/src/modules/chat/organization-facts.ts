import { chatMessages, type TenantDetails } from '@complyra/core';
import MiniSearch from 'minisearch';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { type ChatPhrases, phrasesFor } from './chat-phrases.ts';
import { questionTerms, toTerm } from './search-terms.ts';

/** What the organization's records say about it: the chat never takes these from the client. */
export interface OrganizationFacts {
  companyName: string;
  details: TenantDetails | null;
  /** Points of contact of the course asked about, or of every enabled course (general chat). */
  pocs: (PointOfContact & { courseTitle?: string })[];
}

export const companyNameOf = (name: string | null | undefined) => name?.trim() || chatMessages.defaultCompanyName;

const joinParts = (...parts: (string | null | undefined)[]) => parts.map((p) => p?.trim()).filter(Boolean).join(', ');

interface Fact {
  id: number;
  text: string;
  keywords: string;
}

/** The organization's details as sentences a question can find ("who do I contact in HR?"). */
export function organizationFacts(facts: OrganizationFacts): Fact[] {
  const list: Omit<Fact, 'id'>[] = [{ text: `Company name: ${facts.companyName}`, keywords: 'company organization organisation employer name' }];
  const d = facts.details;
  if (d?.hrContactName) {
    list.push({
      text: `HR contact: ${d.hrContactName} (${joinParts(d.hrContactEmail, d.hrContactPhone)})`,
      keywords: 'hr human resources people personnel contact leave salary harassment',
    });
  }
  if (d?.ceoName) list.push({ text: `CEO: ${d.ceoName} (${joinParts(d.ceoEmail, d.ceoContact)})`, keywords: 'ceo chief executive officer head boss leader' });
  if (d?.ctoName) list.push({ text: `CTO: ${d.ctoName} (${joinParts(d.ctoEmail, d.ctoContact)})`, keywords: 'cto chief technology technical officer it' });
  for (const poc of facts.pocs) {
    list.push({
      text: `${poc.role}${poc.courseTitle ? ` for ${poc.courseTitle}` : ''}: ${poc.name} (${poc.contact})`,
      keywords: `point contact poc ${poc.role}`,
    });
  }
  return list.map((fact, id) => ({ ...fact, id }));
}

/** The organization's facts that answer a question about its people or itself, best first (at most two). */
export function findFacts(facts: OrganizationFacts, question: string): string[] {
  const terms = questionTerms(question);
  if (terms.length === 0) return [];
  const all = organizationFacts(facts);
  const search = new MiniSearch<Fact>({ fields: ['text', 'keywords'], processTerm: toTerm, searchOptions: { processTerm: toTerm } });
  search.addAll(all);
  const results = search.search(terms.join(' '), { prefix: (t: string) => t.length >= 3 });
  // A fact must match a word that names a role or the company, not only "contact".
  const named = results.filter((r) => r.queryTerms.some((t) => t !== 'contact'));
  if (named.length === 0) return [];
  const top = named[0]!.score;
  return named.filter((r) => r.score >= top * 0.8).slice(0, 2).map((r) => all[r.id as number]!.text);
}

/** Whom to ask: the course's first point of contact, else HR, else nobody (never made up). */
export function contactLine(facts: OrganizationFacts): string {
  const poc = facts.pocs[0];
  if (poc) return `${poc.role}: ${poc.name} (${poc.contact})`;
  const d = facts.details;
  if (d?.hrContactName) return `HR: ${d.hrContactName} (${joinParts(d.hrContactEmail, d.hrContactPhone)})`;
  return `${facts.companyName} has not named a contact yet; please ask your administrator`;
}

/** Everyone to ask: the points of contact (up to three), else HR, else the honest "not named yet". */
export function contactsLine(facts: OrganizationFacts, say: Pick<ChatPhrases, 'noContact'> = phrasesFor('en')): string {
  if (facts.pocs.length === 0 && !facts.details?.hrContactName) return say.noContact(facts.companyName);
  if (facts.pocs.length <= 1) return contactLine(facts);
  return facts.pocs
    .slice(0, 3)
    .map((poc) => `${poc.role}${poc.courseTitle ? ` (${poc.courseTitle})` : ''}: ${poc.name} (${poc.contact})`)
    .join('; ');
}

/** Reporting, help and who-to-ask questions get the organization's contact added. */
const contactWords = new RegExp(
  String.raw`\b(report\w*|help|contact\w*|whom?\s+(do|should|can|to|shall)\b|ask|incident|concern\w*|complain\w*|whistle\w*|escalat\w*|suspicious)\b`,
  'i',
);
export const asksForContact = (question: string) => contactWords.test(question);

/**
 * "Who do I contact about the training?", "who can help me?", "¿a quién pregunto?": asks only whom to turn to.
 * When the slides say nothing of it, the organization's contacts answer it (not a refusal naming slides).
 */
const whomToContact = new RegExp(
  String.raw`^\s*(who(m)?\s+((do|should|can|could|shall|may|must|would)\s+(i|we)\s+|to\s+)` +
    String.raw`(contact|ask|talk\s+to|speak\s+(to|with)|turn\s+to|go\s+to|reach|call|write\s+to|e-?mail|report\s+to|tell)\b|` +
    String.raw`who\s+(can|could|will)\s+help\s+(me|us)\b|(who|what)\s+(is|are)\s+(my|our|the)\s+(points?\s+of\s+)?contacts?\b)|` +
    String.raw`^\s*¿?\s*(a\s+)?qui[ée]n(es)?\s+(puedo|debo|tengo\s+que|hay\s+que|me\s+puede|nos\s+puede|contacto|pregunto|llamo|escribo|acudo)\b`,
  'iu',
);
export const asksWhomToContact = (question: string) => whomToContact.test(question);
