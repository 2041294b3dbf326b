import type { CreateTenant, Tenant } from '@complyra/core/tenants/tenants.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshListAndSummary } from '../../../lib/queries/platform-summary';
import { queryKeys } from '../../../lib/query-keys';

export function createTenant(data: CreateTenant): Promise<Tenant> {
  return api.post<Tenant>('/api/tenants', data, { errorMessage: 'Failed to create organization' });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => refreshListAndSummary(queryClient, queryKeys.tenants.all),
  });
}
