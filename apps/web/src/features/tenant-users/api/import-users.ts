import type { ImportUsersResponse } from '@complyra/core/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateUserLists } from './add-user';

/** The server reads the CSV text itself, so per-row results come from one place. */
export function importUsers(tenantId: string, csv: string): Promise<ImportUsersResponse> {
  return api.post(`/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/users/import`, csv, {
    headers: { 'Content-Type': 'text/csv' },
    errorMessage: 'Failed to import users',
  });
}

export function useImportUsers(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importUsers(tenantId, csv),
    onSuccess: () => invalidateUserLists(queryClient, tenantId),
  });
}
