import type { Logger } from 'pino';
import type { Env } from '../../config/env.ts';
import { aiClientOfEnv } from '../../providers/openai/ai-client-of-env.ts';
import { createAiQuestionWriter } from './ai-question-engine.ts';
import { builtinQuestionWriter, type QuestionWriter } from './question-writer.ts';

/** The built-in engine by default; the AI service (with the built-in one behind it) when AI_BASE_URL is set. */
export function createQuestionWriter(env: Env, logger: Logger): QuestionWriter {
  const client = aiClientOfEnv(env);
  return client ? createAiQuestionWriter(client, logger.child({ engine: 'ai-questions' })) : builtinQuestionWriter;
}
