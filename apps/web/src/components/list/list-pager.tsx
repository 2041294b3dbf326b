import type { Page } from '@complyra/core/system/paging.schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../ui/button';

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing 21–40 of 10,000" with Previous and Next, under a server-paged list (nothing until a page came). */
export function ListPager({
  shown,
  onPageChange,
  label,
}: {
  /** The page the server answered. */
  shown: Page<unknown> | undefined;
  onPageChange: (page: number) => void;
  /** Names the pager for screen readers when a screen has more than one list. */
  label: string;
}) {
  const pages = shown ? Math.ceil(shown.total / shown.limit) : 0;
  // The list shrank under a later page (its last rows were deactivated or deleted): show the last one.
  const isPastTheEnd = shown !== undefined && pages > 0 && shown.page > pages;
  useEffect(() => {
    if (isPastTheEnd) onPageChange(pages);
  }, [isPastTheEnd, pages, onPageChange]);
  if (!shown || shown.total === 0 || isPastTheEnd) return null;
  const { page, limit, total } = shown;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 pt-3 text-muted-foreground text-sm">
      <p aria-live="polite">{`Showing ${count(first)}–${count(last)} of ${count(total)}`}</p>
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
