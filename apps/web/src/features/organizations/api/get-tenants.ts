import type { Tenant } from '@complyra/core/tenants/tenants.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getTenants(): Promise<Tenant[]> {
  return api.get<Tenant[]>('/api/tenants', { errorMessage: 'Failed to fetch tenants' });
}

export function useTenants() {
  return useQuery({ queryKey: queryKeys.tenants.list(), queryFn: getTenants });
}
