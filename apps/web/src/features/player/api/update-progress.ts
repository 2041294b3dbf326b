import type { Progress, UpdateProgress } from '@complyra/core/progress/progress.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateProgress(courseId: string, body: UpdateProgress): Promise<Progress> {
  return api.post<Progress>(`/api/courses/${encodeURIComponent(courseId)}/update-progress`, body, {
    errorMessage: 'Failed to update progress',
  });
}

export function useUpdateProgress(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProgress) => updateProgress(courseId, body),
    // The dashboard's progress ring and counts read the course records.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.userCourses.all });
    },
  });
}
