import { formatCourseDuration } from '@complyra/core/format/format-numbers';
import { assignmentMessages } from '@complyra/core/assignments/assignments.schema';
import { type Course, splitCommaList } from '@complyra/core/courses/courses.schema';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useCatalogueCourses } from '../api/get-catalogue-courses';
import { useTenantCourses } from '../api/get-tenant-courses';

type AddCourseDialogProps = {
  tenantId: string;
  open: boolean;
  selected: string[];
  isChecking: boolean;
  onSelectedChange: (ids: string[]) => void;
  onOpenChange: (open: boolean) => void;
  onContinue: (courses: Course[]) => void;
};

/** Add New Course: ready catalogue courses the organization does not have yet (matched on courseId). */
export function AddCourseDialog({
  tenantId,
  open,
  selected,
  isChecking,
  onSelectedChange,
  onOpenChange,
  onContinue,
}: AddCourseDialogProps) {
  const catalogue = useCatalogueCourses(open);
  const assigned = useTenantCourses(tenantId, 'all');
  const available = useMemo(() => {
    const taken = new Set((assigned.data ?? []).map((course) => course.courseId));
    // Only ready courses can be assigned: one still being made, or whose making failed, is not offered.
    return (catalogue.data ?? []).filter((course) => course.status === 'ready' && !taken.has(course.id));
  }, [catalogue.data, assigned.data]);

  const toggle = (courseId: string, checked: boolean) =>
    onSelectedChange(checked ? [...selected, courseId] : selected.filter((id) => id !== courseId));

  let body: React.ReactNode;
  if (catalogue.isPending || assigned.isPending)
    body = <p role="status" className="text-muted-foreground text-sm">Loading courses...</p>;
  else if (catalogue.isError || assigned.isError)
    body = <p role="alert" className="text-destructive text-sm">{assignmentMessages.loadCoursesFailed}</p>;
  else if (available.length === 0)
    body = <p className="py-6 text-center text-muted-foreground text-sm">{assignmentMessages.noneAvailable}</p>;
  else
    body = (
      <ul className="space-y-2">
        {available.map((course) => {
          const checkboxId = `add-course-${course.id}`;
          return (
            <li key={course.id} className="flex gap-3 rounded-md border p-3">
              <Checkbox
                id={checkboxId}
                className="mt-1"
                checked={selected.includes(course.id)}
                onCheckedChange={(checked) => toggle(course.id, checked === true)}
              />
              <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer space-y-1">
                <span className="block font-medium">{course.title}</span>
                <span className="line-clamp-2 block text-muted-foreground text-sm">{course.description}</span>
                <span className="block text-muted-foreground text-xs">{formatCourseDuration(course.duration)}</span>
                <span className="flex flex-wrap gap-1">
                  {splitCommaList(course.tags).map((tag) => (
                    <Badge key={tag} variant="secondary">
                      {tag}
                    </Badge>
                  ))}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add New Course</DialogTitle>
          <DialogDescription>Choose catalogue courses for your organization.</DialogDescription>
        </DialogHeader>
        {body}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={selected.length === 0 || isChecking}
            onClick={() => onContinue(available.filter((course) => selected.includes(course.id)))}
          >
            Add Selected Courses
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
