// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFormBeforeSlowScreen } from '../../../testing/render-form-before-slow-screen';
import { fakeToken, jsonResponse, renderSignInForm } from '../testing/auth-test-harness';
import { SuperAdminLoginForm } from './super-admin-login-form';

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('SuperAdminLoginForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('trims the credentials, shows Logging in..., stores token and tenant and opens the dashboard', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderSignInForm(<SuperAdminLoginForm />);
    submit('  root@complyra.test ', ' root-password ');

    await screen.findByText('Logging in...');
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'root@complyra.test', password: 'root-password' });

    const token = fakeToken({ sub: 'u1', role: 'SUPER_ADMIN', tenantId: 't1' });
    answer(jsonResponse(200, { token }));
    await screen.findByText('superuser dashboard');
    await screen.findByText('Login successful!');
    expect(router.state.location.pathname).toBe('/superuser/dashboard');
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('tenantId')).toBe('t1');
  });

  it('replaces the form with its success state at once, while the dashboard loads', async () => {
    const token = fakeToken({ sub: 'u1', role: 'SUPER_ADMIN', tenantId: 't1' });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { token })));
    renderFormBeforeSlowScreen(<SuperAdminLoginForm />);
    submit('root@complyra.test', 'root-password');

    await screen.findByText('Login successful!');
    expect(screen.getByRole('status').textContent).toBe('Opening the Super User Dashboard...');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('refuses any other role, clears the password and keeps no session', async () => {
    const token = fakeToken({ sub: 'u2', role: 'ADMIN', tenantId: 't2' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, { token }));
    vi.stubGlobal('fetch', fetchMock);
    renderSignInForm(<SuperAdminLoginForm />);
    submit('admin@acme.test', 'secret-password');

    await screen.findByText('Access denied. Super admin access required.');
    // The refused session is ended on the server too.
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('admin@acme.test');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    [401, { message: 'nope' }, 'Invalid email or password. Please check your credentials.'],
    [403, { message: 'nope' }, 'Access denied. Please check your credentials.'],
    [429, { message: 'Too many attempts. Try again in 5 minutes.' }, 'Too many attempts. Try again in 5 minutes.'],
    [500, {}, 'Login failed. Please try again.'],
    [200, {}, 'No token received from server'],
  ])('answers %i with the catalogue message', async (status, body, message) => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(status, body)));
    renderSignInForm(<SuperAdminLoginForm />);
    submit('root@complyra.test', 'wrong');
    await screen.findByText(message);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not call the server without both fields', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignInForm(<SuperAdminLoginForm />);
    submit('   ', 'x');
    await screen.findByText('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
