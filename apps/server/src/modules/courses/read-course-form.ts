import type {} from '@fastify/multipart';
import { type CourseFields, courseFieldsSchema } from '@complyra/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedMaterial } from './courses.service.ts';

/**
 * Reads the Add/Edit Course multipart form: the four text fields and the courseMaterial file.
 * Every problem answers 4xx with a sentence naming it; nothing is stored until all of it is read.
 */
export async function readCourseForm(
  request: FastifyRequest,
  options: { maxUploadMb: number; fileRequired: boolean },
): Promise<{ fields: CourseFields; material: UploadedMaterial | null }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the course as multipart/form-data.');
  const values: Record<string, string> = {};
  let material: UploadedMaterial | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxUploadMb * 1024 * 1024, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'courseMaterial') {
          await part.toBuffer();
          throw new AppError('BAD_REQUEST', `Unexpected file field ${part.fieldname}; send the deck as courseMaterial.`);
        }
        const body = await part.toBuffer();
        // A browser sends an empty part when no file was chosen.
        if (part.filename) material = { filename: part.filename, body };
      } else {
        values[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BAD_REQUEST', `The file is larger than the ${options.maxUploadMb} MB upload limit.`);
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'Send one course material file at a time.');
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  const parsed = courseFieldsSchema.safeParse(values);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid course');
  if (!material && options.fileRequired) throw new AppError('BAD_REQUEST', 'Course material is required');
  return { fields: parsed.data, material };
}
