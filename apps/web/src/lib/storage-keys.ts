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
  /** Session storage (this tab only): the sign-in page to send the user to after the server ended their session. */
  sessionEndedSignIn: 'sessionEndedSignIn',
} as const;

/** Writes a key, ignoring storage that is full or blocked (readers fall back to their defaults). */
export function rememberInStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked.
  }
}
