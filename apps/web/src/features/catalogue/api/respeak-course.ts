import type { CatalogueCourse } from '@complyra/core/courses/courses.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/superadmin/course/{courseId}/respeak: speaks a ready course again with its language's current voice. */
export function respeakCourse(courseId: string): Promise<CatalogueCourse> {
  return api.post<CatalogueCourse>(`/api/superadmin/course/${encodeURIComponent(courseId)}/respeak`, undefined, {
    errorMessage: 'Failed to re-speak course',
  });
}

export function useRespeakCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respeakCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses.all }),
  });
}
