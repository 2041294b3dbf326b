import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { CourseDetailsDialog } from '../../../components/course-details/course-details-dialog';
import { CourseChangesSection } from './course-changes-section';
import { CoursePropertiesSection } from './course-properties-section';

type AdminCourseDetailsDialogProps = {
  tenantId: string;
  course: TenantCourse | null;
  onOpenChange: (open: boolean) => void;
};

/** The shared course details dialog with the organization's properties and points of contact in its slot. */
export function AdminCourseDetailsDialog({ tenantId, course, onOpenChange }: AdminCourseDetailsDialogProps) {
  return (
    <CourseDetailsDialog course={course} open={course !== null} onOpenChange={onOpenChange}>
      {course ? <CourseChangesSection key={`changes-${course.courseId}`} tenantId={tenantId} courseId={course.courseId} /> : null}
      {course ? <CoursePropertiesSection key={course.courseId} tenantId={tenantId} course={course} /> : null}
    </CourseDetailsDialog>
  );
}
