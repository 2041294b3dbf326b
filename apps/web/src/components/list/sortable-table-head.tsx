import type { SortOrder } from '@complyra/core/system/paging.schema';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead } from '../ui/table';

/** A column header that orders the list by its column on the server; aria-sort says how it is ordered now. */
export function SortableTableHead({
  children,
  isActive,
  order,
  onSort,
}: {
  children: ReactNode;
  isActive: boolean;
  order: SortOrder;
  onSort: () => void;
}) {
  const Icon = !isActive ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={isActive ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={onSort}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {children}
        <Icon className={isActive ? 'size-3.5' : 'size-3.5 text-muted-foreground'} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
