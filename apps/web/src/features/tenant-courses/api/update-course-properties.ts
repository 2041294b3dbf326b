import { type UpdateCourseProperties, assignmentMessages } from '@complyra/core/assignments/assignments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CoursePropertiesAnswer = {
  mandatory?: boolean;
  skippable?: boolean;
  retryType?: 'SAME' | 'DIFFERENT';
  dueDate?: string | null;
  dueDays?: number | null;
  recurMonths?: number | null;
};

export function updateCourseProperties(data: UpdateCourseProperties): Promise<CoursePropertiesAnswer> {
  if (!data.tenantId || !data.courseId) return Promise.reject(new Error(assignmentMessages.missingIds));
  return api.patch('/api/tenant-admin/courses/properties', data, {
    errorMessage: assignmentMessages.propertiesUpdateFailed,
  });
}

export function useUpdateCourseProperties(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourseProperties,
    onSuccess: (_answer, data) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tenantCourses(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coursePocs(tenantId, data.courseId) }),
        // A new due rule changes who is overdue in the Overview and the Users tab.
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics(tenantId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usersProgress(tenantId) }),
      ]),
  });
}
