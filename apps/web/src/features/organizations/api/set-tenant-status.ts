import type { Tenant, TenantStatus } from '@complyra/core/tenants/tenants.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SetTenantStatusInput = { id: string; status: TenantStatus };

/** PATCH /api/superadmin/tenants/{id}/inactivate or /activate. */
export function setTenantStatus({ id, status }: SetTenantStatusInput): Promise<Tenant> {
  const action = status === 'active' ? 'activate' : 'inactivate';
  return api.patch<Tenant>(`/api/superadmin/tenants/${encodeURIComponent(id)}/${action}`, undefined, {
    errorMessage: status === 'active' ? 'Failed to activate tenant' : 'Failed to inactivate tenant',
  });
}

export function useSetTenantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTenantStatus,
    // The organization leaves the list it was shown in, and the totals change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tenants.all }),
  });
}
