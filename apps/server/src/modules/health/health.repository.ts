import { isUpToDate, type SqlExecutor } from '../../db/database.ts';

/** Whether every migration this server ships is applied (a newer server's extra ones count as applied too). */
export function migrationsApplied(sql: SqlExecutor): Promise<boolean> {
  return isUpToDate((text) => sql.executeSql(text, []));
}
