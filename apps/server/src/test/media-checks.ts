import type { TestApp } from './test-app.ts';

/** The cues of a WebVTT file, in seconds. */
export function parseVtt(vtt: string): { start: number; end: number; text: string }[] {
  const seconds = (t: string) => {
    const [h, m, s] = t.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  return vtt
    .split(/\n\n+/)
    .map((block) => block.match(/(\d\d:\d\d:\d\d\.\d\d\d) --> (\d\d:\d\d:\d\d\.\d\d\d)\n([\s\S]*)/))
    .filter((m): m is RegExpMatchArray => Boolean(m))
    .map((m) => ({ start: seconds(m[1]!), end: seconds(m[2]!), text: m[3]!.trim() }));
}

/** Fetches a signed media link through the app. */
export async function fetchMedia(app: TestApp, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.rawPayload };
}
