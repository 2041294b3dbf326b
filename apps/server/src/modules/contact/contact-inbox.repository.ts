import type { ContactInboxFilter } from '@complyra/core';
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactRequests } from '../../db/schema.ts';
import { containsPattern, onePage, type PageRequest } from '../../lib/paging.ts';

export type ContactRow = typeof contactRequests.$inferSelect;

const inboxWhere = (filter: ContactInboxFilter, search: string | undefined) => {
  const pattern = search === undefined ? undefined : containsPattern(search);
  return and(
    filter === 'unread' ? isNull(contactRequests.readAt) : filter === 'read' ? isNotNull(contactRequests.readAt) : undefined,
    pattern === undefined
      ? undefined
      : or(
          ilike(contactRequests.fullName, pattern),
          ilike(contactRequests.email, pattern),
          ilike(contactRequests.organization, pattern),
          ilike(contactRequests.message, pattern),
        ),
  );
};

/** One page of the inbox, newest first. */
export async function listContactRequests(db: Db, filter: ContactInboxFilter, request: PageRequest<'createdAt'>) {
  const query = db
    .select()
    .from(contactRequests)
    .where(inboxWhere(filter, request.search))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
  return onePage(query.$dynamic(), request);
}

export async function countContactRequests(db: Db, filter: ContactInboxFilter, search: string | undefined) {
  const [row] = await db.select({ n: count() }).from(contactRequests).where(inboxWhere(filter, search));
  return row?.n ?? 0;
}

/** Read (now) or unread again; undefined when there is no such message. */
export async function setContactRead(db: Db, id: string, read: boolean) {
  const [row] = await db
    .update(contactRequests)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactRequests.id, id))
    .returning();
  return row;
}
