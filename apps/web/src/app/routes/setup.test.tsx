// @vitest-environment jsdom
import { setupMessages } from '@complyra/core/setup/setup.schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, renderWithProviders } from '../../testing/render-with-providers';
import SetupRoute from './setup';

function renderSetup(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/setup', element: <SetupRoute /> },
      { path: '/login', element: <h1>Super Admin Login</h1> },
      { path: '/superuser/dashboard', element: <h1>Super User Dashboard</h1> },
    ],
    { initialEntries: ['/setup?code=abc123'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return fetchMock;
}

describe('SetupRoute', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('creates the super user with the code from the link and opens the dashboard signed in', async () => {
    const token = fakeToken({ sub: 'u1', role: 'SUPER_ADMIN', tenantId: 't0' });
    const fetchMock = renderSetup((url, init) =>
      init?.method === 'POST' ? jsonResponse(200, { token }) : jsonResponse(200, { open: true }),
    );
    expect(await screen.findByRole('heading', { name: setupMessages.title })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Owner' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first-password' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'first-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create super user' }));

    expect(await screen.findByRole('heading', { name: 'Super User Dashboard' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/setup?code=abc123');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      code: 'abc123',
      name: 'Owner',
      email: 'owner@example.com',
      password: 'first-password',
    });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('says the link is not valid for a wrong code', async () => {
    renderSetup(() => jsonResponse(403, { message: setupMessages.invalidCode }));
    expect((await screen.findByRole('alert')).textContent).toBe(setupMessages.invalidCode);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('is gone once a super user exists: it sends people to the login', async () => {
    renderSetup(() => jsonResponse(404, { message: setupMessages.notAvailable }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Super Admin Login' })).toBeTruthy());
  });
});
