import { authMessages, progressMessages } from '@complyra/core';

/** What requireAccess answers: 404 across organizations (as if the thing did not exist), 403 inside one. */
export const accessMessages = {
  forbidden: authMessages.forbidden,
  organizationNotFound: authMessages.organizationNotFound,
  userNotFound: 'User not found',
  courseNotFound: 'Course not found',
  ownRecordsOnly: 'You can only see your own records.',
  courseNotAvailable: progressMessages.courseNotAvailable,
} as const;
