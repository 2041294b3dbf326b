import type { Db } from '../../db/database.ts';
import type { Caller } from '../../access/caller.ts';
import { findProgressPercent } from './quiz.repository.ts';

/**
 * Whether the caller has finished the course, the gate of the assessment. Today: progress 100 in
 * course_progress. The harden-auth branch adds server-side completion evidence; swap it in here only.
 */
export async function hasCompletedCourse(db: Db, caller: Caller, courseId: string): Promise<boolean> {
  return (await findProgressPercent(db, caller.userId, courseId)) >= 100;
}
