import { acceptedMaterialExtensions, courseFieldsSchema, courseLanguageSettingSchema } from '@complyra/core/courses/courses.schema';
import { z } from 'zod';

export const materialRequiredMessage = 'Course material is required';
export const materialTypeMessage = 'Course material must be a .pdf or .pptx file.';

export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return acceptedMaterialExtensions.some((extension) => lower.endsWith(extension));
}

/**
 * The Add/Edit Course form: the core's text fields, the language (always sent from the form: 'auto'
 * detects it) plus the file, which is required when creating and optional when updating (no file keeps
 * the current material). One schema shape for both modes so every message shows at once on an empty submit.
 */
export function courseFormSchema(mode: 'create' | 'update') {
  return courseFieldsSchema.extend({
    language: courseLanguageSettingSchema,
    courseMaterial: z
      .custom<File | undefined>(
        (value) => (value === undefined ? mode === 'update' : value instanceof File),
        materialRequiredMessage,
      )
      .refine((file) => !file || hasAcceptedExtension(file.name), materialTypeMessage),
  });
}

export type CourseFormInput = z.input<ReturnType<typeof courseFormSchema>>;
export type CourseFormOutput = z.output<ReturnType<typeof courseFormSchema>>;
