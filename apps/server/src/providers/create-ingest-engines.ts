import os from 'node:os';
import type { Logger } from 'pino';
import type { Env } from '../config/env.ts';
import type { IngestEngines } from '../ports/ingest-engines.ts';
import { isDeckError } from './decks/deck-error.ts';
import { detectDeckType } from './decks/detect-deck-type.ts';
import { DeckReaders, defaultDeckLimits } from './decks/deck-process.ts';
import { findSoffice } from './decks/soffice.ts';
import { networkIsolation } from './decks/converter-sandbox.ts';
import { findProgram } from './find-program.ts';
import { aiServiceOf } from './ai-service.ts';
import { createBuiltinLanguageProvider } from './language/builtin-language-provider.ts';
import { narrateChecked } from './language/checked-narrator.ts';
import { createLanguageProcess } from './language/language-process.ts';
import { createOpenAiLanguageProvider } from './language/openai-language-provider.ts';
import { createEspeakSpeechProvider } from './speech/espeak-speech-provider.ts';
import { createOpenAiSpeechProvider } from './speech/openai-speech-provider.ts';
import { defaultVoices } from './speech/speech-voices.ts';
import type { Speech, SpeechProvider } from '../ports/speech-engine.ts';
import { toWebVtt } from './speech/web-vtt.ts';

export interface Engines extends IngestEngines {
  speech: SpeechProvider;
  /** LibreOffice's program, or null when PPTX slides are drawn from their text. */
  soffice: string | null;
  warmUp(): void;
  close(): Promise<void>;
}

type EngineSettings = Parameters<typeof aiServiceOf>[0] &
  Pick<Env, 'TTS_MODEL' | 'TTS_VOICE' | 'SOFFICE_PATH' | 'ESPEAK_PATH' | 'LAME_PATH' | 'SPEECH_ENGINE' | 'SPEECH_WORKERS'> &
  Partial<Pick<Env, 'DECK_MEMORY_MB' | 'DECK_SECONDS' | 'PDFTOPPM_PATH' | 'FLITE_PATH' | 'SPEECH_VOICE'>>;

/** The pipeline's engines from the settings: built-in and offline unless an AI service is configured. */
export function createIngestEngines(env: EngineSettings, logger?: Pick<Logger, 'warn' | 'info'>): Engines {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const workers = env.SPEECH_WORKERS || Math.max(1, Math.min(cores, 4));
  const ai = aiServiceOf(env);
  // The one language engine of the app: the pipeline narrates with it, and app.ts hands it to chat, quiz and the editor.
  const language = ai ? createOpenAiLanguageProvider(ai) : createBuiltinLanguageProvider();
  const speechEngine = env.SPEECH_ENGINE ?? (ai ? 'openai' : 'built-in');
  if (speechEngine === 'openai' && !ai) throw new Error('SPEECH_ENGINE=openai needs AI_BASE_URL');
  const speech =
    speechEngine === 'openai' && ai
      ? createOpenAiSpeechProvider({ ...ai, model: env.TTS_MODEL, voice: env.TTS_VOICE, concurrency: env.SPEECH_WORKERS || 4 })
      : createBuiltinSpeech(env, workers, logger);
  const soffice = findSoffice(env.SOFFICE_PATH);
  const pdftoppm = findProgram('pdftoppm', env.PDFTOPPM_PATH);
  if (logger && (soffice || pdftoppm)) logConverterNetwork(logger);
  const languageProcess = createLanguageProcess();
  const decks = new DeckReaders({
    memoryMb: env.DECK_MEMORY_MB ?? defaultDeckLimits.memoryMb,
    seconds: env.DECK_SECONDS ?? defaultDeckLimits.seconds,
  });

  // Every audio is stored with the name of the voice that spoke it, so a course can be re-spoken with a newer one.
  const named = (spoken: Speech, language: string | undefined) => ({
    ...spoken,
    voiceName: spoken.voiceName ?? speech.voiceOf?.(language) ?? speech.name,
  });

  return {
    language,
    speech,
    soffice,
    detectDeckType,
    isDeckError,
    // Decks are read in a bounded child process, off the server's event loop.
    inspectDeck: (file, type, options) => decks.inspect(file, type, options?.storedAs),
    openDeck: (file, type, { workDir, language, storedAs }) =>
      decks.open(file, type, {
        workDir,
        language,
        storedAs,
        soffice,
        pdftoppm,
        // A failed LibreOffice conversion (slides drawn from their text instead) or OCR cut short by the time limit.
        onWarning: (message) => logger?.warn({ problem: message }, 'The deck was read with a problem; the course goes on'),
      }),
    buildCourseModel: (slides, courseLanguage) => languageProcess.buildCourseModel(slides, courseLanguage),
    // The built-in narrator runs in the language process; an AI service's answers are checked here.
    narrateSlide: async (request) =>
      language.name === 'built-in' ? { text: await languageProcess.narrate(request), engine: 'built-in' } : narrateChecked(language, request),
    speak: async (text, language) => named(await speech.speak(text, language), language),
    speakContinuing: speech.speakContinuing
      ? async (text, language, earlier) => named(await speech.speakContinuing!(text, language, earlier), language)
      : undefined,
    voiceOf: (language) => speech.voiceOf?.(language) ?? speech.name,
    toWebVtt,
    speechConcurrency: speech.concurrency,
    warmUp: () => {
      if (language.name === 'built-in') languageProcess.warmUp();
      speech.warmUp?.();
    },
    close: async () => {
      decks.close();
      languageProcess.close();
      await speech.close();
    },
  };
}

/** Flite for English where it is installed, eSpeak NG for every other language and as Flite's fallback. */
function createBuiltinSpeech(env: EngineSettings, workers: number, logger?: Pick<Logger, 'warn' | 'info'>) {
  const voices = env.SPEECH_VOICE ?? defaultVoices;
  const flite = findProgram('flite', env.FLITE_PATH);
  if (!flite && voices.en && voices.en !== 'espeak') {
    logger?.warn(`English is spoken by eSpeak NG: Flite (voice ${voices.en}) is not installed (apt-get install flite) or FLITE_PATH is none`);
  }
  return createEspeakSpeechProvider({
    workers,
    program: findProgram('espeak-ng', env.ESPEAK_PATH),
    lame: findProgram('lame', env.LAME_PATH),
    flite,
    voices,
    onFliteFailed: (problem) => logger?.warn({ problem }, 'Flite could not speak a text; eSpeak NG spoke it instead'),
  });
}

/** Says once at start how the deck converters are kept from the network (README: Narrated courses). */
function logConverterNetwork(logger: Pick<Logger, 'warn' | 'info'>) {
  if (networkIsolation()) {
    logger.info('Deck converters (LibreOffice, pdftoppm) run without network, in a network namespace of their own');
  } else {
    logger.warn(
      'No network namespace can be made here (unshare --net): deck converters run with the network, so decks reach them without external links and without embedded documents (their preview pictures are drawn)',
    );
  }
}
