import type { CourseCycle } from '@complyra/core/assignments/cycles.schema';
import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useCourseHistory } from '../api/get-course-history';

type TrainingHistoryDialogProps = {
  tenantId: string;
  user: { userId: string; name: string; email: string } | null;
  onOpenChange: (open: boolean) => void;
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');
const reasons: Record<CourseCycle['reason'], string> = {
  assigned: 'Assigned',
  recertification: 'Recertification',
  retraining: 'Retraining',
};

/** The admin's read-only view of one employee's training cycles: every course, every cycle, newest first. */
export function TrainingHistoryDialog({ tenantId, user, onOpenChange }: TrainingHistoryDialogProps) {
  const history = useCourseHistory(tenantId, user?.userId ?? null);
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[80vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Training history</DialogTitle>
          <DialogDescription>
            {user?.name} ({user?.email})
          </DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <p role="status" className="text-muted-foreground text-sm">Loading training history...</p>
        ) : history.isError ? (
          <p role="alert" className="text-destructive text-sm">{history.error.message}</p>
        ) : history.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No training records yet.</p>
        ) : (
          <div className="space-y-4">
            {history.data.map((course) => (
              <section key={course.courseId} aria-label={course.title} className="space-y-2">
                <h3 className="font-semibold">{course.title}</h3>
                <ol className="space-y-2">
                  {course.cycles.map((cycle) => (
                    <li key={cycle.cycle} className="rounded-md border p-3 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {`Cycle ${cycle.cycle}`}
                        <Badge variant="outline">{reasons[cycle.reason]}</Badge>
                        <span className="text-muted-foreground">{`Version ${cycle.courseVersion}`}</span>
                        {cycle.endedAt ? (
                          <span className="text-muted-foreground">
                            {`Ended ${day(cycle.endedAt)} (${cycle.endReason === 'expired' ? 'certificate expired' : 'retraining'})`}
                          </span>
                        ) : (
                          <Badge>Current</Badge>
                        )}
                      </p>
                      <p className="text-muted-foreground">
                        {`Progress ${cycle.progress}% · Completed ${day(cycle.completedAt)} · Due ${day(cycle.dueAt)}`}
                      </p>
                      {cycle.attempts.length > 0 ? (
                        <p>
                          {'Attempts: '}
                          {cycle.attempts
                            .map((a) => `${day(a.submittedAt ?? a.createdAt)} ${a.score ?? '-'}%${a.passed ? ' passed' : ''}`)
                            .join(', ')}
                        </p>
                      ) : null}
                      {cycle.certificates.map((c) => (
                        <p key={c.code}>
                          {`Certificate ${c.code} (version ${c.courseVersion}), issued ${day(c.issuedAt)}, `}
                          {c.expiresAt ? `expires ${day(c.expiresAt)}, ` : ''}
                          <strong>{c.status}</strong>
                        </p>
                      ))}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
