import type { AcceptInvite, LoginResponse } from '@complyra/core/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets the employee's password and signs them in: the answer is a session token like a login. */
export function acceptInvite(data: AcceptInvite): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/invites/accept', data, {
    skipAuth: true,
    errorMessage: 'Could not set your password. Please try again.',
  });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
