import { assignmentMessages, dropEmptyPocs } from '@complyra/core/assignments/assignments.schema';
import type { Course } from '@complyra/core/courses/courses.schema';
import { hasMissingTenantDetails, type TenantDetails } from '@complyra/core/tenants/tenant-details.schema';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAssignCourse } from '../api/assign-course';
import { AddCourseDialog } from './add-course-dialog';
import { type CoursePropertiesValue, toDueFields, toPocInputs } from './course-properties-fields';
import { FillDetailsDialog } from './fill-details-dialog';
import { SetCoursePropertiesDialog } from './set-course-properties-dialog';

type Step = 'closed' | 'select' | 'gate' | 'properties';

type AddCourseFlowProps = {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fresh organization details; the route supplies it from the settings feature. */
  loadTenantDetails: () => Promise<Partial<TenantDetails> | null>;
  /** 'Go to Organization Details': the route opens the settings dialog. */
  onGoToDetails: () => void;
};

/** Add Course: pick courses, pass the organization-details gate, set properties, assign. */
export function AddCourseFlow({ tenantId, open, onOpenChange, loadTenantDetails, onGoToDetails }: AddCourseFlowProps) {
  const [step, setStep] = useState<Step>('select');
  const [selected, setSelected] = useState<string[]>([]);
  const [chosen, setChosen] = useState<Course[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  const assign = useAssignCourse(tenantId);
  const current: Step = open ? step : 'closed';

  const finish = () => {
    setStep('select');
    setSelected([]);
    setChosen([]);
    onOpenChange(false);
  };

  const onContinue = async (courses: Course[]) => {
    if (courses.length === 0) {
      toast.error(assignmentMessages.noCoursesSelected);
      return;
    }
    setIsChecking(true);
    try {
      const details = await loadTenantDetails();
      setChosen(courses);
      setStep(hasMissingTenantDetails(details) ? 'gate' : 'properties');
    } catch {
      toast.error(assignmentMessages.startAssignFailed);
    } finally {
      setIsChecking(false);
    }
  };

  const onAssign = async (properties: CoursePropertiesValue) => {
    const pocs = dropEmptyPocs(toPocInputs(properties.pocs));
    const due = toDueFields(properties.due);
    if ('error' in due) {
      toast.error(due.error);
      return;
    }
    try {
      // Every selected course gets the same properties, one call each.
      for (const course of chosen) {
        await assign.mutateAsync({
          courseId: course.id,
          tenantId,
          skippable: properties.skippable,
          mandatory: properties.mandatory,
          retryType: properties.retryType,
          pocs,
          ...due,
          recurMonths: properties.recurMonths,
        });
      }
      toast.success(assignmentMessages.assigned);
      finish();
    } catch (error) {
      toast.error(assignmentMessages.assignFailed, {
        description: error instanceof Error && error.message !== assignmentMessages.assignFailed ? error.message : undefined,
      });
    }
  };

  return (
    <>
      <AddCourseDialog
        tenantId={tenantId}
        open={current === 'select'}
        selected={selected}
        isChecking={isChecking}
        onSelectedChange={setSelected}
        onOpenChange={(next) => !next && finish()}
        onContinue={onContinue}
      />
      <FillDetailsDialog
        open={current === 'gate'}
        onOpenChange={(next) => !next && finish()}
        onGoToDetails={() => {
          finish();
          onGoToDetails();
        }}
      />
      <SetCoursePropertiesDialog
        open={current === 'properties'}
        courseTitles={chosen.map((course) => course.title)}
        isAssigning={assign.isPending}
        onOpenChange={(next) => !next && finish()}
        onAssign={onAssign}
      />
    </>
  );
}
