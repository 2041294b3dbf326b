import { splitSentences, spreadCues, subtitleChunks } from './sentences.ts';
import type { SpeechReply, SpeechRequest } from './speech-worker.ts';
import type { Cue, EarlierRecording, Speech, SpeechProvider } from '../../ports/speech-engine.ts';
import { joinMp3 } from './mp3-join.ts';
import { parseWebVtt } from './web-vtt.ts';
import { ChildWorker } from '../../lib/child-worker.ts';
import { baseLanguage, fliteStretch, type FliteVoice, type VoiceChoice, spokenVoiceLabel, voiceLabel } from './speech-voices.ts';

/** Silence between sentences, so the narration breathes. */
const pauseSeconds = 0.3;

/** One speech process (speech-worker.ts); handles one request at a time. */
const startWorker = (program: string | null, lame: string | null) =>
  new ChildWorker<Omit<SpeechRequest, 'id'>, SpeechReply>(import.meta.url, 'speech-worker', {
    describe: 'speech engine',
    args: [program ?? '', lame ?? ''],
  });
type EspeakWorker = ReturnType<typeof startWorker>;

export interface EspeakOptions {
  /** Parallel eSpeak processes (each one request at a time). */
  workers: number;
  /** Debian's `espeak-ng` program; null or unset: the WebAssembly build from npm. */
  program?: string | null;
  voice?: string;
  wordsPerMinute?: number;
  /** Debian's `lame` program, which encodes the MP3; null or unset: the npm WebAssembly build. */
  lame?: string | null;
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

// eSpeak reads a leading "-" as an option; sentences never start with one once trimmed like this.
const spokenSentences = (text: string) => splitSentences(text).map((s) => s.replace(/^[-–—•*\s]+/, '')).filter(Boolean);

/**
 * Where an earlier recording by this engine can be kept: the sentences `sentences` opens with as it did,
 * their cues, and the time to join the rest at (after the pause that followed the last of them). Null when
 * they share no opening sentence, say the same, or the earlier subtitles do not follow its sentences.
 */
function continuing(earlier: EarlierRecording, sentences: string[]) {
  const before = spokenSentences(earlier.text);
  let shared = 0;
  while (shared < sentences.length && shared < before.length && sentences[shared] === before[shared]) shared++;
  if (shared === 0 || shared === sentences.length) return null;
  const cues = parseWebVtt(earlier.subtitleVtt);
  const counts = before.map((sentence) => subtitleChunks(sentence).length);
  if (cues.length !== counts.reduce((sum, n) => sum + n, 0)) return null;
  const kept = cues.slice(0, counts.slice(0, shared).reduce((sum, n) => sum + n, 0));
  return { shared, cues: kept, keepSeconds: kept.at(-1)!.end + pauseSeconds };
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
    const created = startWorker(options.program ?? null, options.lame ?? null);
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

  /** Speaks the sentences into one MP3, each sentence's measured length giving its subtitle cues. */
  async function speakSentences(sentences: string[], language: string | undefined): Promise<Speech> {
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
  }

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
    speak: (text, language) => speakSentences(spokenSentences(text), language),
    async speakContinuing(text, language, earlier) {
      const sentences = spokenSentences(text);
      const join = await continuing(earlier, sentences);
      if (!join) return speakSentences(sentences, language);
      const later = await speakSentences(sentences.slice(join.shared), language);
      // One voice per slide: when a fallback voice spoke the rest, the whole text is spoken again by it.
      if (spokenVoiceLabel(later.voice) !== earlier.voice) return speakSentences(sentences, language);
      const joined = joinMp3(earlier.audio, join.keepSeconds, later.audio);
      if (!joined) return speakSentences(sentences, language);
      const shift = (cue: Cue) => ({ ...cue, start: cue.start + joined.laterStartsAt, end: cue.end + joined.laterStartsAt });
      return {
        ...later,
        audio: joined.audio,
        durationSeconds: joined.laterStartsAt + later.durationSeconds,
        cues: [...join.cues, ...later.cues.map(shift)],
      };
    },
    async close() {
      closed = true;
      for (const worker of all) worker.close();
      all.clear();
      idle.length = 0;
    },
  };
}
