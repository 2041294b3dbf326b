import { emptyStatistics, type Statistics } from '@complyra/core/reports/reports.schema';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** 404 means nothing to count yet: zeros, not an error. */
export async function getStatistics(tenantId: string): Promise<Statistics> {
  try {
    return await api.get<Statistics>(`/api/admin/dashboard/statistics?tenantId=${encodeURIComponent(tenantId)}`, {
      errorMessage: 'Failed to fetch statistics',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyStatistics;
    throw error;
  }
}

export function useStatistics(tenantId: string) {
  return useQuery({ queryKey: queryKeys.statistics(tenantId), queryFn: () => getStatistics(tenantId), retry: false });
}
