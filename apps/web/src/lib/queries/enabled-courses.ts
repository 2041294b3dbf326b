import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export function getEnabledCourses(tenantId: string): Promise<TenantCourse[]> {
  const query = new URLSearchParams({ tenantId });
  return api.get<TenantCourse[]>(`/api/tenant-admin/user/enabled-courses?${query}`, {
    errorMessage: 'Failed to fetch courses',
  });
}

// The player reads the same key, so a course opened from the dashboard is already cached.
export function useEnabledCourses(tenantId: string) {
  return useQuery({
    queryKey: queryKeys.enabledCourses(tenantId),
    queryFn: () => getEnabledCourses(tenantId),
    enabled: Boolean(tenantId),
  });
}
