// Kept apart from the schemas so the learner's screens, which only show these, do not load zod.
/** What the player and the progress API say about progress. */
export const progressMessages = {
  updateFailed: 'Failed to update progress',
  completeFailed: 'Failed to complete course',
  completed: 'Course completed successfully!',
  courseNotAvailable: 'This course is not available to you.',
} as const;
