import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ThemeProvider } from '../../../components/theme/theme-provider';
import { Toaster } from '../../../components/ui/sonner';

/** A JWT-shaped string; the browser never checks the signature. */
export function fakeToken(payload: Record<string, unknown>): string {
  return `e30.${btoa(JSON.stringify(payload))}.sig`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Renders a sign-in form at /start with stand-in screens for every place it may redirect to. */
export function renderSignInForm(form: ReactNode) {
  // jsdom has no matchMedia; sonner needs one.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/start', element: form },
      { path: '/superuser/dashboard', element: <p>superuser dashboard</p> },
      { path: '/admin/dashboard', element: <p>admin dashboard</p> },
      { path: '/dashboard', element: <p>learner dashboard</p> },
    ],
    { initialEntries: ['/start'] },
  );
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}
