// Kept apart from the schemas so the learner's screens, which only show these, do not load zod.
/** What the chatbots and the chat API say. */
export const chatMessages = {
  generalFailed: 'Failed to get response from chatbot',
  courseFailed: 'Failed to get response from AI service',
  tooMany: 'You are asking too quickly. Please wait a minute and try again.',
  courseNotAvailable: 'This course is not available to you.',
  defaultCompanyName: 'Your Company',
  title: 'General Chatbot',
  /** The player's panel talks about one course only. */
  courseTitle: 'Course Assistant',
  generalSubtitle: 'Ask any general compliance or company-related question.',
  courseSubtitle: (title: string) => `You're chatting about: ${title}`,
  showCourses: 'Show Courses',
  hideCourses: 'Hide Courses',
  loadingCourses: 'Loading courses...',
  noCourses: 'No courses available',
  noCoursesHint: 'Use general chat for company questions',
  hint: 'Select a course for specific help with it, or leave it unselected for general answers.',
  greeting: 'Hi! Ask me anything about compliance or your company to get started.',
  typing: 'Typing...',
  generalPlaceholder: 'Type your question...',
  coursePlaceholder: (title: string) => `Ask a question about ${title}...`,
  listening: 'Listening...',
  loadCoursesFailed: 'Failed to load available courses',
} as const;
