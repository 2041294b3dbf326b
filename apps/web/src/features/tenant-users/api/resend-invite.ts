import type { ResendInviteResponse } from '@complyra/core/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A new one-time link for an employee who has not set a password; earlier links stop working. */
export function resendInvite(tenantId: string, userId: string): Promise<ResendInviteResponse> {
  return api.post(
    `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/users/${encodeURIComponent(userId)}/invite`,
    undefined,
    { errorMessage: 'Failed to resend the invite' },
  );
}

export function useResendInvite(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => resendInvite(tenantId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.usersProgress(tenantId) }),
  });
}
