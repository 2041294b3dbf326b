import { type CatalogueCourse, type CourseSort, courseMessages } from '@complyra/core/courses/courses.schema';
import { respeakMessages } from '@complyra/core/courses/course-voice';
import { noMatchText } from '@complyra/core/system/paging.schema';
import { BookOpen, Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CourseDetailsDialog } from '../../../components/course-details/course-details-dialog';
import { ListPager } from '../../../components/list/list-pager';
import { ListSearch } from '../../../components/list/list-search';
import { ListSortSelect, type SortChoice } from '../../../components/list/list-sort-select';
import { Button } from '../../../components/ui/button';
import { useListParams } from '../../../hooks/use-list-params';
import { useCourses } from '../api/get-courses';
import { useDeleteCourse } from '../api/delete-course';
import { useRespeakCourse } from '../api/respeak-course';
import { useRetryCourse } from '../api/retry-course';
import { CourseFormDialog } from './course-form-dialog';
import { DeleteCourseDialog } from './delete-course-dialog';
import { SuperuserCourseCard } from './superuser-course-card';

type CourseCatalogueProps = {
  /** Overview shows the first 3 courses; the Courses tab pages through them all. */
  limit?: number;
};

const sortChoices: SortChoice<CourseSort>[] = [
  { sort: 'createdAt', order: 'desc', label: 'Newest first' },
  { sort: 'title', order: 'asc', label: 'Title' },
  { sort: 'enrolledUsers', order: 'desc', label: 'Most enrolled users' },
  { sort: 'duration', order: 'asc', label: 'Shortest' },
];

/** How many course cards one page of the Courses tab shows (four rows of three). */
export const coursesPageSize = 12;

/** A grid of superuser course cards with their details, edit and delete dialogs. */
export function CourseCatalogue({ limit }: CourseCatalogueProps) {
  const list = useListParams<CourseSort>({ sort: 'createdAt', order: 'desc', limit: limit ?? coursesPageSize });
  // The overview's first courses: always the newest, without the list's controls.
  const isOverview = limit !== undefined;
  const courses = useCourses(isOverview ? { page: 1, limit, sort: 'createdAt', order: 'desc' } : list.params);
  const search = isOverview ? undefined : list.params.search;
  const deleteCourse = useDeleteCourse();
  const retryCourse = useRetryCourse();
  const respeakCourse = useRespeakCourse();
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

  const respeak = (course: CatalogueCourse) =>
    respeakCourse.mutate(course.id, {
      onSuccess: () => toast.success(respeakMessages.started(course.title)),
      onError: (error) => toast.error(error.message),
    });

  const controls = isOverview ? null : (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <ListSearch label="Search courses" placeholder="Search by title" value={list.searchText} onChange={list.setSearchText} />
      <ListSortSelect label="Sort by" choices={sortChoices} sort={list.params.sort} order={list.params.order} onChange={list.setSort} />
    </div>
  );

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
  const shown = courses.data.items;
  if (shown.length === 0 && !search) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-12 text-center text-muted-foreground">
        <BookOpen className="size-8" aria-hidden="true" />
        <p>No courses yet. Add the first one with Add Course.</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {controls}
      {shown.length === 0 && search ? <p className="py-10 text-center text-muted-foreground">{noMatchText(search)}</p> : null}
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
            onRespeak={respeak}
            isRespeaking={respeakCourse.isPending && respeakCourse.variables === course.id}
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
      {isOverview ? null : (
        <ListPager label="Courses pages" shown={courses.data} onPageChange={list.setPage} />
      )}
    </div>
  );
}
