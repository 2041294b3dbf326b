import { type AiTrailCounts, type AiTrailDetail, type AiTrailEntry, aiTrailMessages, type AiTrailPage, type ListParams } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPageRequest } from '../../lib/paging.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import { countAiTrail, countAiTrailPerCourse, findAiTrailEntry, listAiTrail } from './ai-trail.repository.ts';
import { recordAudit } from './audit.repository.ts';

type EntryRow = Awaited<ReturnType<typeof listAiTrail>>[number];

function toEntry(row: EntryRow): AiTrailEntry {
  return {
    id: row.id,
    question: row.question,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    engine: row.engine,
    outcome: row.outcome,
    citedSlides: row.sources,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The organization's questions to the AI helper, newest first, without who asked. */
export async function listAiTrailPage(
  db: Db,
  caller: Caller,
  tenantId: string,
  query: ListParams<'createdAt'> & { courseId?: string },
): Promise<AiTrailPage> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const request = toPageRequest(query, { sort: 'createdAt', order: 'desc' }, { alwaysPaged: true });
  const filter = { courseId: query.courseId };
  const [rows, total] = await adminListGate(() =>
    Promise.all([listAiTrail(db, tenantId, filter, request), countAiTrail(db, tenantId, { ...filter, search: request.search })]));
  return { items: rows.map(toEntry), total, page: request.page, limit: request.limit ?? rows.length };
}

export async function countAiTrailByCourse(db: Db, caller: Caller, tenantId: string): Promise<AiTrailCounts> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const rows = await adminListGate(() => countAiTrailPerCourse(db, tenantId));
  return rows.map((row) => ({ courseId: row.courseId, courseTitle: row.courseTitle, questions: Number(row.questions) }));
}

/** Opening one question names who asked it; the opening itself goes in the audit log (who looked, when, at what). */
export async function openAiTrailEntry(db: Db, caller: Caller, tenantId: string, id: string, ip: string): Promise<AiTrailDetail> {
  await requireAccess(db, caller, 'tenant.manage', { tenantId });
  const row = await findAiTrailEntry(db, tenantId, id);
  if (!row) throw new AppError('NOT_FOUND', aiTrailMessages.notFound);
  await recordAudit(db, {
    action: 'ai-trail.asker.shown',
    actorUserId: caller.userId,
    actorEmail: caller.email,
    tenantId,
    ip,
    detail: { entryId: id },
  });
  return {
    ...toEntry(row),
    answer: row.answer,
    askedBy: row.name === null || row.email === null ? null : { userId: row.userId, name: row.name, email: row.email },
  };
}
