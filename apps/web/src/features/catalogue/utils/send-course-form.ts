import type { CatalogueCourse, CourseLanguageSetting } from '@complyra/core/courses/courses.schema';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

export type CourseFormValues = {
  title: string;
  description: string;
  tags: string;
  learningObjectives: string;
  /** 'auto' detects the course's language from the deck. */
  language?: CourseLanguageSetting;
  courseMaterial?: File;
};

export type UploadProgress = (percent: number) => void;

function toFormData(values: CourseFormValues): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('tags', values.tags);
  form.append('learningObjectives', values.learningObjectives);
  if (values.language) form.append('language', values.language);
  // The file goes last: the server reads the text fields before the (large) file part.
  if (values.courseMaterial) form.append('courseMaterial', values.courseMaterial);
  return form;
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  return null;
}

/**
 * Multipart upload through XMLHttpRequest, because fetch reports no upload progress. Errors are the
 * same ApiError the rest of the app uses, carrying the server's message.
 */
export function sendCourseForm(
  method: 'POST' | 'PUT',
  url: string,
  values: CourseFormValues,
  options: { errorMessage: string; onProgress?: UploadProgress },
): Promise<CatalogueCourse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as CatalogueCourse);
      else reject(new ApiError(messageOf(body) ?? options.errorMessage, xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(options.errorMessage, 0, null));
    xhr.onabort = () => reject(new ApiError(options.errorMessage, 0, null));
    xhr.send(toFormData(values));
  });
}
