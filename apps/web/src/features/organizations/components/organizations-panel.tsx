import { noMatchText } from '@complyra/core/system/paging.schema';
import {
  deleteOrganizationWarning,
  type Tenant,
  type TenantSort,
  type TenantStatus,
  tenantMessages,
} from '@complyra/core/tenants/tenants.schema';
import { Building2, Loader2, MoreVertical, Power, PowerOff, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPager } from '../../../components/list/list-pager';
import { ListSearch } from '../../../components/list/list-search';
import { ListSortSelect, type SortChoice } from '../../../components/list/list-sort-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useListParams } from '../../../hooks/use-list-params';
import { cn } from '../../../lib/utils';
import { useDeleteTenant } from '../api/delete-tenant';
import { useRecordsRetention } from '../api/get-records-retention';
import { useTenantsByStatus } from '../api/get-tenants-by-status';
import { useSetTenantStatus } from '../api/set-tenant-status';
import { OrganizationStatusDialog } from './organization-status-dialog';
import { pluralize } from '@complyra/core/format/format-numbers';

const views: { status: TenantStatus; label: string }[] = [
  { status: 'active', label: 'Active Organizations' },
  { status: 'inactive', label: 'Inactive Organizations' },
];

/** The columns a row shows, as "Sort by" choices (newest first by default). */
const sortChoices: SortChoice<TenantSort>[] = [
  { sort: 'createdAt', order: 'desc', label: 'Newest first' },
  { sort: 'name', order: 'asc', label: 'Name' },
  { sort: 'userCount', order: 'desc', label: 'Most users' },
  { sort: 'enabledCourseCount', order: 'desc', label: 'Most enabled courses' },
  { sort: 'adminEmail', order: 'asc', label: 'Admin e-mail' },
];

/** How many organizations one page shows. */
export const organizationsPageSize = 20;

/**
 * The Organizations tab: active or inactive organizations, each with Deactivate or Activate and Delete; paged
 * and searched by name.
 */
export function OrganizationsPanel() {
  const [view, setView] = useState<TenantStatus>('active');
  const list = useListParams<TenantSort>({ sort: 'createdAt', order: 'desc', limit: organizationsPageSize });
  const tenants = useTenantsByStatus(view, list.params);
  const search = list.params.search;
  const setStatus = useSetTenantStatus();
  const [target, setTarget] = useState<{ tenant: Tenant; status: TenantStatus } | null>(null);
  const deleteTenant = useDeleteTenant();
  const [toDelete, setToDelete] = useState<Tenant | null>(null);
  const retention = useRecordsRetention();

  useEffect(() => {
    if (!tenants.isError) return;
    toast.error(tenants.data ? 'Failed to refresh tenants' : tenantMessages.loadFailed);
  }, [tenants.isError, tenants.data]);

  const confirm = async () => {
    if (!target) return;
    const activating = target.status === 'active';
    try {
      await setStatus.mutateAsync({ id: target.tenant.id, status: target.status });
      toast.success(activating ? tenantMessages.activated : tenantMessages.deactivated);
    } catch {
      toast.error(activating ? tenantMessages.activateFailed : tenantMessages.deactivateFailed);
    } finally {
      setTarget(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteTenant.mutateAsync(toDelete.id);
      toast.success(tenantMessages.deleted);
    } catch {
      toast.error(tenantMessages.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  const current = views.find((item) => item.status === view) ?? views[0];
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>{current?.label}</CardTitle>
          <CardDescription>
            {view === 'active'
              ? 'Organizations whose admins and employees can sign in.'
              : 'Deactivated organizations: nobody in them can sign in.'}
          </CardDescription>
        </div>
        <div role="group" aria-label="Organization status" className="inline-flex rounded-lg border bg-muted p-1">
          {views.map((item) => (
            <button
              key={item.status}
              type="button"
              aria-pressed={view === item.status}
              onClick={() => {
                setView(item.status);
                list.setPage(1);
              }}
              className={cn(
                'rounded-md px-3 py-1.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                view === item.status ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <ListSearch
            label="Search organizations"
            placeholder="Search by name"
            value={list.searchText}
            onChange={list.setSearchText}
          />
          <ListSortSelect
            label="Sort by"
            choices={sortChoices}
            sort={list.params.sort}
            order={list.params.order}
            onChange={list.setSort}
          />
        </div>
        {tenants.isPending ? (
          <div className="flex items-center justify-center gap-2 py-10 text-muted-foreground" role="status">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Loading organizations...
          </div>
        ) : tenants.isError && !tenants.data ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-destructive">{tenantMessages.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => tenants.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : tenants.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">
            {search ? noMatchText(search) : view === 'active' ? 'No active organizations.' : 'No inactive organizations.'}
          </p>
        ) : (
          <ul aria-label={current?.label} className="divide-y rounded-lg border">
            {tenants.data.items.map((tenant) => (
              <li key={tenant.id} className="flex items-start gap-3 p-4 sm:items-center">
                <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
                  <Building2 className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="truncate font-medium">{tenant.name}</p>
                  <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
                    <span>{pluralize(tenant.userCount, 'user')}</span>
                    <span>{pluralize(tenant.enabledCourseCount, 'enabled course')}</span>
                    <span className="break-all">{tenant.adminEmail}</span>
                  </div>
                </div>
                <Badge variant={view === 'active' ? 'secondary' : 'outline'} className="hidden sm:inline-flex">
                  {view === 'active' ? 'Active' : 'Inactive'}
                </Badge>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${tenant.name}`}>
                      <MoreVertical aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    {view === 'active' ? (
                      <DropdownMenuItem onSelect={() => setTarget({ tenant, status: 'inactive' })}>
                        <PowerOff aria-hidden="true" />
                        Deactivate
                      </DropdownMenuItem>
                    ) : (
                      <DropdownMenuItem onSelect={() => setTarget({ tenant, status: 'active' })}>
                        <Power aria-hidden="true" />
                        Activate
                      </DropdownMenuItem>
                    )}
                    <DropdownMenuSeparator />
                    <DropdownMenuItem onSelect={() => setToDelete(tenant)} className="text-destructive focus:text-destructive">
                      <Trash2 aria-hidden="true" />
                      Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </li>
            ))}
          </ul>
        )}
        <ListPager label="Organizations pages" shown={tenants.data} onPageChange={list.setPage} />
      </CardContent>
      <OrganizationStatusDialog
        target={target}
        isPending={setStatus.isPending}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Organization"
        confirmLabel="Delete"
        variant="destructive"
        description={toDelete ? deleteOrganizationWarning(toDelete.name, retention.data?.years) : null}
        isPending={deleteTenant.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
