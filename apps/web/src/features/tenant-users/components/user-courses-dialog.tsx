import { reportsMessages } from '@complyra/core/reports/reports.schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { UserProgressEntry } from '../api/get-users-progress';

export type CourseListKind = 'notStarted' | 'inProgress' | 'completed';

const sections: Record<CourseListKind, { title: string; empty: string }> = {
  inProgress: { title: 'Courses In Progress', empty: reportsMessages.noInProgress },
  completed: { title: 'Completed Courses', empty: reportsMessages.noCompleted },
  notStarted: { title: 'Not Started Courses', empty: reportsMessages.noNotStarted },
};

type UserCoursesDialogProps = {
  entry: UserProgressEntry | null;
  kind: CourseListKind;
  onOpenChange: (open: boolean) => void;
};

/** The courses behind one count cell; progress is shown to one decimal. */
export function UserCoursesDialog({ entry, kind, onOpenChange }: UserCoursesDialogProps) {
  const section = sections[kind];
  const courses = entry?.courses;
  const items =
    kind === 'inProgress'
      ? (courses?.inProgressDetails ?? []).map((c) => ({ key: c.courseId, title: c.title, extra: `${c.progress.toFixed(1)}%` }))
      : (kind === 'completed' ? (courses?.completedDetails ?? []) : (courses?.notStartedDetails ?? [])).map((c) => ({
          key: c.courseId,
          title: c.title,
          extra: null,
        }));
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[80vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{section.title}</DialogTitle>
          <DialogDescription>
            {entry?.name} ({entry?.email})
          </DialogDescription>
        </DialogHeader>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{section.empty}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {items.map((item) => (
              <li key={item.key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="font-medium">{item.title}</span>
                {item.extra ? <span className="text-muted-foreground tabular-nums">{item.extra}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
