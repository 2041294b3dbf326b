import { parseWebVtt } from '../providers/speech/web-vtt.ts';
import type { TestApp } from './test-app.ts';

/** The cues of a WebVTT file, in seconds. */
export const parseVtt = parseWebVtt;

/** Fetches a signed media link through the app. */
export async function fetchMedia(app: TestApp, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.rawPayload };
}
