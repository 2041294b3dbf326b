import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { toast } from 'sonner';
import { useToggleCourse } from '../api/toggle-course';

/** Activate/Deactivate with one flip in flight at a time; the server's error or message is shown. */
export function useCourseToggle(tenantId: string) {
  const toggle = useToggleCourse(tenantId);
  const onToggle = (course: TenantCourse) => {
    if (toggle.isPending) return;
    const isEnabled = !course.isEnabled;
    toggle.mutate(
      { courseId: course.courseId, isEnabled },
      {
        onSuccess: () => toast.success(isEnabled ? 'Course activated' : 'Course deactivated'),
        onError: (error) => toast.error(error.message || 'Failed to toggle course status'),
      },
    );
  };
  return {
    onToggle,
    isBlocked: toggle.isPending,
    isToggling: (courseId: string) => toggle.isPending && toggle.variables?.courseId === courseId,
  };
}
