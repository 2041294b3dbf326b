import { type CatalogueCourse, courseMessages } from '@complyra/core/courses/courses.schema';
import { BookOpen, Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CourseDetailsDialog } from '../../../components/course-details/course-details-dialog';
import { Button } from '../../../components/ui/button';
import { useCourses } from '../api/get-courses';
import { useDeleteCourse } from '../api/delete-course';
import { useRetryCourse } from '../api/retry-course';
import { CourseFormDialog } from './course-form-dialog';
import { DeleteCourseDialog } from './delete-course-dialog';
import { SuperuserCourseCard } from './superuser-course-card';

type CourseCatalogueProps = {
  /** Overview shows the first 3 courses; the Courses tab shows them all. */
  limit?: number;
};

/** A grid of superuser course cards with their details, edit and delete dialogs. */
export function CourseCatalogue({ limit }: CourseCatalogueProps) {
  const courses = useCourses();
  const deleteCourse = useDeleteCourse();
  const retryCourse = useRetryCourse();
  const [details, setDetails] = useState<CatalogueCourse | null>(null);
  const [editing, setEditing] = useState<CatalogueCourse | null>(null);
  const [deleting, setDeleting] = useState<CatalogueCourse | null>(null);

  // A failed poll keeps the cards that are shown; it only says the refresh did not work.
  const refreshFailed = courses.isRefetchError;
  useEffect(() => {
    if (refreshFailed) toast.error(courseMessages.refreshFailed);
  }, [refreshFailed]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCourse.mutateAsync(deleting.id);
      toast.success(courseMessages.deleted);
    } catch {
      toast.error(courseMessages.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  const retry = (course: CatalogueCourse) =>
    retryCourse.mutate(course.id, {
      onSuccess: () => toast.success(`Processing of ${course.title} restarted`),
      onError: (error) => toast.error(error.message),
    });

  if (courses.isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-12 text-muted-foreground" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Loading courses...
      </div>
    );
  }
  if (courses.isError && !courses.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-destructive">Failed to load courses</p>
        <Button variant="outline" size="sm" onClick={() => courses.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  const shown = limit === undefined ? courses.data : courses.data.slice(0, limit);
  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-12 text-center text-muted-foreground">
        <BookOpen className="size-8" aria-hidden="true" />
        <p>No courses yet. Add the first one with Add Course.</p>
      </div>
    );
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((course) => (
          <SuperuserCourseCard
            key={course.id}
            course={course}
            onViewDetails={setDetails}
            onUpdate={setEditing}
            onDelete={setDeleting}
            onRetry={retry}
            isRetrying={retryCourse.isPending && retryCourse.variables === course.id}
          />
        ))}
      </div>
      <CourseDetailsDialog
        course={details}
        open={details !== null}
        onOpenChange={(open) => !open && setDetails(null)}
        hideProperties
        showMaterialLink
      />
      {editing && (
        <CourseFormDialog key={editing.id} open course={editing} onOpenChange={(open) => !open && setEditing(null)} />
      )}
      <DeleteCourseDialog
        course={deleting}
        isPending={deleteCourse.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
