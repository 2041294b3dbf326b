import type { CourseScore } from '@complyra/core/reports/admin-reports.schema';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { axisProps, chartColors, courseAxisProps, gridStroke, legendProps, tooltipProps } from './chart-theme';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Each course's average score and pass rate, side by side, in percent. */
export function ScoresChart({ courses }: { courses: CourseScore[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={courses} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        <XAxis {...courseAxisProps} />
        <YAxis domain={[0, 100]} unit="%" width={48} {...axisProps} />
        <Tooltip {...tooltipProps} />
        <Legend {...legendProps} />
        <Bar dataKey="averageScore" name="Average score" fill={chartColors.score} />
        <Bar dataKey="passRate" name="Pass rate" fill={chartColors.passRate} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The same figures as a table. */
export function ScoresTable({ courses }: { courses: CourseScore[] }) {
  return (
    <Table>
      <TableCaption>Submitted quiz attempts per course: average score and pass rate</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Course</TableHead>
          <TableHead className="text-right">Submitted attempts</TableHead>
          <TableHead className="text-right">Average score</TableHead>
          <TableHead className="text-right">Pass rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {courses.map((course) => (
          <TableRow key={course.courseId}>
            <TableCell>{course.title}</TableCell>
            <TableCell className="text-right tabular-nums">{course.attempts}</TableCell>
            <TableCell className="text-right tabular-nums">{percent(course.averageScore)}</TableCell>
            <TableCell className="text-right tabular-nums">{percent(course.passRate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
