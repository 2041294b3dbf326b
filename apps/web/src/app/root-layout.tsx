import { Suspense } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { paths } from '../config/paths';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorBoundary } from './route-error';
import { SessionEndedRedirect } from './session-ended-redirect';

// The course player fills the window (slide, controls, subtitles and chat without scrolling): no footer.
const fillsWindow = (pathname: string) =>
  [paths.coursePlay.path, paths.adminCoursePlay.path].some((path) => matchPath(path, pathname));

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SessionEndedRedirect />
      <Header />
      <main className="flex flex-1 flex-col pt-16">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {fillsWindow(pathname) ? null : <Footer />}
    </div>
  );
}
