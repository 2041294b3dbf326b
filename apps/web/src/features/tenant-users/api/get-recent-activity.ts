import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserProgressEntry } from './get-users-progress';
import { queryKeys } from '../../../lib/query-keys';

export function getRecentActivity(tenantId: string): Promise<UserProgressEntry[]> {
  return api.get(`/api/admin/dashboard/recent-activity?tenantId=${encodeURIComponent(tenantId)}`, {
    errorMessage: 'Failed to fetch recent activity',
  });
}

export function useRecentActivity(tenantId: string) {
  return useQuery({ queryKey: queryKeys.recentActivity(tenantId), queryFn: () => getRecentActivity(tenantId) });
}
