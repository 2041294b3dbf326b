import { type Course, deleteCourseWarning } from '@complyra/core/courses/courses.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DeleteCourseDialogProps = {
  course: Course | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteCourseDialog({ course, isPending, onConfirm, onCancel }: DeleteCourseDialogProps) {
  return (
    <ConfirmDialog
      open={course !== null}
      title="Delete Course"
      confirmLabel="Delete"
      variant="destructive"
      description={course ? deleteCourseWarning(course.title) : null}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
