// Kept apart from the schemas so the learner's screens, which only show these, do not load zod.
/** What the employee's dashboard says. */
export const learnerMessages = {
  noCoursesTitle: 'No courses found',
  noCoursesText: 'There are no courses in this category yet.',
  loadFailed: 'Failed to load data',
  loadCoursesFailed: 'Failed to load courses',
  userIdMissing: 'User ID not found in token',
  startCourse: 'Start Course',
  resumeCourse: 'Resume Course',
  startAgain: 'Start Again',
} as const;
