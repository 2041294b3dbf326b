import { type TenantDetails, tenantDetailFields } from '@complyra/core/tenants/tenant-details.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const emptyTenantDetails: TenantDetails = {
  hrContactName: '',
  hrContactEmail: '',
  hrContactPhone: '',
  ceoName: '',
  ceoEmail: '',
  ceoContact: '',
  ctoName: '',
  ctoEmail: '',
  ctoContact: '',
};

/** The answer is {details:{...}} or the fields directly; only the nine fields are kept. */
function pickDetails(body: unknown): TenantDetails {
  const source =
    typeof body === 'object' && body !== null && 'details' in body ? (body as { details: unknown }).details : body;
  const record = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const details = { ...emptyTenantDetails };
  for (const field of tenantDetailFields) {
    const value = record[field];
    if (typeof value === 'string') details[field] = value;
  }
  return details;
}

export async function getTenantDetails(tenantId: string): Promise<TenantDetails> {
  try {
    return pickDetails(
      await api.get(`/api/tenants/${encodeURIComponent(tenantId)}/details`, {
        errorMessage: 'Failed to fetch tenant details',
      }),
    );
  } catch (error) {
    // 404: nothing saved yet, which the screens treat as empty details.
    if (error instanceof ApiError && error.status === 404) return { ...emptyTenantDetails };
    throw error;
  }
}

export const tenantDetailsQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: queryKeys.tenantDetails(tenantId), queryFn: () => getTenantDetails(tenantId) });

export function useTenantDetails(tenantId: string, enabled = true) {
  return useQuery({ ...tenantDetailsQueryOptions(tenantId), enabled });
}
