import type { CourseHistory } from '@complyra/core/assignments/cycles.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every training cycle of one employee, per course: completions, attempts and certificates, the earlier ones kept. */
export function getCourseHistory(tenantId: string, userId: string): Promise<CourseHistory> {
  return api.get(`/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/users/${encodeURIComponent(userId)}/course-history`, {
    errorMessage: 'Failed to load the training history',
  });
}

export function useCourseHistory(tenantId: string, userId: string | null) {
  return useQuery({
    queryKey: queryKeys.courseHistory(tenantId, userId ?? ''),
    queryFn: () => getCourseHistory(tenantId, userId!),
    enabled: userId !== null,
  });
}
