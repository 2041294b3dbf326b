import type { SlideModel } from '@complyra/core';
import type { ChatMessage, LanguageModel } from '../../ports/language-engine.ts';
import type { PointOfContact } from '../../ports/language-engine.ts';
import type { Enhanced } from './builtin-enhancer.ts';
import { checkRewrite, firstProblem } from '../../course-model/narration-checks.ts';

const brief =
  'You rewrite the spoken explanation of one slide of a workplace compliance training course, following the ' +
  'administrator\'s request. Keep every fact of the slide unless asked otherwise. Write plain spoken sentences: no ' +
  'lists, markdown, headings, links or emojis. Answer with the new explanation only.';

const lengthRequest = /\b(short|shorter|shorten|concise|brief|condense|long|longer|expand|elaborate|detail|detailed)\b/i;

interface EnhanceAudience {
  organizationName: string | null;
  pointsOfContact: PointOfContact[];
}

function describe(slide: SlideModel, text: string, prompt: string, context: EnhanceAudience) {
  return [
    `Slide ${slide.number}: ${slide.title}`,
    slide.points.length ? `Slide points:\n${slide.points.map((p) => `- ${p.text}`).join('\n')}` : '',
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
 * A free-form request through the AI service. The answer must pass the narration checks; a failing one is
 * asked for once more with the reason, and if that fails too the old text stays and the reason is given.
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
    const found = firstProblem(checkRewrite({ slide, before: text, after: answer, lengthRelaxed }));
    if (!found) return { text: answer };
    problem = found;
    messages.push({ role: 'assistant', content: answer }, { role: 'user', content: `That cannot be used: ${found}. Please write it again.` });
  }
  return { text, message: `The AI service's rewrite was not used: ${problem}.` };
}
