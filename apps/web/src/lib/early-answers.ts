/** What first-screen.js (inlined in index.html) asked for before the app's code arrived. */
type EarlyAnswers = { token: string; answers: Record<string, Promise<Response> | undefined> };

declare global {
  interface Window {
    __complyraEarlyAnswers?: EarlyAnswers;
  }
}

/** How long after the page opened an early answer may still be taken (a slow first screen takes seconds). */
export const earlyAnswerLifetimeMs = 60_000;

/**
 * The early answer to GET `path`, once: asked with this same session's token, and only the first time the app
 * asks (a refetch asks the server again). Null when there is none; the caller then fetches as usual.
 */
export function takeEarlyAnswer(path: string, token: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__complyraEarlyAnswers;
  if (!early || !token || early.token !== token) return null;
  // One the screen did not take while loading may be stale by the time something else asks: ask the server.
  if (performance.now() > earlyAnswerLifetimeMs) {
    delete window.__complyraEarlyAnswers;
    return null;
  }
  const answer = early.answers[path];
  if (!answer) return null;
  delete early.answers[path];
  return answer;
}
