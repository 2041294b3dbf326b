import { lazy } from 'react';
import { BrowserRouter, matchPath, type RouteObject, useRoutes } from 'react-router';
import { paths, ROLES } from '../config/paths';
import { lazyScreen } from './lazy-screen';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

// Every screen is its own chunk: the landing page does not pay for the player or the dashboards.
const loadLanding = () => import('./routes/landing');
// Most first visits land on `/`: there its chunk is fetched alongside the app's start, not after the first render.
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadLanding();
const LandingRoute = lazy(loadLanding);
const LoginRoute = lazy(() => import('./routes/login'));
const AdminLoginRoute = lazy(() => import('./routes/admin-login'));
const SigninRoute = lazy(() => import('./routes/signin'));
const InviteRoute = lazy(() => import('./routes/invite'));
const SetupRoute = lazy(() => import('./routes/setup'));
const SuperuserDashboardRoute = lazy(() => import('./routes/superuser-dashboard'));
const AdminDashboardRoute = lazy(() => import('./routes/admin-dashboard'));
const AdminCoursePlayRoute = lazy(() => import('./routes/admin-course-play'));
const AdminCourseExplanationsRoute = lazy(() => import('./routes/admin-course-explanations'));
const AdminCourseQuestionsRoute = lazy(() => import('./routes/admin-course-questions'));
const DashboardRoute = lazyScreen(() => import('./routes/dashboard'));
const CoursePlayRoute = lazyScreen(() => import('./routes/course-play'));
const CourseQuizRoute = lazy(() => import('./routes/course-quiz'));
const CourseResultRoute = lazy(() => import('./routes/course-result'));
const QuizResultsRoute = lazy(() => import('./routes/quiz-results'));
const CertificateRoute = lazy(() => import('./routes/certificate'));
const VerifyCertificateRoute = lazy(() => import('./routes/verify-certificate'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

// The learner's two first screens: index.html already fetches their code beside the app's (modulepreload), so the
// first render waits for it instead of showing a spinner and then the screen (see lazyScreen).
const firstScreens = [
  { path: paths.dashboard.path, screen: DashboardRoute },
  { path: paths.coursePlay.path, screen: CoursePlayRoute },
];

/** Resolves once the screen for `pathname` can render at once (at most `waitMs`); at once for other screens. */
export function firstScreenReady(pathname: string, waitMs = 3000): Promise<unknown> {
  const first = firstScreens.find(({ path }) => matchPath(path, pathname));
  if (!first) return Promise.resolve();
  return Promise.race([first.screen.preload().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

// Declarative routing (useRoutes), not the data router: nothing here loads data through the router, and the
// data router's code is a fifth of the first page's JavaScript. RootLayout catches a screen that fails.
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <LandingRoute /> },
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.adminLogin.path, element: <AdminLoginRoute /> },
      { path: paths.signin.path, element: <SigninRoute /> },
      { path: paths.invite.path, element: <InviteRoute /> },
      { path: paths.setup.path, element: <SetupRoute /> },
      {
        path: paths.superuserDashboard.path,
        element: (
          <RequireAuth role={ROLES.superAdmin}>
            <SuperuserDashboardRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.adminDashboard.path,
        element: (
          <RequireAuth role={ROLES.admin}>
            <AdminDashboardRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.adminCoursePlay.path,
        element: (
          <RequireAuth role={ROLES.admin}>
            <AdminCoursePlayRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.dashboard.path,
        element: (
        // Signed out, the employee's dashboard leads to the employee's sign-in.
          <RequireAuth signInHref={paths.signin.getHref()}>
            <DashboardRoute />
          </RequireAuth>
        ),
      },
      {
        path: paths.coursePlay.path,
        element: (
          <RequireAuth>
            <CoursePlayRoute />
          </RequireAuth>
        ),
      },
      { path: paths.courseQuiz.path, element: <CourseQuizRoute /> },
      { path: paths.courseResult.path, element: <CourseResultRoute /> },
      { path: paths.adminCourseExplanations.path, element: <AdminCourseExplanationsRoute /> },
      { path: paths.adminCourseQuestions.path, element: <AdminCourseQuestionsRoute /> },
      // The spec: the user report is the same screen as the learner dashboard.
      // Only an admin opens it; the server answers only for the admin's own organization's people.
      {
        path: paths.adminUserReport.path,
        element: (
          <RequireAuth role={ROLES.admin}>
            <DashboardRoute />
          </RequireAuth>
        ),
      },
      { path: paths.quizResults.path, element: <QuizResultsRoute /> },
      { path: paths.certificate.path, element: <CertificateRoute /> },
      { path: paths.verifyCertificate.path, element: <VerifyCertificateRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
