import type { TenantUser } from '@complyra/core/users/users.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getTenantUsers(tenantId: string): Promise<TenantUser[]> {
  return api.get(`/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/users`, {
    errorMessage: 'Failed to fetch users',
  });
}

export function useTenantUsers(tenantId: string) {
  return useQuery({ queryKey: queryKeys.tenantUsers(tenantId), queryFn: () => getTenantUsers(tenantId) });
}
