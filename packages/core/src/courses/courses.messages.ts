// Kept apart from the schemas so the learner's screens, which only show these, do not load zod.
/** What the course screens and the course API say. */
export const courseMessages = {
  created: 'Course created successfully!',
  updated: 'Course updated successfully!',
  deleted: 'Course deleted successfully',
  createFailed: 'Failed to create course. Please try again.',
  updateFailed: 'Failed to update course. Please try again.',
  deleteFailed: 'Failed to delete course',
  refreshFailed: 'Failed to refresh courses',
  waitForPersonalized: 'Please wait until we generate a personalized course for you',
} as const;
