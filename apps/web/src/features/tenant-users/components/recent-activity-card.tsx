import { reportsMessages } from '@complyra/core/reports/reports.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useRecentActivity } from '../api/get-recent-activity';
import { UserProgressTable } from './user-progress-table';

/** Overview: Recent User Activity; a failed load shows the spec's notice over an empty table. */
export function RecentActivityCard({ tenantId, onViewAllUsers }: { tenantId: string; onViewAllUsers: () => void }) {
  const activity = useRecentActivity(tenantId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent User Activity</CardTitle>
        <CardDescription>{reportsMessages.activityDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {activity.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {reportsMessages.activityFailed}
          </p>
        ) : null}
        <UserProgressTable
          entries={activity.data ?? []}
          isLoading={activity.isPending}
          loadingText={reportsMessages.loadingActivity}
          emptyText={reportsMessages.noActivity}
        />
      </CardContent>
      <CardFooter>
        <Button type="button" variant="outline" onClick={onViewAllUsers}>
          View All Users
        </Button>
      </CardFooter>
    </Card>
  );
}
