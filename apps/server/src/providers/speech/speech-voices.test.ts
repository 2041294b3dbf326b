import { describe, expect, it } from 'vitest';
import { baseLanguage, fliteStretch, parseSpeechVoices } from './speech-voices.ts';

describe('the voice of each course language (SPEECH_VOICE)', () => {
  it('gives English to Flite rms by default and takes another Flite voice or eSpeak NG', () => {
    expect(parseSpeechVoices(undefined)).toEqual({ en: 'rms' });
    expect(parseSpeechVoices('en=slt')).toEqual({ en: 'slt' });
    expect(parseSpeechVoices(' EN = espeak , de=espeak')).toEqual({ en: 'espeak', de: 'espeak' });
  });

  it('refuses a voice Flite does not have and Flite for a language it cannot speak', () => {
    expect(() => parseSpeechVoices('en=nosuch')).toThrow('the voice for en must be one of rms, slt, awb, kal, espeak');
    expect(() => parseSpeechVoices('de=rms')).toThrow('the voice for de must be one of espeak');
    expect(() => parseSpeechVoices('rms')).toThrow('"rms" is not language=voice, e.g. en=rms');
  });

  it('reads a regional course language as its base language', () => {
    expect(baseLanguage('en-GB')).toBe('en');
    expect(baseLanguage(undefined)).toBe('en');
  });

  it('follows the words-per-minute setting through duration_stretch, within the range the voice stays clear', () => {
    expect(fliteStretch('rms', 140)).toBe(1);
    expect(fliteStretch('rms', 120)).toBe(1.17);
    expect(fliteStretch('rms', 400)).toBe(0.75);
  });
});
