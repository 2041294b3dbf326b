import { authMessages } from '@complyra/core/auth/auth.messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChangePasswordDialog } from './change-password-dialog';

describe('ChangePasswordDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the 6-character minimum, posts the change and shows the server refusal', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ message: authMessages.commonPassword }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderWithProviders(<ChangePasswordDialog open onOpenChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old-pass-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 6 characters');
    expect(posts).toEqual([]);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(authMessages.commonPassword));
    expect(posts).toEqual([{ currentPassword: 'old-pass-1', newPassword: 'password1' }]);
  });
});
