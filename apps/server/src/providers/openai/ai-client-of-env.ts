import type { Env } from '../../config/env.ts';
import { OpenAiClient } from './openai-client.ts';

/** The OpenAI-compatible service the settings name (AI_BASE_URL), or null for the built-in engines. */
type AiSettings = Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_SECONDS'>;

export function aiClientOfEnv(env: AiSettings): OpenAiClient | null {
  if (!env.AI_BASE_URL) return null;
  const timeoutMs = env.AI_TIMEOUT_SECONDS * 1000;
  return new OpenAiClient({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs });
}
