import type { Course } from '@complyra/core/courses/courses.schema';
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
      description={`Are you sure you want to delete the course ${course?.title}? Organizations that added it lose it too. This cannot be undone.`}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
