import { useCallback, useEffect, useRef, useState } from 'react';

// The browser's speech recognition (spec 001 §9: en-US, continuous, interim results). Not in the DOM
// typings, so the little of it we use is described here.
type RecognitionResultList = ArrayLike<ArrayLike<{ transcript: string }>>;
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Voice dictation: `toggle` starts and stops listening; the transcript updates live; stopping hands the
 * transcript to `onFinal`. Errors are only logged (spec). `isSupported` is false where the browser has none.
 */
export function useSpeechRecognition(onFinal: (transcript: string) => void) {
  const [isListening, setListening] = useState(false);
  const [transcript, setTranscript] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef('');
  const finalRef = useRef(onFinal);
  useEffect(() => {
    finalRef.current = onFinal;
  }, [onFinal]);
  const isSupported = recognitionConstructor() !== null;

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
    if (latest.current.trim()) finalRef.current(latest.current.trim());
    latest.current = '';
    setTranscript('');
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const r = new Constructor();
    r.lang = 'en-US';
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      const text = Array.from(event.results, (result) => result[0]?.transcript ?? '').join('');
      latest.current = text;
      setTranscript(text);
    };
    r.onerror = (event) => console.error('Speech recognition error:', event.error);
    r.onend = () => {
      if (recognition.current === r) stop();
    };
    recognition.current = r;
    latest.current = '';
    setTranscript('');
    try {
      r.start();
      setListening(true);
    } catch (error) {
      console.error('Speech recognition error:', error);
      recognition.current = null;
    }
  }, [stop]);

  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);
  return { isSupported, isListening, transcript, toggle };
}
