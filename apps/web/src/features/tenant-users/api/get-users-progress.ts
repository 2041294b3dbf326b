import type { ActivityEntry } from '@complyra/core/reports/reports.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One employee row: GET /api/admin/dashboard/users-progress (everyone) and /recent-activity (recent ones). */
export type UserProgressEntry = ActivityEntry;

export function getUsersProgress(tenantId: string): Promise<UserProgressEntry[]> {
  return api.get(`/api/admin/dashboard/users-progress?tenantId=${encodeURIComponent(tenantId)}`, {
    errorMessage: 'Failed to fetch users',
  });
}

export function useUsersProgress(tenantId: string) {
  return useQuery({ queryKey: queryKeys.usersProgress(tenantId), queryFn: () => getUsersProgress(tenantId) });
}
