import type { Tenant, TenantStatus } from '@complyra/core/tenants/tenants.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/superadmin/tenants/active or /inactive. */
export function getTenantsByStatus(status: TenantStatus): Promise<Tenant[]> {
  return api.get<Tenant[]>(`/api/superadmin/tenants/${status}`, {
    errorMessage: status === 'active' ? 'Failed to fetch active tenants' : 'Failed to fetch inactive tenants',
  });
}

export function useTenantsByStatus(status: TenantStatus) {
  return useQuery({ queryKey: queryKeys.tenants.byStatus(status), queryFn: () => getTenantsByStatus(status) });
}
