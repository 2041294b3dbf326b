import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ToggleCourseInput = { courseId: string; isEnabled: boolean };

export function toggleCourse(tenantId: string, { courseId, isEnabled }: ToggleCourseInput): Promise<unknown> {
  return api.patch(
    `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses/${encodeURIComponent(courseId)}/toggle`,
    { isEnabled },
    { errorMessage: 'Failed to toggle course status' },
  );
}

/** The lists change only after the server agrees: no optimistic update. */
export function useToggleCourse(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToggleCourseInput) => toggleCourse(tenantId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tenantCourses(tenantId) }),
        // Only enabled courses count in the statistics and the employees' course counts.
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usersProgress(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recentActivity(tenantId) }),
      ]),
  });
}
