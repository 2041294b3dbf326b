import type { CourseModel } from '@complyra/core';
import { type GenerateOptions, type GeneratedQuestions, generateBuiltinQuestions } from './builtin-question-engine.ts';

/** Writes a quiz from the course model: the built-in engine, or the AI service with the built-in one behind it. */
export type QuestionWriter = (model: CourseModel, options: GenerateOptions) => Promise<GeneratedQuestions>;

export const builtinQuestionWriter: QuestionWriter = async (model, options) => generateBuiltinQuestions(model, options);
