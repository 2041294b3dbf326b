// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SigninRoute from './signin';

function renderSignin(oidcEnabled: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ enabled: oidcEnabled }), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/signin', element: <SigninRoute /> }], { initialEntries: ['/signin'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SigninRoute', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends employees to the identity provider when one is configured', async () => {
    renderSignin(true);
    const link = await screen.findByRole('link', { name: 'Continue with your organization account' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/login');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('offers e-mail and password without one, and keeps the admin and platform logins', async () => {
    renderSignin(false);
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organization admin' }).getAttribute('href')).toBe('/admin/login');
    expect(screen.getByRole('link', { name: 'Platform admin' }).getAttribute('href')).toBe('/login');
  });
});
