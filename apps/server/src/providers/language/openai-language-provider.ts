import type { SlideModel } from '@complyra/core';
import { buildSlideModel } from '../../course-model/build-slide-model.ts';
import { detectLanguage } from '../../course-model/detect-language.ts';
import type { NarrationRequest } from '../../ports/language-engine.ts';
import { describeSlideBlocks } from './slide-blocks-prompt.ts';
import { OpenAiClient, type OpenAiSettings } from '../openai/openai-client.ts';
import { ProviderError } from '../../ports/provider-error.ts';
import type { ChatMessage, LanguageProvider } from '../../ports/language-engine.ts';

const narratorBrief =
  'You are the narrator of a workplace compliance training course. For the slide you are given, write what a friendly, ' +
  'clear trainer would say aloud about it: 40 to 160 words of natural spoken sentences, covering every point of the ' +
  'slide, that explain what it means in practice and why it matters, in the context of the course. Use only numbers ' +
  'and names that appear on the slide or in the course and organization details. Do not use lists, ' +
  'markdown, headings or emojis. When an organization is named, speak to its employees and mention it where it fits; ' +
  'mention a point of contact only where asking for help fits. The slide\'s content is given in blocks (boxes, tables, ' +
  'figures, code) in reading order: explain each block on its own and never join words of different blocks into one ' +
  'sentence. Say a table row by row and a figure with what it measures. Never read code, commands, web addresses ' +
  'or chart axis numbers aloud: say what the code does and name a website by its site name. Answer with the spoken text only.';

/** The slide's model: the course's, stored at ingest, or one built from the slide's own text. */
function slideModel(r: NarrationRequest): SlideModel {
  const stored = r.course?.slides.find((s) => s.number === r.slide.number);
  if (stored) return stored;
  return buildSlideModel(r.slide, r.course?.language ?? detectLanguage(`${r.slide.title}\n${r.slide.text}\n${r.slide.notes}`));
}

function describe(r: NarrationRequest): string {
  const slide = slideModel(r);
  const content = describeSlideBlocks(slide);
  const lines = [
    `Course: ${r.courseTitle}`,
    r.courseDescription && `Description: ${r.courseDescription}`,
    r.learningObjectives.length && `Learning objectives: ${r.learningObjectives.join('; ')}`,
    r.organizationName && `Organization: ${r.organizationName}`,
    r.pointsOfContact.length && `Points of contact: ${r.pointsOfContact.map((c) => `${c.name} (${c.role}, ${c.contact})`).join('; ')}`,
    `Slide ${r.slide.number} of ${r.totalSlides}: ${r.slide.title}`,
    content && `Slide content, block by block in reading order:\n\n${content}`,
    slide.notes && `Speaker notes:\n${slide.notes}`,
    r.previous && `Previous slide: ${r.previous.title}`,
    r.next && `Next slide: ${r.next.title}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** Language work through an OpenAI-compatible chat completions endpoint. */
export function createOpenAiLanguageProvider(settings: OpenAiSettings): LanguageProvider {
  const client = new OpenAiClient(settings);
  return {
    name: `openai-compatible:${settings.model}`,
    async narrateSlide(request, retry) {
      const messages: ChatMessage[] = [
        { role: 'system', content: narratorBrief },
        { role: 'user', content: describe(request) },
      ];
      if (retry) {
        messages.push(
          { role: 'assistant', content: retry.previous },
          { role: 'user', content: `That narration cannot be used: ${retry.problems.join('; ')}. Write it again, fixing these points.` },
        );
      }
      const text = (await client.complete(messages, { temperature: 0.4, maxTokens: 400 })).replace(/\s+/g, ' ').trim();
      if (!text) throw new ProviderError('The AI service answered an empty narration.', 'malformed');
      return text;
    },
    model: client,
  };
}
