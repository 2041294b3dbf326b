import { storageKeys } from '../../../lib/storage-keys';

// Session storage keeps, per course and slide, the explanation as first loaded (for Clear) and the
// versions it replaced (for Revert). Spec §3: "Session storage holds explanation revert history".

const historyKey = storageKeys.explanationHistory;
const originalKey = storageKeys.explanationOriginal;

function read(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function pushPrevious(courseId: string, slide: number, previous: string) {
  const history = read(historyKey(courseId, slide));
  if (history.at(-1) === previous) return;
  window.sessionStorage.setItem(historyKey(courseId, slide), JSON.stringify([...history, previous]));
}

/** The previous version, removed from the history; null when there is none. */
export function popPrevious(courseId: string, slide: number): string | null {
  const history = read(historyKey(courseId, slide));
  const previous = history.pop();
  window.sessionStorage.setItem(historyKey(courseId, slide), JSON.stringify(history));
  return previous ?? null;
}

/** Remembers the explanation as first seen in this session, and answers it. */
export function rememberOriginal(courseId: string, slide: number, explanation: string): string {
  const stored = window.sessionStorage.getItem(originalKey(courseId, slide));
  if (stored !== null) return stored;
  window.sessionStorage.setItem(originalKey(courseId, slide), explanation);
  return explanation;
}

export function originalOf(courseId: string, slide: number): string | null {
  return window.sessionStorage.getItem(originalKey(courseId, slide));
}
