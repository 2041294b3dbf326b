import { toSource } from './builtin-answer.ts';
import type { ChatIndex, SlideHit } from './chat-index.ts';
import type { ChatReply } from './refusal-reply.ts';
import { retrieve } from './retrieval.ts';

// "Which course covers phishing?": the general chatbot names the course (and its slides) a topic is taught in,
// rather than answering the topic's content from one slide. The topic is searched alone, as a question.

const course = String.raw`(?:courses?|trainings?|modules?|lessons?)`;
const topicPatterns = [
  new RegExp(String.raw`^\s*(?:which|what)\s+${course}\s+(?:covers?|is\s+about|are\s+about|talks?\s+about|teach(?:es)?|explains?|` +
    String.raw`deals?\s+with|mentions?|includes?|is\s+on|tells?\s+(?:me|us)\s+about|has\s+(?:something|anything)\s+(?:on|about))\s+(.+?)\s*[?.!]*$`, 'i'),
  new RegExp(String.raw`^\s*(?:is|are)\s+there\s+(?:a|an|any)\s+${course}\s+(?:on|about|covering|that\s+covers|which\s+covers)\s+(.+?)\s*[?.!]*$`, 'i'),
  new RegExp(String.raw`^\s*(?:do|does)\s+(?:i|we|my\s+\w+)\s+have\s+(?:a|an|any)\s+${course}\s+(?:on|about)\s+(.+?)\s*[?.!]*$`, 'i'),
  /^\s*is\s+there\s+anything\s+(?:on|about)\s+(.+?)\s*[?.!]*$/i,
  /^\s*(?:where|in\s+which\s+course)\s+(?:is|are)\s+(.+?)\s+(?:covered|taught|explained|discussed)\b.*$/i,
  /^\s*where\s+(?:can|do|should)\s+(?:i|we)\s+(?:learn|read|find\s+out|find\s+something)\s+(?:more\s+)?about\s+(.+?)\s*[?.!]*$/i,
];

/** The topic a question asks a course for ("phishing" in "Which course covers phishing?"), or null. */
export function topicAsked(question: string): string | null {
  for (const pattern of topicPatterns) {
    const topic = pattern.exec(question)?.[1]?.trim();
    if (topic) return topic;
  }
  return null;
}

const slideList = (slides: number[]) =>
  slides.length === 1 ? `slide ${slides[0]}` : `slides ${slides.slice(0, -1).join(', ')} and ${slides.at(-1)}`;

/**
 * Where the learner's courses teach a topic: each course the search finds it in, best first, with its slides
 * ("You'll find phishing in **Security Awareness**, slides 4 and 5."). Null when no slide holds it: the
 * question then goes the usual way (and is refused with the organization's contacts).
 */
export function courseForTopic(index: ChatIndex, topic: string): ChatReply | null {
  const hits = retrieve(index, topic);
  if (hits.length === 0) return null;
  const byCourse = new Map<string, SlideHit[]>();
  for (const hit of hits) byCourse.set(hit.courseId, [...(byCourse.get(hit.courseId) ?? []), hit]);
  const places = [...byCourse.values()].map(
    (slides) => `**${slides[0]!.courseTitle}**, ${slideList(slides.map((s) => s.slide).sort((a, b) => a - b))}`,
  );
  const where = places.length === 1 ? places[0] : `${places.slice(0, -1).join(', in ')}, and in ${places.at(-1)}`;
  // The topic as the learner wrote it, in a sentence that needs no agreement with it ("passwords", "GDPR"); course
  // titles in bold, as the chat's other replies name courses (the reply shows **bold** and nothing else of markdown).
  return { response: `You'll find ${topic} in ${where}.`, sources: hits.map((hit) => toSource(hit)) };
}
