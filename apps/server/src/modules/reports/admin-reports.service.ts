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

/** Each report read and shaped on its own: the tab asks for all three, a CSV for its one. */
const readReport = {
  completions: async (db: Db, query: AdminReportsQuery): Promise<AdminReports['completionsPerWeek']> =>
    (await countCompletionsPerWeek(db, query.tenantId, query))
      .map((row) => ({ week: row.week, completions: Number(row.completions) })),
  status: async (db: Db, { tenantId, courseId, status }: AdminReportsQuery): Promise<AdminReports['statusPerCourse']> =>
    (await countStatusPerCourse(db, tenantId, courseId)).map((row) => {
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
  scores: async (db: Db, query: AdminReportsQuery): Promise<AdminReports['scoresPerCourse']> =>
    (await countScoresPerCourse(db, query.tenantId, query)).map((row) => {
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

/** The Reports tab's three reports under the same filters, one query each, run side by side. */
export async function getAdminReports(db: Db, caller: Caller, query: AdminReportsQuery): Promise<AdminReports> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId: query.tenantId });
  const [completionsPerWeek, statusPerCourse, scoresPerCourse] = await adminListGate(() =>
    Promise.all([readReport.completions(db, query), readReport.status(db, query), readReport.scores(db, query)]));
  return { completionsPerWeek, statusPerCourse, scoresPerCourse };
}

/** Each report's CSV rows, in adminReportColumns' order. */
const csvRows: Record<AdminReportName, (db: Db, query: AdminReportsQuery) => Promise<(string | number | null)[][]>> = {
  completions: async (db, query) => (await readReport.completions(db, query)).map((w) => [w.week, w.completions]),
  status: async (db, query) =>
    (await readReport.status(db, query)).map((c) => [c.title, c.completed, c.inProgress, c.notStarted, c.overdue]),
  scores: async (db, query) => (await readReport.scores(db, query)).map((c) => [c.title, c.attempts, c.averageScore, c.passRate]),
};

/**
 * One report as a small CSV file (a row per week or per course), running its own query only: UTF-8 with a
 * byte-order mark, formulas escaped.
 */
export async function exportAdminReportCsv(db: Db, caller: Caller, name: AdminReportName, query: AdminReportsQuery) {
  await requireAccess(db, caller, 'tenant.manage', { tenantId: query.tenantId });
  const rows = await adminListGate(() => csvRows[name](db, query));
  return csvByteOrderMark + csvRow(adminReportColumns[name]) + rows.map(csvRow).join('');
}
