import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.ts';
import { bearer } from './actors.ts';

export const courseFields = {
  title: 'Information Security Basics',
  description: 'A short course on keeping our data safe at work.',
  tags: 'security, onboarding',
  learningObjectives: 'Recognise phishing e-mails, Handle personal data safely, Report incidents quickly',
};

/** A multipart/form-data body as a browser sends it: the text fields and one courseMaterial file. */
export function multipart(fields: Record<string, string>, file?: { name: string; body: Buffer; type?: string }) {
  const boundary = `----complyra${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="courseMaterial"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/courses with a deck, as the super user. */
export function uploadCourse(app: TestApp, token: string, file: { name: string; body: Buffer }, fields = courseFields) {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/courses', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}
