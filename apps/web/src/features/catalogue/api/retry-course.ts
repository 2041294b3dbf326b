import type { Course } from '@complyra/core/courses/courses.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/superadmin/course/{courseId}/retry: resumes a failed pipeline where it stopped. */
export function retryCourse(courseId: string): Promise<Course> {
  return api.post<Course>(`/api/superadmin/course/${encodeURIComponent(courseId)}/retry`, undefined, {
    errorMessage: 'Failed to retry course',
  });
}

export function useRetryCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses.all }),
  });
}
