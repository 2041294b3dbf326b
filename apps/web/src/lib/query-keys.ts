// Every TanStack Query key in one place. A feature that must refresh another's data (a course
// assigned refreshes the statistics) names it here, not with a typed string. Keys that start alike
// nest: invalidating `tenantCourses(tenantId)` refreshes each of its lists.
/** all: every assigned course; enabled / disabled: the Active / Inactive Courses lists. */
export type TenantCourseList = 'all' | 'enabled' | 'disabled';

/** A server-paged list's page, search and order: part of its key, so each page is cached on its own. */
type ListKeyParams = { page?: number; limit?: number; sort?: string; order?: string; search?: string };

export const queryKeys = {
  oidcConfig: () => ['auth', 'oidc-config'] as const,
  invite: (token: string) => ['invite', token] as const,
  courses: {
    all: ['courses'] as const,
    list: (params?: ListKeyParams) =>
      params ? ([...queryKeys.courses.all, 'list', params] as const) : ([...queryKeys.courses.all, 'list'] as const),
  },
  /** The super user's summary cards; organizations and courses added or removed change it. */
  platformSummary: () => ['platform-summary'] as const,
  catalogueCourses: () => ['catalogue-courses'] as const,
  /** The voice of each course language; changes only with the server's settings. */
  courseVoices: () => ['course-voices'] as const,
  /** Every organization list lives under ['tenants']: one invalidation refreshes lists and counts. */
  tenants: {
    all: ['tenants'] as const,
    recent: () => [...queryKeys.tenants.all, 'recent'] as const,
    byStatus: (status: 'active' | 'inactive', params?: ListKeyParams) =>
      params ? ([...queryKeys.tenants.all, status, params] as const) : ([...queryKeys.tenants.all, status] as const),
  },
  tenantDetails: (tenantId: string) => ['tenant-details', tenantId] as const,
  tenantCourses: (tenantId: string, list?: TenantCourseList) =>
    list ? (['tenant-courses', tenantId, list] as const) : (['tenant-courses', tenantId] as const),
  coursePocs: (tenantId: string, courseId: string) => ['course-pocs', tenantId, courseId] as const,
  /** A course's changes to review and its completers of earlier versions (retraining). */
  courseChanges: (tenantId: string, courseId: string) => ['course-changes', tenantId, courseId] as const,
  statistics: (tenantId: string) => ['statistics', tenantId] as const,
  /** Without params: every page of the Users tab (what a change invalidates). */
  usersProgress: (tenantId: string, params?: ListKeyParams) =>
    params ? (['users-progress', tenantId, params] as const) : (['users-progress', tenantId] as const),
  recentActivity: (tenantId: string) => ['recent-activity', tenantId] as const,
  /** One employee's training cycles (recertification and retraining history), for their admin. */
  courseHistory: (tenantId: string, userId: string) => ['course-history', tenantId, userId] as const,
  /** The Reports tab's three reports under one set of filters. */
  adminReports: (tenantId: string, filters: Record<string, string | undefined>) => ['admin-reports', tenantId, filters] as const,
  /** The employee's own choice of reminder e-mails (Account menu). */
  reminderSettings: () => ['reminder-settings'] as const,
  /** The signed-in person's profile, or (with a user id) the profile an admin's report shows. */
  profile: (userId?: string) => (userId ? (['user-profile', userId] as const) : (['user-profile'] as const)),
  enabledCourses: (tenantId: string) => ['enabled-courses', tenantId] as const,
  userCourses: {
    all: ['user-courses'] as const,
    of: (userId: string) => [...queryKeys.userCourses.all, userId] as const,
  },
  courseSlides: (tenantId: string, courseId: string) => ['course-slides', tenantId, courseId] as const,
  courseExplanations: (tenantId: string, courseId: string) => ['course-explanations', tenantId, courseId] as const,
  /** A course's quiz question bank as the organization's admin curates it. */
  questionBank: (tenantId: string, courseId: string) => ['question-bank', tenantId, courseId] as const,
  /** The organization's name as the chat greets with it. */
  tenantCompany: (tenantId: string) => ['tenant-company', tenantId] as const,
  chatbotMaterial: (tenantId: string, courseId: string | null) => ['chatbot-material', tenantId, courseId] as const,
  certificateVerification: (code: string) => ['certificate-verification', code] as const,
  setup: (code: string) => ['setup', code] as const,
  /** A course's latest quiz result: a submission puts its own result there, so no older one shows first. */
  latestQuizResult: (courseId: string | null) => ['quiz-result', courseId] as const,
  /** How long a deleted organization's records are kept (a server setting). */
  recordsRetention: () => ['records-retention'] as const,
  /** The super user's contact inbox: every page and filter under one key. */
  contactInbox: (params?: ListKeyParams & { filter?: string }) =>
    params ? (['contact-inbox', params] as const) : (['contact-inbox'] as const),
  /** The organization's AI trail: its pages, its counts per course and an opened question. */
  aiTrail: (tenantId: string, part?: unknown) => (part === undefined ? (['ai-trail', tenantId] as const) : (['ai-trail', tenantId, part] as const)),
};
