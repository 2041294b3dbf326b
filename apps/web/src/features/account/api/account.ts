import type { ChangePassword } from '@complyra/core';
import { api } from '../../../lib/api-client';

/** POST /api/auth/change-password: the caller's own password; other sessions end. */
export function changePassword(body: ChangePassword): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/change-password', body);
}

/** POST /api/auth/logout-everywhere: ends every session of the caller, this one included. */
export function logoutEverywhere(): Promise<unknown> {
  return api.post('/api/auth/logout-everywhere');
}
