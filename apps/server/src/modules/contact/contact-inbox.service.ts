import { contactInboxMessages, type ContactInboxFilter, type ContactInboxItem, type ContactInboxPage, type ListParams } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPageRequest } from '../../lib/paging.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import { type ContactRow, countContactRequests, listContactRequests, setContactRead } from './contact-inbox.repository.ts';

function toItem(row: ContactRow): ContactInboxItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    organization: row.organization,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The super user's inbox: one page, newest first, with how many are unread in all. */
export async function listContactInbox(
  db: Db,
  query: ListParams<'createdAt'> & { filter?: ContactInboxFilter },
): Promise<ContactInboxPage> {
  const request = toPageRequest(query, { sort: 'createdAt', order: 'desc' }, { alwaysPaged: true });
  const filter = query.filter ?? 'all';
  const [rows, total, unread] = await adminListGate(() =>
    Promise.all([
      listContactRequests(db, filter, request),
      countContactRequests(db, filter, request.search),
      countContactRequests(db, 'unread', undefined),
    ]));
  return { items: rows.map(toItem), total, unread, page: request.page, limit: request.limit ?? rows.length };
}

export async function markContactRead(db: Db, id: string, read: boolean): Promise<ContactInboxItem> {
  const row = await setContactRead(db, id, read);
  if (!row) throw new AppError('NOT_FOUND', contactInboxMessages.notFound);
  return toItem(row);
}
