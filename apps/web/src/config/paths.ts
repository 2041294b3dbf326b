// The route table in one place. `path` is the router pattern; `getHref` builds a link.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  adminLogin: { path: '/admin/login', getHref: () => '/admin/login' },
  signin: { path: '/signin', getHref: () => '/signin' },
  // First-run set-up; the server prints the link with its one-time code.
  setup: { path: '/setup', getHref: (code: string) => `/setup?code=${encodeURIComponent(code)}` },
  // The one-time link an employee added without a password gets (the server builds `/invite/{token}`).
  invite: { path: '/invite/:token', getHref: (token: string) => `/invite/${encodeURIComponent(token)}` },
  superuserDashboard: { path: '/superuser/dashboard', getHref: () => '/superuser/dashboard' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  adminCoursePlay: {
    path: '/admin/course/:courseId/play',
    getHref: (courseId: string) => `/admin/course/${encodeURIComponent(courseId)}/play`,
  },
  adminCourseQuestions: {
    path: '/admin/course/:courseId/questions',
    getHref: (courseId: string) => `/admin/course/${encodeURIComponent(courseId)}/questions`,
  },
  adminCourseExplanations: {
    path: '/admin/course/:courseId/explanations',
    getHref: (courseId: string) => `/admin/course/${encodeURIComponent(courseId)}/explanations`,
  },
  adminUserReport: {
    path: '/admin/reports/user/:userId',
    getHref: (userId: string) => `/admin/reports/user/${encodeURIComponent(userId)}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  coursePlay: {
    path: '/dashboard/course/:courseId/play',
    getHref: (courseId: string) => `/dashboard/course/${encodeURIComponent(courseId)}/play`,
  },
  courseQuiz: {
    path: '/dashboard/course/:courseId/quiz',
    getHref: (courseId: string) => `/dashboard/course/${encodeURIComponent(courseId)}/quiz`,
  },
  courseResult: {
    path: '/dashboard/course/:courseId/result',
    getHref: (courseId: string) => `/dashboard/course/${encodeURIComponent(courseId)}/result`,
  },
  quizResults: { path: '/quiz-results', getHref: () => '/quiz-results' },
  certificate: { path: '/certificate', getHref: () => '/certificate' },
  // Public: the QR code on every certificate points here.
  verifyCertificate: { path: '/verify/:code', getHref: (code: string) => `/verify/${encodeURIComponent(code)}` },
} as const;

export const ROLES = { superAdmin: 'SUPER_ADMIN', admin: 'ADMIN' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
