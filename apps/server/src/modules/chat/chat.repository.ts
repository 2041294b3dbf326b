import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { aiAudit, courses, tenantCourses } from '../../db/schema.ts';

/** A course the chat may search, with what identifies its content's version (the index cache key). */
export interface ChatCourse {
  id: string;
  title: string;
  version: number;
  updatedAt: Date | string;
  isEnabled: boolean;
}

const chatCourseColumns = {
  id: courses.id,
  title: courses.title,
  version: courses.version,
  updatedAt: courses.updatedAt,
  isEnabled: tenantCourses.isEnabled,
};

// Read on every question (the chat's hot path): prepared once per database handle.
const organizationCourseStatement = preparedPerDatabase((db) =>
  db
    .select(chatCourseColumns)
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(and(eq(tenantCourses.tenantId, sql.placeholder('tenantId')), eq(tenantCourses.courseId, sql.placeholder('courseId'))))
    .limit(1)
    .prepare('chat_organization_course'),
);

const enabledCoursesStatement = preparedPerDatabase((db) =>
  db
    .select(chatCourseColumns)
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(and(eq(tenantCourses.tenantId, sql.placeholder('tenantId')), eq(tenantCourses.isEnabled, true)))
    .orderBy(asc(courses.title))
    .prepare('chat_enabled_courses'),
);

/** One course as the organization has it (enabled or not); undefined when it is not assigned to it. */
export async function findOrganizationCourse(db: Db, tenantId: string, courseId: string): Promise<ChatCourse | undefined> {
  const [row] = await organizationCourseStatement(db).execute({ tenantId, courseId });
  return row;
}

/** The organization's enabled courses, in title order. */
export async function listEnabledCourses(db: Db, tenantId: string): Promise<ChatCourse[]> {
  return enabledCoursesStatement(db).execute({ tenantId });
}

export type AiAuditEntry = typeof aiAudit.$inferInsert;

/** Entries waiting while an earlier write of the same database is under way, and the write that will take them. */
interface PendingAudits {
  entries: AiAuditEntry[];
  written: Promise<void>;
}
const waiting = new WeakMap<Db, PendingAudits>();
const writing = new WeakSet<Db>();

/**
 * Records one question in the AI audit trail. Questions asked while a write is under way are written together
 * in one statement once it ends (a group commit): under load the trail costs one round trip per batch, not
 * per question, and an entry alone is written at once. Resolves when its entry is stored.
 */
export function recordAiAudit(db: Db, entry: AiAuditEntry): Promise<void> {
  const pending = waiting.get(db);
  if (pending) {
    pending.entries.push(entry);
    return pending.written;
  }
  if (!writing.has(db)) return writeAudits(db, [entry]);
  const entries = [entry];
  const written = new Promise<void>((resolve, reject) => {
    afterWrite.set(db, () => {
      waiting.delete(db);
      writeAudits(db, entries).then(resolve, reject);
    });
  });
  waiting.set(db, { entries, written });
  return written;
}

/** What to do once the write under way ends: write the entries that waited for it. */
const afterWrite = new WeakMap<Db, () => void>();

async function writeAudits(db: Db, entries: AiAuditEntry[]): Promise<void> {
  writing.add(db);
  try {
    await db.insert(aiAudit).values(entries);
  } finally {
    writing.delete(db);
    const next = afterWrite.get(db);
    afterWrite.delete(db);
    next?.();
  }
}

export async function listAiAudit(db: Db, tenantId: string) {
  return db.select().from(aiAudit).where(eq(aiAudit.tenantId, tenantId)).orderBy(asc(aiAudit.createdAt));
}
