import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CourseFormValues, sendCourseForm, type UploadProgress } from '../utils/send-course-form';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/superadmin/course/{id}: same fields; without a file the material stays as it is. */
export function updateCourse(id: string, values: CourseFormValues, onProgress?: UploadProgress) {
  return sendCourseForm('PUT', `/api/superadmin/course/${encodeURIComponent(id)}`, values, {
    errorMessage: 'Failed to update course',
    onProgress,
  });
}

export function useUpdateCourse(onProgress?: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: CourseFormValues }) => updateCourse(id, values, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses.all }),
  });
}
