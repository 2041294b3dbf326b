import type { QuizQuestionView, QuizResult } from '@complyra/core/quiz/quiz.schema';

// The spec's local-storage keys. They only carry the screens across navigation and reloads: the server
// holds the attempt, the answers' key, the hints and the score, and never reads these.
export const quizStorageKeys = {
  currentQuiz: 'currentQuiz',
  quizResults: 'quizResults',
  lastQuizCourseId: 'lastQuizCourseId',
  userName: 'userName',
  retryType: (courseId: string) => `course_${courseId}_retryType`,
  courseName: (courseId: string) => `course_name_${courseId}`,
} as const;

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
  const quiz = read<CurrentQuiz>(quizStorageKeys.currentQuiz);
  return quiz && typeof quiz.attemptId === 'string' && Array.isArray(quiz.mcqs) ? quiz : null;
};
export const saveCurrentQuiz = (quiz: CurrentQuiz | null) => write(quizStorageKeys.currentQuiz, quiz);
export const saveQuizResults = (result: QuizResult | null) => write(quizStorageKeys.quizResults, result);
export const readQuizResults = () => read<QuizResult>(quizStorageKeys.quizResults);
export const saveLastQuizCourseId = (courseId: string) => write(quizStorageKeys.lastQuizCourseId, courseId);

export function readLastQuizCourseId(): string | null {
  try {
    return window.localStorage.getItem(quizStorageKeys.lastQuizCourseId);
  } catch {
    return null;
  }
}

export function readUserName(): string {
  try {
    return window.localStorage.getItem(quizStorageKeys.userName) || 'User';
  } catch {
    return 'User';
  }
}

/** Return to Dashboard: the stored quiz and results go. */
export function clearQuizState() {
  saveCurrentQuiz(null);
  saveQuizResults(null);
}
