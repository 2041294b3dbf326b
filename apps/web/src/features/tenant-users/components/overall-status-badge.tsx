import { type OverallStatus, overallStatus } from '@complyra/core/learner/learner.rules';
import { cn } from '../../../lib/utils';

const tone: Record<OverallStatus, string> = {
  // Text one step darker than the tint's hue, so it reads at 4.5:1 (green-700 was 4.4:1).
  Completed: 'border-green-600/30 bg-green-600/10 text-green-800 dark:text-green-400',
  'In Progress': 'border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-400',
  'Not Started': 'border-border bg-muted text-muted-foreground',
};

type Counts = { total: number; inProgress: number; completed: number };

/** Overall Status column: the core rule decides, this only colours it. */
export function OverallStatusBadge({ counts }: { counts: Counts | null | undefined }) {
  const status = overallStatus(counts);
  return (
    <span
      className={cn('inline-flex items-center rounded-md border px-2 py-0.5 font-medium text-xs', tone[status])}
    >
      {status}
    </span>
  );
}
