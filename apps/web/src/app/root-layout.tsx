import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { PageSpinner } from '../components/page-spinner';
import { SessionEndedRedirect } from './session-ended-redirect';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SessionEndedRedirect />
      <Header />
      <main className="flex flex-1 flex-col pt-16">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
