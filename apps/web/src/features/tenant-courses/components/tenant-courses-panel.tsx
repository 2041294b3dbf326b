import { assignmentMessages, type TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTenantCourses } from '../api/get-tenant-courses';
import { useCourseToggle } from '../hooks/use-course-toggle';
import { AdminCourseCard } from './admin-course-card';
import { AdminCourseDetailsDialog } from './course-details-dialog';

type Status = 'active' | 'inactive';

/** Courses tab: Active Courses (default) or Inactive Courses, with Activate/Deactivate on each card. */
export function TenantCoursesPanel({ tenantId }: { tenantId: string }) {
  const [status, setStatus] = useState<Status>('active');
  const [details, setDetails] = useState<TenantCourse | null>(null);
  const courses = useTenantCourses(tenantId, status === 'active' ? 'enabled' : 'disabled');
  const toggle = useCourseToggle(tenantId);

  return (
    <section aria-label="Courses" className="space-y-4">
      <div role="group" aria-label="Course status" className="inline-flex rounded-lg bg-muted p-1">
        {(['active', 'inactive'] as const).map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={status === value ? 'default' : 'ghost'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {value === 'active' ? 'Active Courses' : 'Inactive Courses'}
          </Button>
        ))}
      </div>
      <CourseGrid
        courses={courses.data}
        isPending={courses.isPending}
        isError={courses.isError}
        emptyText={status === 'active' ? 'No active courses.' : 'No inactive courses.'}
        renderCard={(course) => (
          <AdminCourseCard
            key={course.courseId}
            course={course}
            onViewDetails={setDetails}
            onToggle={toggle.onToggle}
            isToggleBlocked={toggle.isBlocked}
            isToggling={toggle.isToggling(course.courseId)}
          />
        )}
      />
      <AdminCourseDetailsDialog tenantId={tenantId} course={details} onOpenChange={(open) => !open && setDetails(null)} />
    </section>
  );
}

type CourseGridProps = {
  courses: TenantCourse[] | undefined;
  isPending: boolean;
  isError: boolean;
  emptyText: string;
  renderCard: (course: TenantCourse) => React.ReactNode;
};

export function CourseGrid({ courses, isPending, isError, emptyText, renderCard }: CourseGridProps) {
  if (isPending) return <p role="status" className="py-8 text-center text-muted-foreground">Loading courses...</p>;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-destructive">
        {assignmentMessages.loadCoursesFailed}
      </p>
    );
  if (!courses || courses.length === 0) return <p className="py-8 text-center text-muted-foreground">{emptyText}</p>;
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{courses.map(renderCard)}</div>;
}
