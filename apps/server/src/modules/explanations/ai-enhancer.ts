import type { SlideModel } from '@complyra/core';
import type { ChatMessage, LanguageModel } from '../../ports/language-engine.ts';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { type Enhanced, enhanceBuiltIn, instructionsIn } from './builtin-enhancer.ts';
import { checkRewrite, firstProblem } from '../../course-model/narration-checks.ts';
import { averageSentenceLength, countWords, droppedPoints, isContactSentence, spokenSentences } from './explanation-measures.ts';
import { minimumCut } from './shorten-explanation.ts';

const brief =
  'You rewrite the spoken explanation of one slide of a workplace compliance training course, following the ' +
  'administrator\'s request. Keep every fact of the slide unless asked otherwise, and keep the sentence naming the ' +
  'point of contact when the explanation has one. Asked to make it shorter, cut at least a quarter of the words and ' +
  'keep every point of the slide. Asked to make it simpler, use shorter sentences and common words. Asked for an ' +
  'example, use only an example the slide or its speaker notes give. Write plain spoken sentences: no lists, ' +
  'markdown, headings, links or emojis. Answer with the new explanation only.';

const lengthRequest = /\b(short|shorter|shorten|concise|brief|condense|long|longer|expand|elaborate|detail|detailed)\b/i;

interface EnhanceAudience {
  organizationName: string | null;
  pointsOfContact: PointOfContact[];
}

/** The slide's points grouped by the block they were read from, so the model never joins two boxes. */
function pointsByBlock(slide: SlideModel): string {
  const blocks = new Map<number, string[]>();
  for (const point of slide.points) {
    const block = point.block ?? 0;
    blocks.set(block, [...(blocks.get(block) ?? []), `${'  '.repeat(point.level)}- ${point.text}`]);
  }
  if (blocks.size <= 1) return `Slide points:\n${[...blocks.values()].flat().join('\n')}`;
  return [...blocks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, lines], i) => `Slide block ${i + 1} of ${blocks.size}:\n${lines.join('\n')}`)
    .join('\n');
}

function describe(slide: SlideModel, text: string, prompt: string, context: EnhanceAudience) {
  return [
    `Slide ${slide.number}: ${slide.title}`,
    slide.points.length ? pointsByBlock(slide) : '',
    slide.notes ? `Speaker notes: ${slide.notes}` : '',
    context.organizationName ? `Organization: ${context.organizationName}` : '',
    context.pointsOfContact.length ? `Points of contact: ${context.pointsOfContact.map((c) => `${c.name} (${c.role}, ${c.contact})`).join('; ')}` : '',
    `Current explanation: ${text}`,
    `Request: ${prompt}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * What the built-in rules ask of a rewrite besides the narration checks: the contact sentence stays, every
 * point the old text said is still said (half its words, as a model rephrases), "shorter" cuts a quarter
 * and "simpler" does not lengthen the sentences.
 */
export function enhanceProblem(
  prompt: string,
  before: string,
  after: string,
  slide: SlideModel,
  contacts: PointOfContact[],
): string | null {
  const contact = spokenSentences(before).find((s) => isContactSentence(s, contacts));
  const named = contacts.find((c) => contact?.includes(c.name));
  if (contact && named && !after.includes(named.name)) return `it drops the sentence naming ${named.name}, the point of contact`;
  const dropped = droppedPoints(slide, before, after, 0.5)[0];
  if (dropped) return `it drops the slide's point "${dropped.text}"`;
  const instructions = instructionsIn(prompt);
  const cut = 1 - countWords(after) / Math.max(1, countWords(before));
  if (instructions.includes('shorter') && cut < minimumCut) return `it cuts only ${Math.max(0, Math.round(cut * 100))}% of the words, not a quarter`;
  if (instructions.includes('simpler words') && averageSentenceLength(after) > averageSentenceLength(before)) return 'its sentences are longer, not shorter';
  return null;
}

/**
 * A free-form request through the AI service. The answer must pass the narration checks and the enhance
 * rules; a failing one is asked for once more with the reason. If that fails too, a request the built-in
 * engine knows is done by it; otherwise the old text stays. Either way the reason is given.
 */
export async function enhanceWithAi(
  client: LanguageModel,
  prompt: string,
  text: string,
  slide: SlideModel,
  context: EnhanceAudience,
): Promise<Enhanced> {
  const messages: ChatMessage[] = [
    { role: 'system', content: brief },
    { role: 'user', content: describe(slide, text, prompt, context) },
  ];
  const lengthRelaxed = lengthRequest.test(prompt);
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = (await client.complete(messages, { temperature: 0.4, maxTokens: 700 })).replace(/\s+/g, ' ').trim();
    const found =
      firstProblem(checkRewrite({ slide, before: text, after: answer, lengthRelaxed })) ??
      enhanceProblem(prompt, text, answer, slide, context.pointsOfContact);
    if (!found) return { text: answer };
    problem = found;
    messages.push({ role: 'assistant', content: answer }, { role: 'user', content: `That cannot be used: ${found}. Please write it again.` });
  }
  const notUsed = `The AI service's rewrite was not used: ${problem}.`;
  if (instructionsIn(prompt).length > 0) {
    const builtIn = enhanceBuiltIn(prompt, text, { slide, ...context });
    if (builtIn.text !== text) return { text: builtIn.text, message: `${notUsed} The built-in engine's rewrite is shown instead.` };
  }
  return { text, message: notUsed };
}
