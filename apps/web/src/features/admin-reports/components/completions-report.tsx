import type { CompletionWeek } from '@complyra/core/reports/admin-reports.schema';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { axisProps, chartColors, gridStroke, tooltipProps } from './chart-theme';

/** Completions per week as a line. */
export function CompletionsChart({ weeks }: { weeks: CompletionWeek[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={weeks} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" />
        <XAxis dataKey="week" {...axisProps} />
        <YAxis allowDecimals={false} width={40} {...axisProps} />
        <Tooltip {...tooltipProps} />
        <Line type="monotone" dataKey="completions" name="Completions" stroke={chartColors.line} strokeWidth={2} dot={{ r: 3 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The same figures as a table. */
export function CompletionsTable({ weeks }: { weeks: CompletionWeek[] }) {
  return (
    <Table>
      <TableCaption>Completions per week (weeks start on Monday)</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Week starting</TableHead>
          <TableHead className="text-right">Completions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {weeks.map((w) => (
          <TableRow key={w.week}>
            <TableCell><time dateTime={w.week}>{w.week}</time></TableCell>
            <TableCell className="text-right tabular-nums">{w.completions}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
