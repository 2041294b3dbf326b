import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorBoundary } from './route-error';
import { SessionEndedRedirect } from './session-ended-redirect';

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
      <Footer />
    </div>
  );
}
