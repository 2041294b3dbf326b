import { count, eq } from 'drizzle-orm';
import type { Db, SqlExecutor } from '../../db/database.ts';
import { courses, tenantCourses } from '../../db/schema.ts';

/** Courses whose pipeline is still running: uploads being made into courses, and organizations' copies. */
export async function coursesBeingMade(db: Db): Promise<{ courses: number; copies: number }> {
  const [made] = await db.select({ n: count() }).from(courses).where(eq(courses.status, 'processing'));
  const [copied] = await db.select({ n: count() }).from(tenantCourses).where(eq(tenantCourses.copyStatus, 'processing'));
  return { courses: Number(made?.n ?? 0), copies: Number(copied?.n ?? 0) };
}

export interface JobCount {
  kind: string;
  state: string;
  jobs: number;
}

/** The job queue's jobs by kind and state (pg-boss keeps finished ones for a while); none before it is set up. */
export async function jobCounts(sql: SqlExecutor): Promise<JobCount[]> {
  try {
    const { rows } = await sql.executeSql('SELECT name AS kind, state, count(*)::int AS jobs FROM pgboss.job GROUP BY 1, 2 ORDER BY 1, 2', []);
    return rows as JobCount[];
  } catch {
    return []; // the queue's schema does not exist before its first start
  }
}
