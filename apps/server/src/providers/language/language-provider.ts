import type { NarrationRequest } from '../../modules/ingest/ingest-engines.ts';

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

/**
 * The language work of the product behind one interface: narrating a slide now; chat, quiz generation
 * and enhancement build on `complete` and `stream` later.
 */
/** A second attempt: the narration that was refused and why. */
export interface NarrationRetry {
  previous: string;
  problems: string[];
}

export interface LanguageProvider {
  readonly name: string;
  /** A few spoken sentences explaining one slide in the context of its deck. */
  narrateSlide(request: NarrationRequest, retry?: NarrationRetry): Promise<string>;
  /** One answer to a conversation. */
  complete(messages: ChatMessage[], options?: CompletionOptions): Promise<string>;
  /** The same answer as it is produced, piece by piece. */
  stream(messages: ChatMessage[], options?: CompletionOptions): AsyncIterable<string>;
}

/** The built-in engine writes narrations only; free-form chat needs a model. */
export class LanguageUnavailableError extends Error {
  constructor() {
    super('Free-form answers need a language model. Set AI_BASE_URL (and AI_API_KEY) to an OpenAI-compatible service.');
  }
}
