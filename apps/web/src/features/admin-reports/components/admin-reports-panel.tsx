import { adminReportsMessages } from '@complyra/core/reports/admin-reports.schema';
import { withQuietWeeks } from '@complyra/core/reports/completion-weeks';
import { useState } from 'react';
import { type ReportFilters, reportsQueryString, useAdminReports } from '../api/get-admin-reports';
import { CompletionsChart, CompletionsTable } from './completions-report';
import { ReportCard } from './report-card';
import { ReportFiltersBar } from './report-filters';
import { ScoresChart, ScoresTable } from './scores-report';
import { StatusChart, StatusTable } from './status-report';

/** The Reports tab: three reports of the organization under one set of filters, each as a chart, a table and a CSV file. */
export function AdminReportsPanel({ tenantId }: { tenantId: string }) {
  const [filters, setFilters] = useState<ReportFilters>({});
  const reports = useAdminReports(tenantId, filters);
  // The course choices: every enabled course, from the unfiltered reports (the same cache entry at first).
  const unfiltered = useAdminReports(tenantId, {});
  const courses = unfiltered.data?.statusPerCourse ?? [];
  const query = reportsQueryString(tenantId, filters);
  const stateOf = (rows: unknown[] | undefined) =>
    reports.isPending ? 'loading' : reports.isError && !reports.data ? 'error' : !rows || rows.length === 0 ? 'empty' : 'ready';
  const data = reports.data;
  const weeks = withQuietWeeks(data?.completionsPerWeek ?? []);

  return (
    <div className="space-y-6">
      <ReportFiltersBar filters={filters} courses={courses} onChange={setFilters} />
      {reports.isError && reports.data ? (
        <p role="alert" className="text-destructive text-sm">{reports.error.message}</p>
      ) : null}
      <ReportCard
        title={adminReportsMessages.completionsTitle}
        exportPath={`/api/admin/reports/completions.csv?${query}`}
        exportName="report-completions.csv"
        state={stateOf(data?.completionsPerWeek)}
        chart={<CompletionsChart weeks={weeks} />}
        table={<CompletionsTable weeks={weeks} />}
      />
      <ReportCard
        title={adminReportsMessages.statusTitle}
        exportPath={`/api/admin/reports/status.csv?${query}`}
        exportName="report-status.csv"
        state={stateOf(data?.statusPerCourse)}
        chart={<StatusChart courses={data?.statusPerCourse ?? []} />}
        table={<StatusTable courses={data?.statusPerCourse ?? []} />}
      />
      <ReportCard
        title={adminReportsMessages.scoresTitle}
        exportPath={`/api/admin/reports/scores.csv?${query}`}
        exportName="report-scores.csv"
        state={stateOf(data?.scoresPerCourse)}
        chart={<ScoresChart courses={data?.scoresPerCourse ?? []} />}
        table={<ScoresTable courses={data?.scoresPerCourse ?? []} />}
      />
    </div>
  );
}
