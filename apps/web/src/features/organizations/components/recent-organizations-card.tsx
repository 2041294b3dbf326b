import { tenantMessages } from '@complyra/core/tenants/tenants.schema';
import { Building2, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useRecentTenants } from '../api/get-recent-tenants';
import { pluralize } from '@complyra/core/format/format-numbers';

const SHOWN = 3;

type RecentOrganizationsCardProps = {
  /** How many organizations exist in all: 'View All Organizations (N)' appears above 3. */
  totalCount: number;
  onViewAll: () => void;
};

export function RecentOrganizationsCard({ totalCount, onViewAll }: RecentOrganizationsCardProps) {
  const recent = useRecentTenants();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Organizations</CardTitle>
        <CardDescription>The organizations added most recently.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {recent.isPending ? (
          <div className="flex items-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading organizations...
          </div>
        ) : recent.isError ? (
          <p className="text-destructive text-sm">{tenantMessages.loadFailed}</p>
        ) : recent.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No organizations yet. Add the first one with Add Organization.</p>
        ) : (
          <ul className="space-y-3">
            {recent.data.slice(0, SHOWN).map((tenant) => (
              <li key={tenant.id} className="flex items-center gap-3 rounded-lg border p-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Building2 className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{tenant.name}</p>
                  <p className="truncate text-muted-foreground text-sm">{tenant.domain}</p>
                </div>
                <div className="shrink-0 text-right text-muted-foreground text-xs">
                  <p>{pluralize(tenant.userCount, 'user')}</p>
                  <p>{pluralize(tenant.enabledCourseCount, 'course')}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {totalCount > SHOWN && (
          <Button variant="outline" className="w-full" onClick={onViewAll}>
            View All Organizations ({totalCount})
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
