import type { Progress, UpdateProgress } from '@complyra/core/progress/progress.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function updateProgress(courseId: string, body: UpdateProgress): Promise<Progress> {
  return api.post<Progress>(`/api/courses/${encodeURIComponent(courseId)}/update-progress`, body, {
    errorMessage: 'Failed to update progress',
  });
}

export function useUpdateProgress(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProgress) => updateProgress(courseId, body),
    // The dashboard's progress ring and counts read these.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['course-progress'] });
      void queryClient.invalidateQueries({ queryKey: ['user-courses'] });
    },
  });
}
