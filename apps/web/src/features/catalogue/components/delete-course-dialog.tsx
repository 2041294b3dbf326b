import type { Course } from '@complyra/core/courses/courses.schema';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';

type DeleteCourseDialogProps = {
  course: Course | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteCourseDialog({ course, isPending, onConfirm, onCancel }: DeleteCourseDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={course !== null}
      title="Delete Course"
      description={`Are you sure you want to delete the course ${course?.title}? Organizations that added it lose it too. This cannot be undone.`}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
