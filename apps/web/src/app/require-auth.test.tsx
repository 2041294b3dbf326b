// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from './require-auth';

function token(payload: Record<string, unknown>) {
  return `e30.${btoa(JSON.stringify(payload))}.sig`;
}

function SignInPage() {
  const { state } = useLocation();
  return <p>login{(state as { returnTo?: string } | null)?.returnTo ? ` from ${(state as { returnTo: string }).returnTo}` : ''}</p>;
}

function renderGuarded(role?: 'ADMIN' | 'SUPER_ADMIN', entry = '/private') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/login', element: <SignInPage /> },
      {
        path: '/private',
        element: (
          <RequireAuth role={role}>
            <p>private</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireAuth', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('sends a visitor without a token to /login, telling it the address asked for', () => {
    renderGuarded('ADMIN', '/private?tenantId=t1');
    expect(screen.getByText('login from /private?tenantId=t1')).toBeTruthy();
  });

  it('sends an undecodable token to /', () => {
    localStorage.setItem('token', 'garbage');
    renderGuarded();
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('sends a role mismatch to /', () => {
    localStorage.setItem('token', token({ tenantId: 't1', role: 'ADMIN' }));
    renderGuarded('SUPER_ADMIN');
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('accepts a token carried by the address before it is stored', () => {
    renderGuarded(undefined, `/private?tenantId=t1&token=${token({ tenantId: 't1' })}`);
    expect(screen.getByText('private')).toBeTruthy();
  });

  it('lets a matching role, or any decodable token when no role is required, through', () => {
    localStorage.setItem('token', token({ tenantId: 't1', role: 'SUPER_ADMIN' }));
    renderGuarded('SUPER_ADMIN');
    expect(screen.getByText('private')).toBeTruthy();
    cleanup();
    localStorage.setItem('token', token({ tenantId: 't1' }));
    renderGuarded();
    expect(screen.getByText('private')).toBeTruthy();
  });
});
