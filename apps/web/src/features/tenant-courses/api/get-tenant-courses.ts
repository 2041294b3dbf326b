import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, type TenantCourseList } from '../../../lib/query-keys';

export function getTenantCourses(tenantId: string, list: TenantCourseList): Promise<TenantCourse[]> {
  const base = `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses`;
  return api.get(list === 'all' ? base : `${base}/${list}`, { errorMessage: 'Failed to fetch tenant courses' });
}

export function useTenantCourses(tenantId: string, list: TenantCourseList) {
  return useQuery({
    queryKey: queryKeys.tenantCourses(tenantId, list),
    queryFn: () => getTenantCourses(tenantId, list),
    // A personalized copy in progress: look again until it is ready.
    refetchInterval: (query) =>
      query.state.data?.some((course) => course.copyStatus === 'processing') ? 3000 : false,
  });
}
