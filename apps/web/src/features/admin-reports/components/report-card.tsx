import { adminReportsMessages } from '@complyra/core/reports/admin-reports.schema';
import { BarChart3, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

type ReportCardProps = {
  title: string;
  /** The CSV export's path with its query. */
  exportPath: string;
  exportName: string;
  state: 'loading' | 'error' | 'empty' | 'ready';
  chart: ReactNode;
  table: ReactNode;
};

/**
 * One report: its chart, or its table when asked ("Show as table"). While the chart shows, the same table is
 * in the page for screen readers only, so no one depends on seeing the chart.
 */
export function ReportCard({ title, exportPath, exportName, state, chart, table }: ReportCardProps) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{title}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
            {asTable ? adminReportsMessages.showChart : adminReportsMessages.showTable}
          </Button>
          <ExportCsvButton
            path={exportPath}
            label={adminReportsMessages.exportCsv}
            fallbackName={exportName}
            errorMessage={adminReportsMessages.exportFailed}
          />
        </div>
      </CardHeader>
      <CardContent>
        {state === 'loading' ? (
          <p role="status" className="py-8 text-center text-muted-foreground text-sm">Loading…</p>
        ) : state === 'error' ? (
          <p role="alert" className="py-8 text-center text-destructive text-sm">{adminReportsMessages.loadFailed}</p>
        ) : state === 'empty' ? (
          <p className="py-8 text-center text-muted-foreground text-sm">{adminReportsMessages.empty}</p>
        ) : asTable ? (
          table
        ) : (
          <>
            <div role="img" aria-label={`${title} chart; the table below gives the same figures`} className="h-72 w-full">
              {chart}
            </div>
            <div className="sr-only">{table}</div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
