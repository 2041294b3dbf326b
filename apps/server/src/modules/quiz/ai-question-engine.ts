import { choiceLetters, type CourseModel, type SlideModel } from '@complyra/core';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ChatMessage, LanguageModel } from '../../ports/language-engine.ts';
import { ProviderError } from '../../ports/provider-error.ts';
import { generateBuiltinQuestions, type GenerateOptions, type GeneratedQuestions } from './builtin-question-engine.ts';
import { factFamily, familyOnSlide } from './fact-families.ts';
import { balanceLetters } from './letter-balance.ts';
import { type DraftQuestion, normalize, questionProblems, shapeProblems, slideText, writtenQuestionShape } from './question-checks.ts';
import type { QuestionWriter } from './question-writer.ts';

/**
 * The AI question writer: an OpenAI-compatible service writes the quiz from the course model, and nothing
 * it sends is trusted. Each question must pass the shape and every check of question-checks; the rejected
 * ones are asked for once more with the reasons, and whatever is still missing comes from the built-in engine.
 */

const replyShape = z.object({ questions: z.array(z.unknown()) });

/** OpenAI's strict mode takes a subset of JSON Schema: no `$schema`, no bounds. Zod's limits still apply on arrival. */
function strictSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const unsupported = new Set(['$schema', 'minLength', 'maxLength', 'minimum', 'maximum']);
  const strip = (node: unknown): unknown =>
    Array.isArray(node) ? node.map(strip)
      : node && typeof node === 'object' ? Object.fromEntries(Object.entries(node).filter(([key]) => !unsupported.has(key)).map(([key, value]) => [key, strip(value)]))
        : node;
  return strip(z.toJSONSchema(schema)) as Record<string, unknown>;
}

const replySchema = strictSchemaOf(z.object({ questions: z.array(writtenQuestionShape) }));

/**
 * OpenAI-compatible servers differ in what they accept: a strict JSON schema first, then plain JSON mode,
 * then only the prompt asking for JSON. A server that refuses one (a 4xx) is asked in the next.
 */
const replyFormats: { name: string; responseFormat?: Record<string, unknown> }[] = [
  { name: 'json_schema', responseFormat: { type: 'json_schema', json_schema: { name: 'quiz_questions', strict: true, schema: replySchema } } },
  { name: 'json_object', responseFormat: { type: 'json_object' } },
  { name: 'prompt' },
];

// 401, 403 and 429 refuse the caller, not the format: another format would not help.
const refusesFormat = (error: unknown) =>
  error instanceof ProviderError && error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500
  && ![401, 403, 429].includes(error.status);

const brief = (count: number) =>
  'You write the multiple-choice assessment of a workplace compliance training course from its slides. ' +
  `Write ${count} questions, each about one fact of one slide, different facts for different questions. For each question: ` +
  'four distinct, plausible choices A to D of the same kind with exactly one right answer; never "all of the above" or ' +
  '"none of the above"; the question must not contain its answer; a short hint that points to the idea or the slide ' +
  'without naming the answer; "slide" is the number of the slide the answer is on; use only numbers that appear on that slide. ' +
  'Answer with JSON only, one object of this shape: {"questions": [{"question": "…", "choices": {"A": "…", "B": "…", ' +
  '"C": "…", "D": "…"}, "correctAnswer": "A", "hint": "…", "slide": 2}]}';

// Enough of the course for the questions, within what a small model's context holds.
const maxCourseChars = 24_000;

function describeCourse(model: CourseModel): string {
  const slides = model.slides
    .filter((slide) => slide.role === 'content')
    .map((slide) => `Slide ${slide.number}: ${slideText(slide).replace(/\n+/g, '\n').slice(0, 1200)}`);
  return slides.join('\n\n').slice(0, maxCourseChars);
}

function avoidText(avoid: ReadonlySet<string>): string {
  const facts = [...avoid].filter((key) => !avoid.has(factFamily(key))).map((family) => family.slice(family.indexOf(':') + 1).replace(/:/g, ' '));
  return facts.length ? `\n\nThe learner has been asked about these facts before; ask about others:\n${facts.map((f) => `- ${f}`).join('\n')}` : '';
}

