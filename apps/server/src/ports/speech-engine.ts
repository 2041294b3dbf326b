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
}

/** Turns an explanation into compressed audio with subtitle cues that follow it. */
export interface SpeechProvider {
  readonly name: string;
  /** `language`: the course's ISO 639-1 code; the voice follows it where the engine has one. */
  speak(text: string, language?: string): Promise<Speech>;
  /** How many texts may be spoken at once with this provider. */
  readonly concurrency: number;
  close(): Promise<void>;
}
