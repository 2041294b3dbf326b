// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginForm } from './admin-login-form';
import { fakeToken, jsonResponse, renderSignInForm } from '../testing/auth-test-harness';

function submit(email: string, domain: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Domain'), { target: { value: domain } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

async function deniedMessage() {
  const dialog = await screen.findByRole('dialog', { name: 'Access Denied' });
  expect(
    within(dialog).getByText('Contact your organization\'s administrator or reach out to our support team for assistance.'),
  ).toBeTruthy();
  return dialog;
}

describe('AdminLoginForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for every field in the Access Denied dialog without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignInForm(<AdminLoginForm />);
    submit('admin@acme.test', '  ', 'secret');
    const dialog = await deniedMessage();
    expect(within(dialog).getByText('Please fill in all fields')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lower-cases and trims e-mail and domain, and sends an ADMIN to the admin dashboard', async () => {
    const token = fakeToken({ sub: 'u1', role: 'ADMIN', tenantId: 'tenant-9' });
    const fetchMock = vi.fn(async () => jsonResponse(200, { token }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderSignInForm(<AdminLoginForm />);
    submit(' Admin@ACME.test ', ' ACME.Test ', 'Secret-Password');

    await screen.findByText('admin dashboard');
    const [, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'admin@acme.test',
      domain: 'acme.test',
      password: 'Secret-Password',
    });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('tenantId')).toBe('tenant-9');
  });

  it('sends a SUPER_ADMIN to the super user dashboard', async () => {
    const token = fakeToken({ sub: 'u1', role: 'SUPER_ADMIN', tenantId: 'platform' });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { token })));
    renderSignInForm(<AdminLoginForm />);
    submit('root@complyra.test', 'complyra.test', 'root-password');
    await screen.findByText('superuser dashboard');
  });

  it('refuses other roles with Unauthorized role', async () => {
    const token = fakeToken({ sub: 'u1', role: 'EMPLOYEE', tenantId: 't' });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { token })));
    renderSignInForm(<AdminLoginForm />);
    submit('erin@acme.test', 'acme.test', 'password');
    const dialog = await deniedMessage();
    expect(within(dialog).getByText('Unauthorized role')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server\'s error, or Login failed when it gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { message: 'Your organization is inactive. Contact your platform administrator.' })),
    );
    renderSignInForm(<AdminLoginForm />);
    submit('admin@acme.test', 'acme.test', 'password');
    let dialog = await deniedMessage();
    expect(within(dialog).getByText('Your organization is inactive. Contact your platform administrator.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    dialog = await deniedMessage();
    expect(await within(dialog).findByText('Login failed')).toBeTruthy();
  });
});
