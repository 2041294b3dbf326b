import type { Caller } from '../../access/caller.ts';
import type { Db } from '../../db/database.ts';
import { isCourseCompleted } from '../progress/course-completion.repository.ts';

/**
 * Whether the caller has finished the course, the gate of the assessment: a completion the server recorded
 * only after checking the learner's slide-by-slide journey.
 */
export async function hasCompletedCourse(db: Db, caller: Caller, courseId: string): Promise<boolean> {
  return isCourseCompleted(db, caller.userId, courseId);
}
