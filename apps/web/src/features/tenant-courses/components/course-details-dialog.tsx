import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { splitCommaList } from '@complyra/core/courses/courses.schema';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { CoursePropertiesSection } from './course-properties-section';

type AdminCourseDetailsDialogProps = {
  tenantId: string;
  course: TenantCourse | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * The admin's course details until the shared components/course-details/course-details-dialog.tsx lands;
 * then this becomes that dialog with <CoursePropertiesSection> in its properties slot.
 */
export function AdminCourseDetailsDialog({ tenantId, course, onOpenChange }: AdminCourseDetailsDialogProps) {
  return (
    <Dialog open={course !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        {course ? (
          <>
            <DialogHeader>
              <DialogTitle>{course.title}</DialogTitle>
              <DialogDescription>{course.description}</DialogDescription>
            </DialogHeader>
            <div className="space-y-2 text-sm">
              <p>
                <span className="font-medium">Duration: </span>
                {course.duration} minutes
              </p>
              <div>
                <p className="font-medium">Learning objectives</p>
                <ul className="list-disc pl-5">
                  {splitCommaList(course.learningObjectives).map((objective) => (
                    <li key={objective}>{objective}</li>
                  ))}
                </ul>
              </div>
              <p>
                <span className="font-medium">Tags: </span>
                {splitCommaList(course.tags).join(', ')}
              </p>
            </div>
            <CoursePropertiesSection key={course.courseId} tenantId={tenantId} course={course} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
