import {
  emptyTenantDetails,
  type TenantDetails,
  tenantDetailFields,
  tenantDetailsMissingAsEmpty,
} from '@complyra/core/tenants/tenant-details.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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

// Nothing saved yet is an expected state: asked this way the server answers it as empty details (200), so the
// browser logs no failed request; the spec's plain GET answers 404 for it.
const missingAsEmpty = new URLSearchParams(tenantDetailsMissingAsEmpty).toString();

export async function getTenantDetails(tenantId: string): Promise<TenantDetails> {
  try {
    return pickDetails(
      await api.get(`/api/tenants/${encodeURIComponent(tenantId)}/details?${missingAsEmpty}`, {
        errorMessage: 'Failed to fetch tenant details',
      }),
    );
  } catch (error) {
    // A server without the variant still answers 404: the same empty details.
    if (error instanceof ApiError && error.status === 404) return { ...emptyTenantDetails };
    throw error;
  }
}

export const tenantDetailsQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: queryKeys.tenantDetails(tenantId), queryFn: () => getTenantDetails(tenantId) });

export function useTenantDetails(tenantId: string, enabled = true) {
  return useQuery({ ...tenantDetailsQueryOptions(tenantId), enabled });
}
