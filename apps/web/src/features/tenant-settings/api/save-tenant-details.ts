import type { TenantDetails } from '@complyra/core/tenants/tenant-details.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tenantDetailsQueryOptions } from './get-tenant-details';

export function saveTenantDetails(tenantId: string, details: TenantDetails): Promise<unknown> {
  return api.post(`/api/tenants/${encodeURIComponent(tenantId)}/details`, details, {
    errorMessage: 'Failed to update tenant details',
  });
}

export function useSaveTenantDetails(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: TenantDetails) => saveTenantDetails(tenantId, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantDetailsQueryOptions(tenantId).queryKey }),
  });
}
