import type { Env } from '../config/env.ts';
import type { OpenAiSettings } from './openai/openai-client.ts';

type AiSettings = Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_SECONDS'>;

/**
 * The OpenAI-compatible service the settings name (AI_BASE_URL), or null for the built-in engines. The one
 * reader of the AI_* settings: the language and speech engines are both built from what it returns.
 */
export function aiServiceOf(env: AiSettings): OpenAiSettings | null {
  if (!env.AI_BASE_URL) return null;
  return { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_SECONDS * 1000 };
}
