import type { TenantUser } from '@complyra/core/users/users.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const tenantUsersKey = (tenantId: string) => ['tenant-users', tenantId] as const;

export function getTenantUsers(tenantId: string): Promise<TenantUser[]> {
  return api.get(`/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/users`, {
    errorMessage: 'Failed to fetch users',
  });
}

export function useTenantUsers(tenantId: string) {
  return useQuery({ queryKey: tenantUsersKey(tenantId), queryFn: () => getTenantUsers(tenantId) });
}
