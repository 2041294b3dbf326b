import type { ChatMessage, CompletionOptions } from '../../ports/language-engine.ts';
import { ProviderError } from '../../ports/provider-error.ts';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/**
 * The OpenAI wire format with plain fetch: chat completions (whole or streamed as server-sent events)
 * and audio speech. Works with hosted models and local servers that speak the same format.
 */
export class OpenAiClient {
  constructor(private readonly settings: OpenAiSettings) {}

  private url(path: string) {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  /** POSTs JSON; answers the response once headers arrive, errors named in words. */
  async post(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(this.url(path), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw this.failure(error, signal);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let detail = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: { message?: string } | string };
        detail = (typeof parsed.error === 'string' ? parsed.error : parsed.error?.message) ?? detail;
      } catch {
        // not JSON: keep the text
      }
      throw new ProviderError(`The AI service answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`, 'http', response.status);
    }
    return response;
  }

  /** A time-out or a dropped connection as a ProviderError. */
  failure(error: unknown, signal: AbortSignal): ProviderError {
    if (error instanceof ProviderError) return error;
    if (signal.aborted && (signal.reason as Error | undefined)?.name === 'TimeoutError') {
      return new ProviderError(`The AI service did not answer within ${Number((this.settings.timeoutMs / 1000).toFixed(1))} s.`, 'timeout');
    }
    return new ProviderError(`The AI service could not be reached: ${(error as Error).message}`, 'network');
  }

  private signal(options?: CompletionOptions) {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    return options?.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  }

  private chatBody(messages: ChatMessage[], options: CompletionOptions | undefined, stream: boolean) {
    return {
      model: this.settings.model,
      messages,
      stream,
      ...(options?.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options?.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
      ...(options?.responseFormat ? { response_format: options.responseFormat } : {}),
    };
  }

  async complete(messages: ChatMessage[], options?: CompletionOptions): Promise<string> {
    const signal = this.signal(options);
    const response = await this.post('/chat/completions', this.chatBody(messages, options, false), signal);
    let data: unknown;
    try {
      data = await response.json();
    } catch (error) {
      if (signal.aborted) throw this.failure(error, signal);
      throw new ProviderError('The AI service sent an answer that is not JSON.', 'malformed');
    }
    const content = (data as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new ProviderError('The AI service sent an answer without choices[0].message.content.', 'malformed');
    return content;
  }

  async* stream(messages: ChatMessage[], options?: CompletionOptions): AsyncGenerator<string> {
    const signal = this.signal(options);
    const response = await this.post('/chat/completions', this.chatBody(messages, options, true), signal);
    if (!response.body) throw new ProviderError('The AI service sent an empty stream.', 'malformed');
    const decoder = new TextDecoder();
    let buffer = '';
    let done = false;
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (!line.startsWith('data:')) continue; // comments, event names, blank separators
          const payload = line.slice(5).trim();
          if (payload === '[DONE]') {
            done = true;
            return;
          }
          let event: { choices?: { delta?: { content?: unknown } }[] };
          try {
            event = JSON.parse(payload) as typeof event;
          } catch {
            throw new ProviderError('The AI service sent a stream event that is not JSON.', 'malformed');
          }
          const piece = event?.choices?.[0]?.delta?.content;
          if (typeof piece === 'string' && piece) yield piece;
        }
      }
    } catch (error) {
      throw this.failure(error, signal);
    }
    if (!done) throw new ProviderError('The AI service ended the stream before [DONE].', 'malformed');
  }

  /** POST /audio/speech: MP3 bytes of the spoken text. */
  async speech(input: string, voice: string): Promise<Buffer> {
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    const response = await this.post('/audio/speech', { model: this.settings.model, voice, input, response_format: 'mp3' }, signal);
    try {
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw this.failure(error, signal);
    }
  }
}
