/** Flite's voices in Debian's `flite` (CMU, BSD-style licence); `rms` is the clearest to a listener (bench:voice). */
export const fliteVoices = ['rms', 'slt', 'awb', 'kal'] as const;
export type FliteVoice = (typeof fliteVoices)[number];

/** A course language's voice: a Flite voice (English only) or eSpeak NG. */
export type VoiceChoice = FliteVoice | 'espeak';

/** The default: English by Flite `rms`, every other language by eSpeak NG. */
export const defaultVoices: Readonly<Record<string, VoiceChoice>> = { en: 'rms' };

/**
 * Reads SPEECH_VOICE ("en=rms", "en=slt", "en=espeak"; comma-separated per course language). Flite speaks
 * English only, so any other language accepts only `espeak`. Throws a message the settings check shows.
 */
export function parseSpeechVoices(setting: string | undefined): Record<string, VoiceChoice> {
  const voices: Record<string, VoiceChoice> = { ...defaultVoices };
  for (const pair of (setting ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [language, voice] = pair.split('=').map((p) => p.trim().toLowerCase());
    if (!language || !voice || !/^[a-z]{2}$/.test(language)) throw new Error(`"${pair}" is not language=voice, e.g. en=rms`);
    const allowed: readonly string[] = language === 'en' ? [...fliteVoices, 'espeak'] : ['espeak'];
    if (!allowed.includes(voice)) throw new Error(`the voice for ${language} must be one of ${allowed.join(', ')}`);
    voices[language] = voice as VoiceChoice;
  }
  return voices;
}

/** The course language's base code ("en-GB" → "en"); no language is English, as the course model assumes. */
export const baseLanguage = (language: string | undefined) => (language ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';

/**
 * Flite's own pace in words per minute at duration_stretch 1 (measured on narration, its lead-in silence
 * included); the stretch that gives the wanted pace is this over the wanted one.
 */
const fliteNaturalPace: Record<FliteVoice, number> = { rms: 140, slt: 152, awb: 150, kal: 160 };

/** Flite's duration_stretch for a pace, kept where the voice stays clear. */
export function fliteStretch(voice: FliteVoice, wordsPerMinute: number): number {
  const stretch = fliteNaturalPace[voice] / wordsPerMinute;
  return Math.round(Math.min(1.6, Math.max(0.75, stretch)) * 100) / 100;
}

/** How a voice is named to people ("Flite rms", "eSpeak NG"). */
export const voiceLabel = (voice: VoiceChoice) => (voice === 'espeak' ? 'eSpeak NG' : `Flite ${voice}`);

/** The name of the voice that actually spoke, from the speech worker's "flite rms" / "espeak-ng en-us". */
export function spokenVoiceLabel(workerVoice: string | undefined): string {
  const flite = workerVoice?.match(/^flite (\w+)$/)?.[1];
  return flite && (fliteVoices as readonly string[]).includes(flite) ? voiceLabel(flite as FliteVoice) : voiceLabel('espeak');
}
