// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse } from '../../../testing/render-with-providers';
import { renderFormBeforeSlowScreen } from '../../../testing/render-form-before-slow-screen';
import { AcceptInviteForm } from './accept-invite-form';

describe('AcceptInviteForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('replaces the form with its success state at once, while the dashboard loads', async () => {
    const token = fakeToken({ sub: 'u1', role: 'EMPLOYEE', tenantId: 't1' });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { token })));
    renderFormBeforeSlowScreen(<AcceptInviteForm token="invite-token" email="ivy@acme.test" />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret-pass' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByText('Your password is set. Welcome!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Opening your dashboard...');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set password and sign in' })).toBeNull();
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('keeps the form when the invite is refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(410, { message: 'This invite link has expired.' })));
    renderFormBeforeSlowScreen(<AcceptInviteForm token="invite-token" email="ivy@acme.test" />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret-pass' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByText('This invite link has expired.')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
