import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import type { UserCourseRecord } from '@complyra/core/learner/learner.schema';
import { matchesCourseFilter } from '@complyra/core/learner/learner.rules';

/** A course on the employee dashboard: the organization's course, its progress and certificate record. */
export type LearnerCourse = {
  course: TenantCourse;
  progress: number;
  record: UserCourseRecord | null;
};

export type CourseCounts = { total: number; completed: number; inProgress: number; notStarted: number };

export function countCourses(courses: LearnerCourse[]): CourseCounts {
  const completed = courses.filter((item) => matchesCourseFilter(item.progress, 'completed')).length;
  const inProgress = courses.filter((item) => matchesCourseFilter(item.progress, 'inProgress')).length;
  return { total: courses.length, completed, inProgress, notStarted: courses.length - completed - inProgress };
}

/** Average progress of the courses, a whole percent (0 when there are none). */
export function averageProgress(courses: LearnerCourse[]): number {
  if (courses.length === 0) return 0;
  return Math.round(courses.reduce((sum, item) => sum + item.progress, 0) / courses.length);
}
