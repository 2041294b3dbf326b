/** A subtitle cue: seconds from the start of the audio. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface Speech {
  audio: Buffer;
  mimeType: 'audio/mpeg';
  durationSeconds: number;
  cues: Cue[];
  /** Which voice spoke ("flite rms", "espeak-ng en-us"), where the engine tells. */
  voice?: string;
  /** The voice that spoke, named as voiceOf names voices ("Flite rms"); a fallback voice names itself. */
  voiceName?: string;
}

/** A stored recording of `text` by this engine: its MP3, its WebVTT subtitles and the voice that spoke it. */
export interface EarlierRecording {
  text: string;
  audio: Buffer;
  subtitleVtt: string;
  voice: string | null;
}

/** Turns an explanation into compressed audio with subtitle cues that follow it. */
export interface SpeechProvider {
  readonly name: string;
  /** `language`: the course's ISO 639-1 code; the voice follows it where the engine has one. */
  speak(text: string, language?: string): Promise<Speech>;
  /**
   * Speaks `text` keeping the opening sentences it says word for word as `earlier` did (an organization's
   * copy of a slide that names the organization only near its end): only the rest is spoken, and sounds as
   * if the whole text had been. Speaks all of `text` when it cannot keep any.
   */
  speakContinuing?(text: string, language: string | undefined, earlier: EarlierRecording): Promise<Speech>;
  /** The voice a course in `language` is spoken with, as people read it ("Flite rms"), where the engine tells. */
  voiceOf?(language?: string): string;
  /** How many texts may be spoken at once with this provider. */
  readonly concurrency: number;
  /** Starts what speaking needs (its worker processes) before the first text comes. */
  warmUp?(): void;
  close(): Promise<void>;
}
