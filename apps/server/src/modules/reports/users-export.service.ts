import { csvByteOrderMark, csvRow, overallStatus, usersExportColumns } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import { findUserPageIds } from '../users/users.repository.ts';
import { buildEntries } from './reports.service.ts';

/** Employees read per step: the file is written a step at a time, so memory stays bounded whatever the size. */
export const usersExportBatch = 500;

/**
 * The Users tab as a CSV file: access is checked before the first byte (so a refusal is a JSON answer),
 * then the lines are made one batch of employees at a time, each batch through the admin lists' gate.
 */
export async function exportUsersCsv(
  db: Db,
  caller: Caller,
  tenantId: string,
  search: string | undefined,
): Promise<AsyncIterable<string>> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  return usersCsvLines(db, tenantId, search);
}

async function* usersCsvLines(db: Db, tenantId: string, search: string | undefined): AsyncGenerator<string> {
  yield csvByteOrderMark + csvRow(usersExportColumns);
  for (let offset = 0; ; offset += usersExportBatch) {
    const request = { isPaged: true, page: 1, limit: usersExportBatch, offset, sort: 'name' as const, order: 'asc' as const, search };
    const lines = await adminListGate(async () => {
      const ids = await findUserPageIds(db, tenantId, request, 'EMPLOYEE');
      const entries = await buildEntries(db, tenantId, ids);
      return { count: ids.length, text: entries.map((entry) => csvRow([
        entry.name,
        entry.email,
        entry.courses.notStarted,
        entry.courses.inProgress,
        entry.courses.completed,
        entry.courses.overdue,
        entry.courses.total,
        overallStatus(entry.courses),
        entry.invitePending ? 'Yes' : 'No',
        entry.lastActivityAt ?? '',
      ])).join('') };
    });
    if (lines.text) yield lines.text;
    if (lines.count < usersExportBatch) return;
  }
}
