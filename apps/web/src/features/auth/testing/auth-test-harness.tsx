import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../testing/render-with-providers';

export { fakeToken, jsonResponse } from '../../../testing/render-with-providers';

/** Renders a sign-in form at /start with stand-in screens for every place it may redirect to. */
export function renderSignInForm(form: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: form },
      { path: '/superuser/dashboard', element: <p>superuser dashboard</p> },
      { path: '/admin/dashboard', element: <p>admin dashboard</p> },
      { path: '/dashboard', element: <p>learner dashboard</p> },
    ],
    { initialEntries: ['/start'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
