import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
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

/** One course as the organization has it (enabled or not); undefined when it is not assigned to it. */
export async function findOrganizationCourse(db: Db, tenantId: string, courseId: string): Promise<ChatCourse | undefined> {
  const [row] = await db
    .select(chatCourseColumns)
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .limit(1);
  return row;
}

/** The organization's enabled courses, in title order. */
export async function listEnabledCourses(db: Db, tenantId: string): Promise<ChatCourse[]> {
  return db
    .select(chatCourseColumns)
    .from(tenantCourses)
    .innerJoin(courses, eq(courses.id, tenantCourses.courseId))
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.isEnabled, true)))
    .orderBy(asc(courses.title));
}

export type AiAuditEntry = typeof aiAudit.$inferInsert;

export async function recordAiAudit(db: Db, entry: AiAuditEntry): Promise<void> {
  await db.insert(aiAudit).values(entry);
}

export async function listAiAudit(db: Db, tenantId: string) {
  return db.select().from(aiAudit).where(eq(aiAudit.tenantId, tenantId)).orderBy(asc(aiAudit.createdAt));
}
