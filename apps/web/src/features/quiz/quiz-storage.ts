import type { QuizQuestionView, QuizResult } from '@complyra/core/quiz/quiz.schema';
import { storageKeys } from '../../lib/storage-keys';

// The spec's local-storage keys (lib/storage-keys.ts) only carry the screens across navigation and reloads: the
// server holds the attempt, the answers' key, the hints and the score, and never reads these.

export interface CurrentQuiz {
  attemptId: string;
  courseId: string;
  mcqs: QuizQuestionView[];
  answers: Record<string, string>;
  hints: Record<string, string>;
  notice: string | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage blocked: the screens fall back to the server.
  }
}

export const readCurrentQuiz = () => {
  const quiz = read<CurrentQuiz>(storageKeys.currentQuiz);
  return quiz && typeof quiz.attemptId === 'string' && Array.isArray(quiz.mcqs) ? quiz : null;
};
export const saveCurrentQuiz = (quiz: CurrentQuiz | null) => write(storageKeys.currentQuiz, quiz);
export const saveQuizResults = (result: QuizResult | null) => write(storageKeys.quizResults, result);
export const readQuizResults = () => read<QuizResult>(storageKeys.quizResults);
export const saveLastQuizCourseId = (courseId: string) => write(storageKeys.lastQuizCourseId, courseId);

export function readLastQuizCourseId(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.lastQuizCourseId);
  } catch {
    return null;
  }
}

/** Return to Dashboard: the stored quiz and results go. */
export function clearQuizState() {
  saveCurrentQuiz(null);
  saveQuizResults(null);
}
