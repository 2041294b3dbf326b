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
  speak(text: string): Promise<Speech>;
  /** How many texts may be spoken at once with this provider. */
  readonly concurrency: number;
  close(): Promise<void>;
}
