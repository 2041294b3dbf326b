// The spec's local-storage key names, in one place (spec 000 §4, 001 §3). A feature that reads what
// another wrote names the key through here, never as a typed string.
export const storageKeys = {
  token: 'token',
  tenantId: 'tenantId',
  theme: 'theme',
  userName: 'userName',
  currentQuiz: 'currentQuiz',
  quizResults: 'quizResults',
  lastQuizCourseId: 'lastQuizCourseId',
  courseName: (courseId: string) => `course_name_${courseId}`,
  courseRetryType: (courseId: string) => `course_${courseId}_retryType`,
  courseMaterial: (courseId: string) => `course_material_${courseId}`,
  /** Session storage: the explanation editor's versions a slide's explanation replaced (for Revert). */
  explanationHistory: (courseId: string, slide: number) => `explanation_history_${courseId}_${slide}`,
  /** Session storage: a slide's explanation as first loaded in the editor (for Clear). */
  explanationOriginal: (courseId: string, slide: number) => `explanation_original_${courseId}_${slide}`,
  /** Session storage (this tab only): the sign-in page to send the user to after the server ended their session. */
  sessionEndedSignIn: 'sessionEndedSignIn',
} as const;

/** Reads a key; null where storage is blocked or the key is not set. */
export function readFromStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The learner's name as the dashboard stored it, for the certificate screens ('User' when unknown). */
export const readUserName = () => readFromStorage(storageKeys.userName) || 'User';

/** Writes a key, ignoring storage that is full or blocked (readers fall back to their defaults). */
export function rememberInStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked.
  }
}
