import { deleteUserMessages } from '@complyra/core/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE the employee: the server anonymizes them and keeps their training records. */
export function deleteUser(tenantId: string, userId: string): Promise<unknown> {
  return api.delete(`/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/users/${encodeURIComponent(userId)}`, {
    errorMessage: deleteUserMessages.deleteFailed,
  });
}

export function useDeleteUser(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => deleteUser(tenantId, userId),
    // They leave the Users tab, the recent activity and every figure.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.usersProgress(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recentActivity(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics(tenantId) }),
      ]),
  });
}
