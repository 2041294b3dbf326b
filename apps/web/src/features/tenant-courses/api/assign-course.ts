import { type AssignCourse, assignmentMessages } from '@complyra/core/assignments/assignments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

export function assignCourse(data: AssignCourse): Promise<unknown> {
  if (!getToken()) return Promise.reject(new Error(assignmentMessages.noToken));
  return api.post('/api/courses/assign', data, { errorMessage: assignmentMessages.assignFailed });
}

export function useAssignCourse(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCourse,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tenantCourses(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usersProgress(tenantId) }),
      ]),
  });
}
