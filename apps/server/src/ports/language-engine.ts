import type { CourseModel } from '@complyra/core';
import type { DeckSlideText } from './deck-reader.ts';

export interface PointOfContact {
  role: string;
  name: string;
  contact: string;
}

export interface NarrationRequest {
  courseTitle: string;
  courseDescription: string;
  learningObjectives: string[];
  organizationName: string | null;
  pointsOfContact: PointOfContact[];
  slide: DeckSlideText;
  previous: DeckSlideText | null;
  next: DeckSlideText | null;
  totalSlides: number;
  /** The course model (built at ingest): the narrator speaks it, and decides course-wide things from it. */
  course?: CourseModel;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionOptions {
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
  /** The request's `response_format` (a JSON schema, or JSON mode); left out when unset. */
  responseFormat?: Record<string, unknown>;
}

/** A second attempt: the narration that was refused and why. */
export interface NarrationRetry {
  previous: string;
  problems: string[];
}

/** A model that writes free text: the chat's answers, quiz questions, an administrator's rewrite. */
export interface LanguageModel {
  /** One answer to a conversation. */
  complete(messages: ChatMessage[], options?: CompletionOptions): Promise<string>;
  /** The same answer as it is produced, piece by piece. */
  stream(messages: ChatMessage[], options?: CompletionOptions): AsyncIterable<string>;
}

/**
 * The language engine of the product, one for every feature (built once from the settings): it narrates
 * slides, and its `model` answers the chat, writes quiz questions and rewrites explanations. The built-in
 * engine has no model (null): those features then use their own built-in rules (course-model/, modules/).
 */
export interface LanguageProvider {
  /** 'built-in', or the service and its model. */
  readonly name: string;
  /** A few spoken sentences explaining one slide in the context of its deck. */
  narrateSlide(request: NarrationRequest, retry?: NarrationRetry): Promise<string>;
  readonly model: LanguageModel | null;
}
