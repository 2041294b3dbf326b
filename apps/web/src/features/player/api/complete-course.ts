import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Only ok / not ok is read from the answer.
export function completeCourse(tenantId: string, courseId: string): Promise<unknown> {
  return api.post(
    `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses/${encodeURIComponent(courseId)}/complete`,
    undefined,
    { errorMessage: 'Failed to mark course as complete' },
  );
}

export function useCompleteCourse(tenantId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeCourse(tenantId, courseId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.userCourses.all });
    },
  });
}
