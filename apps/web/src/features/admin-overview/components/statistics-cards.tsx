import { emptyStatistics, reportsMessages } from '@complyra/core/reports/reports.schema';
import { BookOpen, GraduationCap, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useStatistics } from '../api/get-statistics';

/** Total Users, Courses and Training Status; any failure falls back to zeros with the spec's notice. */
export function StatisticsCards({ tenantId }: { tenantId: string }) {
  const statistics = useStatistics(tenantId);
  const stats = statistics.data ?? emptyStatistics;
  const show = (value: number) => (statistics.isPending ? '…' : value);
  return (
    <div className="space-y-3">
      {statistics.isError ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-destructive text-sm">
          {reportsMessages.statisticsFailed}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle className="font-medium text-sm">Total Users</CardTitle>
            <Users className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p className="font-bold text-3xl tabular-nums" data-testid="stat-total-users">
              {show(stats.totalUsers)}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle className="font-medium text-sm">Courses</CardTitle>
            <BookOpen className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p className="font-bold text-3xl tabular-nums" data-testid="stat-total-courses">
              {show(stats.totalCourses)}
            </p>
            <p className="text-muted-foreground text-xs">{show(Number(stats.completionRate.toFixed(1)))}% completion rate</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle className="font-medium text-sm">Training Status</CardTitle>
            <GraduationCap className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div>
                <dt className="text-muted-foreground text-xs">Completed</dt>
                <dd className="font-semibold text-xl tabular-nums">{show(stats.trainingStatus.completed)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">In Progress</dt>
                <dd className="font-semibold text-xl tabular-nums">{show(stats.trainingStatus.inProgress)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Not Started</dt>
                <dd className="font-semibold text-xl tabular-nums">{show(stats.trainingStatus.notStarted)}</dd>
              </div>
            </dl>
            <p
              className={`mt-2 text-center text-xs ${stats.overdue > 0 ? 'font-medium text-destructive' : 'text-muted-foreground'}`}
              data-testid="stat-overdue"
            >
              Overdue: {show(stats.overdue)}
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
