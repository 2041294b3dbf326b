import type { NarrationRequest } from '../../modules/ingest/ingest-engines.ts';
import { classify, fragmentSentence, listPhrase } from './bullet-to-sentence.ts';
import { type LanguageProvider, LanguageUnavailableError } from './language-provider.ts';

// The built-in narrator: deterministic, offline, no model. It writes what a trainer would say about a
// slide: where it sits in the course, what it means in practice, why it matters, what comes next.

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
const cleanTitle = (title: string) => title.replace(/\s*\(\d+\)\s*$/, '').replace(/[.:]+$/, '').trim();
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

function opening(r: NarrationRequest, variant: number): string {
  const title = cleanTitle(r.slide.title);
  const org = r.organizationName;
  if (r.slide.number === 1) {
    const welcome = org ? `Welcome to ${r.courseTitle}, prepared for everyone at ${org}.` : `Welcome to ${r.courseTitle}.`;
    const about = r.courseDescription.trim() ? ` ${sentence(r.courseDescription.trim().split(/(?<=[.!?])\s/)[0] ?? '')}` : '';
    return `${welcome}${about}`;
  }
  if (!title) return ['Let us take a closer look at this slide.', 'Here is the next part of the picture.'][variant % 2]!;
  const previous = r.previous ? cleanTitle(r.previous.title) : '';
  const options = [
    `Let's turn to ${lowerFirst(title)}.`,
    `This slide is about ${lowerFirst(title)}.`,
    `Now we come to ${lowerFirst(title)}.`,
    previous && previous !== title ? `Having looked at ${lowerFirst(previous)}, we move on to ${lowerFirst(title)}.` : `Next up is ${lowerFirst(title)}.`,
  ];
  return options[variant % options.length]!;
}

/** The objective that shares most words with the slide, if any shares one. */
function matchingObjective(r: NarrationRequest): string | null {
  const slideWords = words(`${r.slide.title} ${r.slide.text} ${r.slide.notes}`);
  let best: { objective: string; score: number } | null = null;
  for (const objective of r.learningObjectives) {
    const score = [...words(objective)].filter((w) => slideWords.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { objective, score };
  }
  return best?.objective ?? null;
}

const askForHelp = /\b(report|incident|question|help|contact|suspicious|breach|concern|unsure)\b/i;

/** The point of contact where it fits: the first slide of a run about reporting or help, and the last slide. */
function contactSentence(r: NarrationRequest, isLast: boolean): string | null {
  const contact = r.pointsOfContact[0];
  if (!contact) return null;
  const fits = askForHelp.test(`${r.slide.title} ${r.slide.text}`);
  const previousFits = r.previous ? askForHelp.test(`${r.previous.title} ${r.previous.text}`) : false;
  if (!isLast && !(fits && !previousFits)) return null;
  const who = contact.role ? `${contact.name}, our ${contact.role},` : contact.name;
  return `If anything is unclear, ${who} is there to help${contact.contact ? ` at ${contact.contact}` : ''}.`;
}

export function narrateSlide(r: NarrationRequest): string {
  const variant = hash(`${r.courseTitle}|${r.slide.number}|${r.slide.title}`);
  const parts: string[] = [opening(r, variant)];
  const isLast = r.slide.number === r.totalSlides;

  const bullets = r.slide.text.split('\n').map((b) => b.trim()).filter((b) => b.length > 1);
  const fragments = bullets.map(classify);
  fragments.slice(0, 3).forEach((fragment, i) => parts.push(fragmentSentence(fragment, variant + i, i)));
  if (fragments.length > 3) {
    const rest = fragments.slice(3, 6).map((f) => f.text);
    parts.push(`The slide also mentions ${listPhrase(rest)}${fragments.length > 6 ? ', among other points' : ''}.`);
  }
  if (bullets.length === 0 && !r.slide.notes) {
    parts.push('Take a moment to look at the slide before we continue.');
  }

  // Speaker notes are written to be said aloud: they carry the presenter's own emphasis.
  const notes = r.slide.notes.replace(/\s+/g, ' ').trim();
  if (notes) parts.push(...(notes.match(/[^.!?]+[.!?]*/g) ?? []).slice(0, 2).map((s) => sentence(s)));

  const objective = matchingObjective(r);
  if (objective && r.slide.number > 1 && variant % 3 !== 0) {
    parts.push(`This supports one of the goals of the course: ${lowerFirst(objective.replace(/[.]+$/, ''))}.`);
  } else if (r.organizationName && r.slide.number > 1 && variant % 4 === 1) {
    parts.push(`At ${r.organizationName}, this applies to every one of us.`);
  }
  const contact = contactSentence(r, isLast);
  if (contact) parts.push(contact);

  if (r.slide.number === 1 && r.learningObjectives.length) {
    parts.push(`By the end, you will be able to ${listPhrase(r.learningObjectives.slice(0, 3).map((o) => lowerFirst(o.replace(/[.]+$/, ''))))}.`);
  }
  if (isLast) {
    parts.push(`That brings us to the end of ${r.courseTitle}${r.organizationName ? ` at ${r.organizationName}` : ''}. Thank you for taking the time to learn this.`);
  } else if (r.next?.title) {
    const next = lowerFirst(cleanTitle(r.next.title));
    parts.push([`Next, we will look at ${next}.`, `Up next: ${next}.`, `With that in mind, let's move on to ${next}.`][variant % 3]!);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The built-in language provider: narration without a model; chat needs a configured service. */
export function createBuiltinLanguageProvider(): LanguageProvider {
  return {
    name: 'built-in',
    narrateSlide: async (request) => narrateSlide(request),
    complete: async () => {
      throw new LanguageUnavailableError();
    },

    stream: async function* () {
      throw new LanguageUnavailableError();
    },
  };
}
