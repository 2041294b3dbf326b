import { OpenAiClient, type OpenAiSettings } from '../openai/openai-client.ts';
import { ProviderError } from '../../ports/provider-error.ts';
import { mp3DurationSeconds } from './mp3.ts';
import { splitSentences, spreadCues, subtitleChunks } from './sentences.ts';
import type { SpeechProvider } from '../../ports/speech-engine.ts';

/**
 * Speech through an OpenAI-compatible POST /audio/speech (MP3). The service gives no timings, so the
 * cues spread the measured duration over the sentences by weighted character count.
 */
export function createOpenAiSpeechProvider(settings: OpenAiSettings & { voice: string; concurrency?: number }): SpeechProvider {
  const client = new OpenAiClient(settings);
  return {
    name: `openai-compatible:${settings.model}`,
    concurrency: settings.concurrency ?? 4,
    async speak(text) {
      const audio = await client.speech(text, settings.voice);
      const durationSeconds = mp3DurationSeconds(audio);
      if (durationSeconds <= 0) throw new ProviderError('The AI service sent speech that is not MP3 audio.', 'malformed');
      const chunks = splitSentences(text).flatMap((s) => subtitleChunks(s));
      return { audio, mimeType: 'audio/mpeg', durationSeconds, cues: spreadCues(chunks, 0, durationSeconds) };
    },
    close: async () => {},
  };
}
