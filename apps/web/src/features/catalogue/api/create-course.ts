import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CourseFormValues, sendCourseForm, type UploadProgress } from '../utils/send-course-form';
import { queryKeys } from '../../../lib/query-keys';

export function createCourse(values: CourseFormValues, onProgress?: UploadProgress) {
  return sendCourseForm('POST', '/api/courses', values, { errorMessage: 'Failed to create course', onProgress });
}

export function useCreateCourse(onProgress?: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CourseFormValues) => createCourse(values, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses.all }),
  });
}
