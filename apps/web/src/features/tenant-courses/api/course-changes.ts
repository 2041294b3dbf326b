import type { CourseChanges, Retraining } from '@complyra/core/assignments/cycles.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const base = (tenantId: string, courseId: string) =>
  `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses/${encodeURIComponent(courseId)}`;

/** What changed in the course since the admin last answered, and who completed an earlier version. */
export function useCourseChanges(tenantId: string, courseId: string) {
  return useQuery({
    queryKey: queryKeys.courseChanges(tenantId, courseId),
    queryFn: (): Promise<CourseChanges> => api.get(`${base(tenantId, courseId)}/changes`, { errorMessage: 'Failed to load the course changes' }),
  });
}

export function useReviewCourseChange(tenantId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (material: boolean): Promise<CourseChanges> =>
      api.post(`${base(tenantId, courseId)}/changes/review`, { material }, { errorMessage: 'Failed to save the answer' }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.courseChanges(tenantId, courseId), answer),
  });
}

export function useRetrain(tenantId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Retraining): Promise<{ reassigned: number }> =>
      api.post(`${base(tenantId, courseId)}/retraining`, input, { errorMessage: 'Failed to re-assign the course' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.courseChanges(tenantId, courseId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usersProgress(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics(tenantId) }),
      ]),
  });
}
