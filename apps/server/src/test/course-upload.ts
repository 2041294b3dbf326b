import type { TestApp } from './test-app.ts';
import { bearer } from './actors.ts';
import { multipart } from '../lib/multipart-body.ts';

export { multipart };

export const courseFields = {
  title: 'Information Security Basics',
  description: 'A short course on keeping our data safe at work.',
  tags: 'security, onboarding',
  learningObjectives: 'Recognise phishing e-mails, Handle personal data safely, Report incidents quickly',
};

/** POST /api/courses with a deck, as the super user. */
export function uploadCourse(
  app: TestApp,
  token: string,
  file: { name: string; body: Buffer },
  fields: Record<string, string> = courseFields,
) {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/courses', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}
