import type { Logger } from 'pino';
import type { LanguageProvider } from '../../ports/language-engine.ts';
import { createAiQuestionWriter } from './ai-question-engine.ts';
import { builtinQuestionWriter, type QuestionWriter } from './question-writer.ts';

/** The built-in engine by default; the language engine's model (with the built-in one behind it) when it has one. */
export function createQuestionWriter(language: LanguageProvider, logger: Logger): QuestionWriter {
  return language.model ? createAiQuestionWriter(language.model, logger.child({ engine: 'ai-questions' })) : builtinQuestionWriter;
}
