import type { CreateUser, CreateUserResponse } from '@complyra/core/users/users.schema';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function addUser(tenantId: string, data: CreateUser): Promise<CreateUserResponse> {
  return api.post(`/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/users`, data, {
    errorMessage: 'Failed to add user',
  });
}

export function useAddUser(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateUser) => addUser(tenantId, data),
    onSuccess: () => invalidateUserLists(queryClient, tenantId),
  });
}

/** A new employee changes every page of the Users tab and the statistics. */
export function invalidateUserLists(queryClient: QueryClient, tenantId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.usersProgress(tenantId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.statistics(tenantId) }),
  ]);
}
