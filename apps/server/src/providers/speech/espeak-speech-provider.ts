import { splitSentences, spreadCues, subtitleChunks } from './sentences.ts';
import type { SpeechReply, SpeechRequest } from './speech-worker.ts';
import type { Cue, Speech, SpeechProvider } from '../../ports/speech-engine.ts';
import { ChildWorker } from '../../lib/child-worker.ts';
import { baseLanguage, fliteStretch, type FliteVoice, type VoiceChoice, spokenVoiceLabel, voiceLabel } from './speech-voices.ts';

/** Silence between sentences, so the narration breathes. */
const pauseSeconds = 0.3;

/** One speech process (speech-worker.ts); handles one request at a time. */
const startWorker = (program: string | null) =>
  new ChildWorker<Omit<SpeechRequest, 'id'>, SpeechReply>(import.meta.url, 'speech-worker', {
    describe: 'speech engine',
    args: program ? [program] : [],
  });
type EspeakWorker = ReturnType<typeof startWorker>;

export interface EspeakOptions {
  /** Parallel eSpeak processes (each one request at a time). */
  workers: number;
  /** Debian's `espeak-ng` program; null or unset: the WebAssembly build from npm. */
  program?: string | null;
  voice?: string;
  wordsPerMinute?: number;
  /** Debian's `flite` program; null or unset: eSpeak NG speaks every language. */
  flite?: string | null;
  /** Each course language's voice (speech-voices.ts); a language not named is spoken by eSpeak NG. */
  voices?: Readonly<Record<string, VoiceChoice>>;
  /** Told when Flite was asked but failed, so eSpeak NG spoke that text. */
  onFliteFailed?: (message: string) => void;
}

// eSpeak NG voices for course languages; English keeps the configured voice.
const espeakVoices = new Set(['es', 'de', 'fr', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'fi', 'cs', 'he', 'ar', 'ru', 'el', 'tr']);
const voiceFor = (language: string | undefined, english: string) => (language && espeakVoices.has(language) ? language : english);

/** The Flite voice of a course language, or null where eSpeak NG speaks it. */
function fliteVoiceFor(options: EspeakOptions, language: string | undefined): FliteVoice | null {
  const choice = options.voices?.[baseLanguage(language)];
  return options.flite && choice && choice !== 'espeak' ? choice : null;
}

/** The provider's name: which voice speaks English, and eSpeak NG for the rest ("flite rms (en), espeak-ng"). */
function providerName(options: EspeakOptions) {
  const english = fliteVoiceFor(options, 'en');
  return english ? `flite ${english} (en), espeak-ng` : 'espeak-ng';
}

/**
 * The built-in speech engine: Flite (English) or eSpeak NG in child processes (speech-worker.ts); each
 * sentence's measured length gives its subtitle cue.
 */
export function createEspeakSpeechProvider(options: EspeakOptions): SpeechProvider {
  const voice = options.voice ?? 'en-us';
  const wordsPerMinute = options.wordsPerMinute ?? 165;
  const idle: EspeakWorker[] = [];
  const all = new Set<EspeakWorker>();
  const waiting: ((worker: EspeakWorker) => void)[] = [];
  let closed = false;

  const startCounted = () => {
    const created = startWorker(options.program ?? null);
    all.add(created);
    return created;
  };
  const acquire = async (): Promise<EspeakWorker> => {
    if (closed) throw new Error('The speech engine is shut down.');
    // A worker that crashed while idle no longer counts against the limit.
    for (const known of all) if (known.exited) all.delete(known);
    let worker = idle.pop();
    while (worker?.exited) worker = idle.pop();
    if (worker) return worker;
    if (all.size < options.workers) return startCounted();
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (worker: EspeakWorker) => {
    if (worker.exited) {
      all.delete(worker);
      // A replacement starts for whoever waits.
      const next = waiting.shift();
      if (next && !closed) next(startCounted());
      return;
    }
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };

  return {
    name: providerName(options),
    voiceOf: (language) => {
      const flite = fliteVoiceFor(options, language);
      return flite ? voiceLabel(flite) : voiceLabel('espeak');
    },
    concurrency: options.workers,
    warmUp() {
      if (closed) return;
      for (const known of all) if (known.exited) all.delete(known);
      while (all.size < options.workers) idle.push(startCounted());
    },
    async speak(text, language) {
      // eSpeak reads a leading "-" as an option; sentences never start with one once trimmed like this.
      const sentences = splitSentences(text).map((s) => s.replace(/^[-–—•*\s]+/, '')).filter(Boolean);
      if (sentences.length === 0) throw new Error('There is no text to speak.');
      const worker = await acquire();
      try {
        const fliteVoice = fliteVoiceFor(options, language);
        const flite = fliteVoice
          ? { program: options.flite!, voice: fliteVoice, stretch: fliteStretch(fliteVoice, wordsPerMinute) }
          : undefined;
        const reply = await worker.ask({ sentences, voice: voiceFor(language, voice), wordsPerMinute, pauseSeconds, flite });
        if (reply.fliteFailed) options.onFliteFailed?.(reply.fliteFailed);
        const sampleRate = reply.sampleRate!;
        // Each sentence's measured length is its cue.
        const cues: Cue[] = [];
        let at = 0;
        (reply.sentenceSamples ?? []).forEach((length, i) => {
          const start = at / sampleRate;
          at += length;
          cues.push(...spreadCues(subtitleChunks(sentences[i] ?? ''), start, at / sampleRate));
          at += reply.pauseSamples ?? 0;
        });
        const mp3 = reply.mp3!;
        const audio = Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength);
        const durationSeconds = (at - (reply.pauseSamples ?? 0)) / sampleRate;
        return { audio, mimeType: 'audio/mpeg', durationSeconds, cues, voice: reply.voice, voiceName: spokenVoiceLabel(reply.voice) } satisfies Speech;
      } finally {
        release(worker);
      }
    },
    async close() {
      closed = true;
      for (const worker of all) worker.close();
      all.clear();
      idle.length = 0;
    },
  };
}
