import { inviteMessages } from '@complyra/core/users/users.schema';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { UsersProgressSort } from '@complyra/core/reports/reports.schema';
import type { SortOrder } from '@complyra/core/system/paging.schema';
import { SortableTableHead } from '../../../components/list/sortable-table-head';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { UserProgressEntry } from '../api/get-users-progress';
import { DeleteUserButton } from './delete-user-button';
import { OverallStatusBadge } from './overall-status-badge';
import { ResendInviteButton } from './resend-invite-button';
import { TrainingHistoryDialog } from './training-history-dialog';
import { type CourseListKind, UserCoursesDialog } from './user-courses-dialog';

const countColumns: { kind: CourseListKind; label: string }[] = [
  { kind: 'notStarted', label: 'Not Started' },
  { kind: 'inProgress', label: 'In Progress' },
  { kind: 'completed', label: 'Completed' },
];

const columns: { sort: UsersProgressSort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'email', label: 'Email' },
  ...countColumns.map((column) => ({ sort: column.kind, label: column.label })),
  { sort: 'status', label: 'Overall Status' },
];

type UserProgressTableProps = {
  entries: UserProgressEntry[];
  isLoading: boolean;
  loadingText: string;
  emptyText: string;
  /** The Users tab marks who has not accepted their invite and offers Resend invite, and Delete for each employee. */
  inviteTenantId?: string;
  /** The Users tab orders by any column on the server; Recent Activity keeps its most-recent order. */
  sorting?: { sort: UsersProgressSort; order: SortOrder; onSort: (sort: UsersProgressSort) => void };
};

/** Shared by the Users tab and the Recent User Activity card: same columns, same course dialog. */
export function UserProgressTable(props: UserProgressTableProps) {
  const { entries, isLoading, loadingText, emptyText, inviteTenantId, sorting } = props;
  const [open, setOpen] = useState<{ entry: UserProgressEntry; kind: CourseListKind } | null>(null);
  const [historyOf, setHistoryOf] = useState<UserProgressEntry | null>(null);
  return (
    <>
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((column) =>
                sorting ? (
                  <SortableTableHead
                    key={column.sort}
                    isActive={sorting.sort === column.sort}
                    order={sorting.order}
                    onSort={() => sorting.onSort(column.sort)}
                  >
                    {column.label}
                  </SortableTableHead>
                ) : (
                  <TableHead key={column.sort}>{column.label}</TableHead>
                ),
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {isLoading ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-muted-foreground" role="status">
                  {loadingText}
                </TableCell>
              </TableRow>
            ) : entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              entries.map((entry) => (
                <TableRow key={entry.userId}>
                  <TableCell className="font-medium">
                    <span className="inline-flex items-center gap-1">
                      {entry.name}
                      {inviteTenantId ? <DeleteUserButton tenantId={inviteTenantId} user={entry} /> : null}
                    </span>
                    {inviteTenantId && entry.invitePending ? (
                      <span className="mt-1 flex flex-wrap items-center gap-2">
                        <Badge variant="outline">{inviteMessages.pending}</Badge>
                        <ResendInviteButton tenantId={inviteTenantId} user={entry} />
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-muted-foreground">
                    {entry.email}
                    {inviteTenantId ? (
                      <Button
                        type="button"
                        variant="link"
                        size="sm"
                        className="block h-auto p-0"
                        aria-label={`Training history of ${entry.name}`}
                        onClick={() => setHistoryOf(entry)}
                      >
                        History
                      </Button>
                    ) : null}
                  </TableCell>
                  {countColumns.map((column) => (
                    <TableCell key={column.kind}>
                      <span className="inline-flex items-center gap-1 tabular-nums">
                        {entry.courses[column.kind]}/{entry.courses.total}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-7"
                          aria-label={`${column.label} courses of ${entry.name}`}
                          onClick={() => setOpen({ entry, kind: column.kind })}
                        >
                          <Info aria-hidden="true" />
                        </Button>
                      </span>
                    </TableCell>
                  ))}
                  <TableCell>
                    <span className="inline-flex flex-wrap items-center gap-1.5">
                      <OverallStatusBadge counts={entry.courses} />
                      {entry.courses.overdue > 0 ? (
                        <span className="rounded bg-destructive/10 px-1.5 py-0.5 font-medium text-destructive text-xs">
                          {entry.courses.overdue} overdue
                        </span>
                      ) : null}
                    </span>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <UserCoursesDialog
        entry={open?.entry ?? null}
        kind={open?.kind ?? 'notStarted'}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      />
      {inviteTenantId ? (
        <TrainingHistoryDialog
          tenantId={inviteTenantId}
          user={historyOf}
          onOpenChange={(isOpen) => {
            if (!isOpen) setHistoryOf(null);
          }}
        />
      ) : null}
    </>
  );
}
