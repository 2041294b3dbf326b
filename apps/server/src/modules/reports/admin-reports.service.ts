import {
  type AdminReportName,
  type AdminReports,
  type AdminReportsQuery,
  adminReportColumns,
  csvByteOrderMark,
  csvRow,
  reportStatuses,
} from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import { countCompletionsPerWeek, countScoresPerCourse, countStatusPerCourse } from './admin-reports.repository.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The Reports tab's three reports under the same filters, one query each, run side by side. */
export async function getAdminReports(db: Db, caller: Caller, query: AdminReportsQuery): Promise<AdminReports> {
  const { tenantId, courseId, status } = query;
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const [weeks, statuses, scores] = await adminListGate(() =>
    Promise.all([
      countCompletionsPerWeek(db, tenantId, query),
      countStatusPerCourse(db, tenantId, courseId),
      countScoresPerCourse(db, tenantId, query),
    ]));
  return {
    completionsPerWeek: weeks.map((row) => ({ week: row.week, completions: Number(row.completions) })),
    statusPerCourse: statuses.map((row) => {
      const counts = {
        completed: Number(row.completed),
        inProgress: Number(row.in_progress),
        notStarted: Number(row.not_started),
        overdue: Number(row.overdue),
      };
      // A status filter keeps that state only: the others read 0.
      if (status) for (const other of reportStatuses) if (other !== status) counts[other] = 0;
      return { courseId: row.course_id, title: row.title, ...counts };
    }),
    scoresPerCourse: scores.map((row) => {
      const attempts = Number(row.attempts);
      return {
        courseId: row.course_id,
        title: row.title,
        attempts,
        averageScore: attempts === 0 || row.average_score === null ? null : oneDecimal(Number(row.average_score)),
        passRate: attempts === 0 ? null : oneDecimal((Number(row.passed) / attempts) * 100),
      };
    }),
  };
}

/** One report as a small CSV file (a row per week or per course): UTF-8 with a byte-order mark, formulas escaped. */
export async function exportAdminReportCsv(db: Db, caller: Caller, name: AdminReportName, query: AdminReportsQuery) {
  const reports = await getAdminReports(db, caller, query);
  const rows: (string | number | null)[][] =
    name === 'completions'
      ? reports.completionsPerWeek.map((w) => [w.week, w.completions])
      : name === 'status'
        ? reports.statusPerCourse.map((c) => [c.title, c.completed, c.inProgress, c.notStarted, c.overdue])
        : reports.scoresPerCourse.map((c) => [c.title, c.attempts, c.averageScore, c.passRate]);
  return csvByteOrderMark + csvRow(adminReportColumns[name]) + rows.map(csvRow).join('');
}
