import type { CourseStatusCounts } from '@complyra/core/reports/admin-reports.schema';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { axisProps, chartColors, courseAxisProps, gridStroke, legendProps, tooltipProps } from './chart-theme';

export const statusLabels = { completed: 'Completed', inProgress: 'In Progress', notStarted: 'Not Started', overdue: 'Overdue' } as const;
const statuses = ['completed', 'inProgress', 'notStarted', 'overdue'] as const;

/** Each course's employees by state, stacked. */
export function StatusChart({ courses }: { courses: CourseStatusCounts[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={courses} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        <XAxis {...courseAxisProps} />
        <YAxis allowDecimals={false} width={40} {...axisProps} />
        <Tooltip {...tooltipProps} />
        <Legend {...legendProps} />
        {statuses.map((status) => (
          <Bar key={status} dataKey={status} name={statusLabels[status]} stackId="status" fill={chartColors[status]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The same figures as a table. */
export function StatusTable({ courses }: { courses: CourseStatusCounts[] }) {
  return (
    <Table>
      <TableCaption>Employees per course by status</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Course</TableHead>
          {statuses.map((status) => <TableHead key={status} className="text-right">{statusLabels[status]}</TableHead>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {courses.map((course) => (
          <TableRow key={course.courseId}>
            <TableCell>{course.title}</TableCell>
            {statuses.map((status) => <TableCell key={status} className="text-right tabular-nums">{course[status]}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
