import type { Tenant } from '@complyra/core/tenants/tenants.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getRecentTenants(): Promise<Tenant[]> {
  return api.get<Tenant[]>('/api/superadmin/tenants/recent', { errorMessage: 'Failed to fetch recent tenants' });
}

export function useRecentTenants() {
  return useQuery({ queryKey: queryKeys.tenants.recent(), queryFn: getRecentTenants });
}
