// @vitest-environment jsdom
import { setupMessages } from '@complyra/core/setup/setup.schema';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse } from '../../../testing/render-with-providers';
import { renderFormBeforeSlowScreen } from '../../../testing/render-form-before-slow-screen';
import { SetupForm } from './setup-form';

describe('SetupForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('replaces the form with its success state at once, while the Super User Dashboard loads', async () => {
    const token = fakeToken({ sub: 'u1', role: 'SUPER_ADMIN', tenantId: 't1' });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(201, { token })));
    renderFormBeforeSlowScreen(<SetupForm code="setup-code" />);
    for (const [label, value] of [
      ['Name', 'Root User'],
      ['Email', 'root@acme.test'],
      ['Password', 'root-password'],
      ['Repeat the password', 'root-password'],
    ]) {
      fireEvent.change(screen.getByLabelText(label!, { exact: true }), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create super user' }));

    expect(await screen.findByText(setupMessages.created)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Opening the Super User Dashboard...');
    expect(screen.queryByRole('button', { name: 'Create super user' })).toBeNull();
  });
});
