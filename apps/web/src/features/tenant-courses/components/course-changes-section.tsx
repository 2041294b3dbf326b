import { retrainingMessages } from '@complyra/core/assignments/cycles.schema';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useCourseChanges, useRetrain, useReviewCourseChange } from '../api/course-changes';

type CourseChangesSectionProps = { tenantId: string; courseId: string };

/**
 * After the deck was replaced or an explanation change approved: is the change material? If so, the
 * employees who completed the earlier version are listed and re-assigned in one action with a due date.
 */
export function CourseChangesSection({ tenantId, courseId }: CourseChangesSectionProps) {
  const id = useId();
  const changes = useCourseChanges(tenantId, courseId);
  const review = useReviewCourseChange(tenantId, courseId);
  const retrain = useRetrain(tenantId, courseId);
  const [dueDate, setDueDate] = useState('');
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  if (!changes.data) return null;
  const { needsReview, outdatedCompleters, courseVersion } = changes.data;
  if (!needsReview && outdatedCompleters.length === 0) return null;
  const chosen = outdatedCompleters.filter((p) => !unchecked.has(p.userId)).map((p) => p.userId);

  const reassign = () =>
    retrain.mutate(
      { userIds: chosen, dueDate },
      {
        onSuccess: ({ reassigned }) => toast.success(retrainingMessages.reassigned(reassigned)),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section aria-label="Course changes" className="space-y-3 rounded-md border border-amber-500/50 p-3">
      <h3 className="font-semibold">{`Course changes (version ${courseVersion})`}</h3>
      {needsReview ? (
        <div className="space-y-2">
          <p className="text-sm">{retrainingMessages.changeQuestion}</p>
          <div className="flex gap-2">
            <Button type="button" size="sm" disabled={review.isPending} onClick={() => review.mutate(true)}>
              Yes, material
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={review.isPending} onClick={() => review.mutate(false)}>
              No
            </Button>
          </div>
        </div>
      ) : null}
      {outdatedCompleters.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm">Completed an earlier version:</p>
          <ul className="space-y-1 text-sm">
            {outdatedCompleters.map((person) => (
              <li key={person.userId} className="flex items-center gap-2">
                <input
                  id={`${id}-${person.userId}`}
                  type="checkbox"
                  checked={!unchecked.has(person.userId)}
                  onChange={(event) => {
                    const next = new Set(unchecked);
                    if (event.currentTarget.checked) next.delete(person.userId);
                    else next.add(person.userId);
                    setUnchecked(next);
                  }}
                />
                <label htmlFor={`${id}-${person.userId}`}>{`${person.name} (${person.email}), version ${person.courseVersion}`}</label>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor={`${id}-due`}>Retraining due</Label>
              <Input id={`${id}-due`} type="date" value={dueDate} onChange={(event) => setDueDate(event.currentTarget.value)} />
            </div>
            <Button type="button" size="sm" disabled={retrain.isPending || chosen.length === 0 || dueDate === ''} onClick={reassign}>
              Re-assign
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
