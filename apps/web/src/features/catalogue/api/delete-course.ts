import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshListAndSummary } from '../../../lib/queries/platform-summary';
import { queryKeys } from '../../../lib/query-keys';

export function deleteCourse(courseId: string): Promise<unknown> {
  return api.delete(`/api/superadmin/course/${encodeURIComponent(courseId)}`, { errorMessage: 'Failed to delete course' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => refreshListAndSummary(queryClient, queryKeys.courses.all),
  });
}
