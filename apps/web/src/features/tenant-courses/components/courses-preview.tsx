import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTenantCourses } from '../api/get-tenant-courses';
import { useCourseToggle } from '../hooks/use-course-toggle';
import { AdminCourseCard } from './admin-course-card';
import { AdminCourseDetailsDialog } from './course-details-dialog';
import { CourseGrid } from './tenant-courses-panel';

const PREVIEW_COUNT = 3;

/** Overview: the first 3 courses and 'View N More Courses' to the Courses tab. */
export function CoursesPreview({ tenantId, onViewMore }: { tenantId: string; onViewMore: () => void }) {
  const courses = useTenantCourses(tenantId, 'all');
  const toggle = useCourseToggle(tenantId);
  const [details, setDetails] = useState<TenantCourse | null>(null);
  const remaining = (courses.data?.length ?? 0) - PREVIEW_COUNT;

  return (
    <section aria-labelledby="overview-courses" className="space-y-4">
      <h2 id="overview-courses" className="font-semibold text-xl">
        Courses
      </h2>
      <CourseGrid
        courses={courses.data?.slice(0, PREVIEW_COUNT)}
        isPending={courses.isPending}
        isError={courses.isError}
        emptyText="No courses yet. Use Add Course to give your organization its first course."
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
      {remaining > 0 ? (
        <Button type="button" variant="outline" onClick={onViewMore}>
          View {remaining} More Courses
        </Button>
      ) : null}
      <AdminCourseDetailsDialog tenantId={tenantId} course={details} onOpenChange={(open) => !open && setDetails(null)} />
    </section>
  );
}
