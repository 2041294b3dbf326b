import { assignmentMessages, dropEmptyPocs, type TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { describeDueRule } from '@complyra/core/assignments/due-dates';
import { describeRecurrence } from '@complyra/core/assignments/recurrence';
import { Loader2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useCoursePocs } from '../api/get-course-pocs';
import { useUpdateCourseProperties } from '../api/update-course-properties';
import { ContactLink } from './contact-link';
import { CoursePropertiesFields, type CoursePropertiesValue, editableDue, emptyPoc, toDueFields, toPocInputs } from './course-properties-fields';

type CoursePropertiesSectionProps = {
  tenantId: string;
  course: Pick<TenantCourse, 'courseId' | 'mandatory' | 'skippable' | 'retryType' | 'dueDate' | 'dueDays'> &
    Partial<Pick<TenantCourse, 'recurMonths'>>;
  /** Called after a successful save, e.g. to refresh the card. */
  onUpdated?: () => void;
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * 'Edit Properties' for one assigned course: view mode, edit mode, Cancel restores, Save sends
 * PATCH /api/tenant-admin/courses/properties and returns to view mode. Meant for the slot of the shared
 * course details dialog.
 */
export function CoursePropertiesSection({ tenantId, course, onUpdated }: CoursePropertiesSectionProps) {
  const pocs = useCoursePocs(tenantId, course.courseId, true);
  const update = useUpdateCourseProperties(tenantId);
  const [saved, setSaved] = useState({
    mandatory: course.mandatory,
    skippable: course.skippable,
    retryType: course.retryType,
    dueDate: course.dueDate,
    dueDays: course.dueDays,
    recurMonths: course.recurMonths ?? null,
  });
  const [draft, setDraft] = useState<CoursePropertiesValue | null>(null);

  const startEditing = () =>
    setDraft({
      mandatory: saved.mandatory,
      skippable: saved.skippable,
      retryType: saved.retryType,
      due: editableDue(saved),
      recurMonths: saved.recurMonths,
      pocs:
        pocs.data && pocs.data.length > 0
          ? pocs.data.map(({ role, name, email, contact }) => ({ role, name, email: email ?? '', contact }))
          : [emptyPoc()],
    });

  const save = () => {
    if (!draft) return;
    const due = toDueFields(draft.due);
    if ('error' in due) {
      toast.error(due.error);
      return;
    }
    update.mutate(
      {
        tenantId,
        courseId: course.courseId,
        skippable: draft.skippable,
        mandatory: draft.mandatory,
        retryType: draft.retryType,
        pocs: dropEmptyPocs(toPocInputs(draft.pocs)),
        ...due,
        recurMonths: draft.recurMonths,
      },
      {
        onSuccess: (answer) => {
          setSaved({
            mandatory: answer?.mandatory ?? draft.mandatory,
            skippable: answer?.skippable ?? draft.skippable,
            retryType: answer?.retryType ?? draft.retryType,
            dueDate: answer?.dueDate ?? due.dueDate,
            dueDays: answer?.dueDays ?? due.dueDays,
            recurMonths: answer?.recurMonths !== undefined ? answer.recurMonths : draft.recurMonths,
          });
          setDraft(null);
          toast.success(assignmentMessages.propertiesUpdated);
          onUpdated?.();
        },
        onError: (error) => toast.error(error.message || assignmentMessages.propertiesUpdateFailed),
      },
    );
  };

  if (draft) {
    return (
      <section aria-label="Course properties" className="space-y-4">
        <h3 className="font-semibold">Course Properties</h3>
        <CoursePropertiesFields value={draft} onChange={setDraft} disabled={update.isPending} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" disabled={update.isPending} onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button type="button" disabled={update.isPending} onClick={save}>
            {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Course properties" className="space-y-3">
      <h3 className="font-semibold">Course Properties</h3>
      <dl className="grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
        <dt className="text-muted-foreground">Mandatory</dt>
        <dd>{yesNo(saved.mandatory)}</dd>
        <dt className="text-muted-foreground">Skippable</dt>
        <dd>{yesNo(saved.skippable)}</dd>
        <dt className="text-muted-foreground">Retry type</dt>
        <dd>{saved.retryType}</dd>
        <dt className="text-muted-foreground">Due</dt>
        <dd>{describeDueRule(saved)}</dd>
        <dt className="text-muted-foreground">Recurs</dt>
        <dd>{describeRecurrence(saved.recurMonths)}</dd>
      </dl>
      <h3 className="font-semibold">Points of Contact</h3>
      {pocs.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">Loading points of contact...</p>
      ) : pocs.isError ? (
        <p role="alert" className="text-destructive text-sm">{pocs.error.message}</p>
      ) : pocs.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No points of contact</p>
      ) : (
        <ul className="space-y-2">
          {pocs.data.map((poc) => (
            <li key={poc.id} className="rounded-md border p-3 text-sm">
              <p className="font-medium">
                {poc.name}
                {poc.role ? <span className="text-muted-foreground"> ({poc.role})</span> : null}
              </p>
              {poc.email ? <ContactLink contact={poc.email} /> : null}
              {poc.contact ? (
                <p>
                  <ContactLink contact={poc.contact} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Button type="button" variant="outline" onClick={startEditing} disabled={pocs.isPending}>
        <Pencil aria-hidden="true" />
        Edit Properties
      </Button>
    </section>
  );
}
