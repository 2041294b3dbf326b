import type { Db } from '../../db/database.ts';
import { contactRequests } from '../../db/schema.ts';

export async function insertContactRequest(db: Db, request: typeof contactRequests.$inferInsert) {
  await db.insert(contactRequests).values(request);
}
