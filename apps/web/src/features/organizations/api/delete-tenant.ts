import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshListAndSummary } from '../../../lib/queries/platform-summary';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/superadmin/tenant/{id}: the server deactivates and hides it, keeping its records. */
export function deleteTenant(id: string): Promise<unknown> {
  return api.delete(`/api/superadmin/tenant/${encodeURIComponent(id)}`, { errorMessage: 'Failed to delete organization' });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: () => {
      // Its employees no longer count as enrolled on the catalogue's cards.
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
      return refreshListAndSummary(queryClient, queryKeys.tenants.all);
    },
  });
}
