import { type UsersProgressSort, usersExportMessages } from '@complyra/core/reports/reports.schema';
import { noMatchText } from '@complyra/core/system/paging.schema';
import { userMessages } from '@complyra/core/users/users.schema';
import { ListPager } from '../../../components/list/list-pager';
import { ListSearch } from '../../../components/list/list-search';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useListParams } from '../../../hooks/use-list-params';
import { listQueryString } from '../../../lib/list-query-string';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useUsersProgress } from '../api/get-users-progress';
import { AddUserDialog } from './add-user-dialog';
import { ImportUsersDialog } from './import-users-dialog';
import { UserProgressTable } from './user-progress-table';

/** How many employees one page of the Users tab shows. */
export const usersPageSize = 20;

/** Users tab: the organization's employees with their course counts, paged, ordered and searched on the server. */
export function TenantUsersPanel({ tenantId }: { tenantId: string }) {
  const list = useListParams<UsersProgressSort>({ sort: 'name', order: 'asc', limit: usersPageSize });
  const users = useUsersProgress(tenantId, list.params);
  const search = list.params.search;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Organization Users</CardTitle>
          <CardDescription>Employees and their course progress</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton
            path={`/api/admin/dashboard/users-progress/export.csv?${listQueryString({ tenantId, search: search || undefined })}`}
            label={usersExportMessages.button}
            fallbackName="users.csv"
            errorMessage={usersExportMessages.failed}
          />
          <ImportUsersDialog tenantId={tenantId} />
          <AddUserDialog tenantId={tenantId} />
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <ListSearch
          label="Search users"
          placeholder="Search by name or e-mail"
          value={list.searchText}
          onChange={list.setSearchText}
        />
        {users.isError && !users.data ? (
          <p role="alert" className="py-6 text-center text-destructive text-sm">
            {userMessages.loadFailed}
          </p>
        ) : (
          <>
            <UserProgressTable
              entries={users.data?.items ?? []}
              isLoading={users.isPending}
              loadingText={userMessages.loading}
              emptyText={search ? noMatchText(search) : userMessages.emptyList}
              inviteTenantId={tenantId}
              sorting={{ sort: list.params.sort, order: list.params.order, onSort: list.sortBy }}
            />
            <ListPager label="Users pages" shown={users.data} onPageChange={list.setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
