import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from './render-with-providers';

/**
 * Renders a form at /start whose next screens never finish loading (a slow chunk), so what the form shows
 * between its success and the next screen can be read.
 */
export function renderFormBeforeSlowScreen(form: ReactNode) {
  const neverLoads = () => new Promise<never>(() => {});
  const router = createMemoryRouter(
    [
      { path: '/start', element: form },
      ...['/superuser/dashboard', '/admin/dashboard', '/dashboard'].map((path) => ({ path, lazy: neverLoads })),
    ],
    { initialEntries: ['/start'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
