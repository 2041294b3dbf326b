import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The course as the organization has it (mandatory, skippable, copy status). Employees read it from
 * their enabled courses, admins from the organization's courses. The query keys match the dashboard's,
 * so a course opened from a card is already cached.
 */
export function getPlayerCourses(tenantId: string, isAdmin: boolean): Promise<TenantCourse[]> {
  const path = isAdmin
    ? `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses`
    : `/api/tenant-admin/user/enabled-courses?${new URLSearchParams({ tenantId })}`;
  return api.get<TenantCourse[]>(path, { errorMessage: 'Failed to fetch course details' });
}

export function usePlayerCourse(courseId: string, tenantId: string, isAdmin: boolean) {
  return useQuery({
    queryKey: isAdmin ? queryKeys.tenantCourses(tenantId, 'all') : queryKeys.enabledCourses(tenantId),
    queryFn: () => getPlayerCourses(tenantId, isAdmin),
    enabled: Boolean(tenantId),
    select: (courses) => courses.find((course) => course.id === courseId || course.courseId === courseId) ?? null,
  });
}
