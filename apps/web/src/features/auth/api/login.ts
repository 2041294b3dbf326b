import { authMessages } from '@complyra/core/auth/auth.messages';
import type { LoginResponse } from '@complyra/core/auth/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LoginInput = { email: string; password: string; domain?: string };

/**
 * POST /api/auth/login. Super admins and employees send {email, password}; organization admins add
 * their domain. Answers the token, or throws the ApiError carrying the server's message.
 */
export async function login(input: LoginInput): Promise<string> {
  const response = await api.post<Partial<LoginResponse> | null>('/api/auth/login', input, {
    skipAuth: true,
    credentials: 'include',
    errorMessage: authMessages.loginFailed,
  });
  if (!response?.token) throw new Error(authMessages.noToken);
  return response.token;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
