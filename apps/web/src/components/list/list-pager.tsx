import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing 21–40 of 10,000" with Previous and Next, under a server-paged list. */
export function ListPager({
  page,
  limit,
  total,
  onPageChange,
  label,
}: {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the pager for screen readers when a screen has more than one list. */
  label: string;
}) {
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = Math.ceil(total / limit);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 pt-3 text-muted-foreground text-sm">
      <p aria-live="polite">
        {first > total ? `Page ${page} is past the end (${count(total)} in all)` : `Showing ${count(first)}–${count(last)} of ${count(total)}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
