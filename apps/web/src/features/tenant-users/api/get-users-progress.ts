import type { ListParams } from '@complyra/core/system/paging.schema';
import type { ActivityEntry, UsersProgressPage, UsersProgressSort } from '@complyra/core/reports/reports.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query-string';
import { queryKeys } from '../../../lib/query-keys';

/** One employee row: GET /api/admin/dashboard/users-progress (the Users tab) and /recent-activity. */
export type UserProgressEntry = ActivityEntry;

export type UsersProgressParams = ListParams<UsersProgressSort>;

/** One page of the Users tab, ordered and searched on the server. */
export function getUsersProgress(tenantId: string, params: UsersProgressParams): Promise<UsersProgressPage> {
  return api.get(`/api/admin/dashboard/users-progress?${listQueryString({ tenantId, ...params })}`, {
    errorMessage: 'Failed to fetch users',
  });
}

/** The page shown stays on screen while the next one loads, so paging does not flash "Loading users...". */
export function useUsersProgress(tenantId: string, params: UsersProgressParams) {
  return useQuery({
    queryKey: queryKeys.usersProgress(tenantId, params),
    queryFn: () => getUsersProgress(tenantId, params),
    placeholderData: keepPreviousData,
  });
}