/** The JSON object in a reply: as sent, or inside a code fence or other words. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start < 0 || end <= start) return undefined;
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

interface Review {
  accepted: DraftQuestion[];
  rejected: string[];
}

/** The key check for a written question: a wrong choice the cited slide states as one of its points is a second right answer. */
function secondRightAnswers(question: DraftQuestion, slide: SlideModel): string[] {
  const points = new Set(slide.points.map((p) => normalize(p.text.replace(/[.;,]+$/, ''))));
  return choiceLetters.filter((letter) => letter !== question.correctAnswer && points.has(normalize(question.choices[letter])))
    .map((letter) => `choice ${letter} is also said on slide ${slide.number}, so it is right too`);
}

/** Checks every question of one reply; accepted ones join `review.accepted`, the others are described. */
function reviewReply(reply: string, model: CourseModel, options: GenerateOptions, review: Review) {
  const parsed = replyShape.safeParse(readJson(reply));
  if (!parsed.success) {
    review.rejected.push('the answer is not a JSON object of the form {"questions": [...]}');
    return;
  }
  for (const [i, raw] of parsed.data.questions.entries()) {
    if (review.accepted.length >= options.count) return;
    const label = `question ${i + 1}`;
    const shaped = writtenQuestionShape.safeParse(raw);
    if (!shaped.success) {
      review.rejected.push(`${label}: ${shapeProblems(shaped.error).join('; ')}`);
      continue;
    }
    const written = shaped.data;
    const slide = model.slides.find((s) => s.number === written.slide);
    const family = slide ? familyOnSlide(slide, written.question, written.choices[written.correctAnswer]) : `answer:${written.slide}`;
    const draft: DraftQuestion = { ...written, fact: `${family}:ai`, source: 'ai' };
    const problems = questionProblems(draft, model, review.accepted);
    if (options.avoidFamilies?.has(family)) problems.push('the learner was asked about this fact in an earlier attempt');
    const answer = normalize(written.choices[written.correctAnswer]);
    if ([...(options.avoidAnswers ?? [])].some((a) => normalize(a) === answer)) problems.push('the right answer was a right answer in the previous attempt');
    if (slide) problems.push(...secondRightAnswers(draft, slide));
    if (problems.length > 0) review.rejected.push(`${label} ("${written.question.slice(0, 80)}"): ${problems.join('; ')}`);
    else review.accepted.push(draft);
  }
}

export function createAiQuestionWriter(client: LanguageModel, logger: Logger): QuestionWriter {
  // The format this server took last time: no refused request on every quiz.
  let format = 0;

  async function ask(messages: ChatMessage[]): Promise<string> {
    for (;;) {
      const { name, responseFormat } = replyFormats[format]!;
      try {
        return await client.complete(messages, { temperature: 0.3, maxTokens: 4000, responseFormat });
      } catch (error) {
        if (!refusesFormat(error) || format === replyFormats.length - 1) throw error;
        logger.info({ format: name, err: (error as Error).message }, 'the AI service refused a reply format; trying the next');
        format++;
      }
    }
  }

  return async (model, options): Promise<GeneratedQuestions> => {
    const review: Review = { accepted: [], rejected: [] };
    const messages: ChatMessage[] = [
      { role: 'system', content: brief(options.count) },
      { role: 'user', content: `${describeCourse(model)}${avoidText(options.avoidFamilies ?? new Set())}` },
    ];
    try {
      const first = await ask(messages);
      reviewReply(first, model, options, review);
      const missing = options.count - review.accepted.length;
      if (missing > 0) {
        const keep = review.accepted.map((q) => `- ${q.question}`).join('\n');
        messages.push({ role: 'assistant', content: first }, {
          role: 'user',
          content: `These cannot be used:\n${review.rejected.map((r) => `- ${r}`).join('\n') || '- too few questions'}\n\n` +
            `Write ${missing} new questions that fix these points, in the same JSON shape${keep ? `, different from these accepted ones:\n${keep}` : '.'}`,
        });
        const rejectedFirst = review.rejected.length;
        reviewReply(await ask(messages), model, options, review);
        logger.info({ accepted: review.accepted.length, rejected: review.rejected.slice(rejectedFirst) }, 'AI quiz questions asked again');
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      logger.warn({ err: error.message }, 'the AI service wrote no quiz questions; the built-in engine writes them');
    }
    const missing = options.count - review.accepted.length;
    const rest = missing > 0
      ? generateBuiltinQuestions(model, { ...options, count: missing, earlier: [...(options.earlier ?? []), ...review.accepted] })
      : { questions: [], reusedFacts: false };
    return { questions: balanceLetters([...review.accepted, ...rest.questions], options.random), reusedFacts: rest.reusedFacts };
  };
}
