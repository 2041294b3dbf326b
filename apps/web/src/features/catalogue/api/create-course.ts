import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CourseFormValues, sendCourseForm, type UploadProgress } from '../utils/send-course-form';
import { refreshListAndSummary } from '../../../lib/queries/platform-summary';
import { queryKeys } from '../../../lib/query-keys';

export function createCourse(values: CourseFormValues, onProgress?: UploadProgress) {
  return sendCourseForm('POST', '/api/courses', values, { errorMessage: 'Failed to create course', onProgress });
}

export function useCreateCourse(onProgress?: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CourseFormValues) => createCourse(values, onProgress),
    onSuccess: () => refreshListAndSummary(queryClient, queryKeys.courses.all),
  });
}
