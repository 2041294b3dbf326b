import type { ListParams, Page } from '@complyra/core/system/paging.schema';
import type { Tenant, TenantSort, TenantStatus } from '@complyra/core/tenants/tenants.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query-string';
import { queryKeys } from '../../../lib/query-keys';

export type TenantListParams = ListParams<TenantSort> & { page: number };

/** GET /api/superadmin/tenants/active or /inactive, one page (searched by name, ordered on the server). */
export function getTenantsByStatus(status: TenantStatus, params: TenantListParams): Promise<Page<Tenant>> {
  return api.get<Page<Tenant>>(`/api/superadmin/tenants/${status}?${listQueryString(params)}`, {
    errorMessage: status === 'active' ? 'Failed to fetch active tenants' : 'Failed to fetch inactive tenants',
  });
}

export function useTenantsByStatus(status: TenantStatus, params: TenantListParams) {
  return useQuery({
    queryKey: queryKeys.tenants.byStatus(status, params),
    queryFn: () => getTenantsByStatus(status, params),
    // The page shown stays while the next page of the same list loads; the other status starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === status ? previous : undefined),
  });
}
