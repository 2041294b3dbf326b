import { z } from 'zod';
import { text, textLimits } from '../system/text.ts';
import { courseSchema } from '../courses/courses.schema.ts';
import { checkDueFields, dueFields } from './due-dates.ts';
import { recurField } from './recurrence.ts';

// Assigning catalogue courses to an organization and the properties it sets on them (spec 000 sections 2-8).

export const retryTypeSchema = z.enum(['SAME', 'DIFFERENT']);
export type RetryType = z.infer<typeof retryTypeSchema>;

/** A point of contact for a course: contact is "email or phone"; email is optional. */
export const pocInputSchema = z.object({
  role: text(textLimits.name).trim().default(''),
  name: text(textLimits.name).trim().default(''),
  email: text(textLimits.email).trim().optional().or(z.literal('')),
  contact: text(textLimits.email).trim().default(''),
});
export type PocInput = z.infer<typeof pocInputSchema>;

export const pocSchema = z.object({
  id: z.string(),
  role: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  contact: z.string(),
});
export type Poc = z.infer<typeof pocSchema>;

/** Entries left completely empty by the dialog (it starts with one empty entry) are not stored. */
type PocFields = { role?: string; name?: string; email?: string | null; contact?: string };
export function dropEmptyPocs<T extends PocFields>(pocs: T[]): T[] {
  return pocs.filter((p) => [p.role, p.name, p.email, p.contact].some((v) => (v ?? '').trim() !== ''));
}

export const coursePropertiesSchema = z.object({
  skippable: z.boolean().default(false),
  mandatory: z.boolean().default(true),
  retryType: retryTypeSchema.default('SAME'),
  pocs: z.array(pocInputSchema).max(20).default([]),
});

/** POST /api/courses/assign */
export const assignCourseSchema = coursePropertiesSchema.extend({
  courseId: z.uuid('Course not found'),
  tenantId: z.uuid('Organization not found'),
  ...dueFields,
  ...recurField,
}).superRefine(checkDueFields);
export type AssignCourse = z.infer<typeof assignCourseSchema>;

/** PATCH /api/tenant-admin/courses/properties: both ids are required ('Missing tenantId or courseId'). */
const requiredId = (invalid: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Missing tenantId or courseId' : invalid) });
export const updateCoursePropertiesSchema = coursePropertiesSchema.extend({
  courseId: requiredId('Course not found'),
  tenantId: requiredId('Organization not found'),
  ...dueFields,
  ...recurField,
}).superRefine(checkDueFields);
export type UpdateCourseProperties = z.infer<typeof updateCoursePropertiesSchema>;

export const coursePropertiesResponseSchema = z.object({
  courseId: z.string(),
  tenantId: z.string(),
  mandatory: z.boolean(),
  skippable: z.boolean(),
  retryType: retryTypeSchema,
  isEnabled: z.boolean(),
  pocs: z.array(pocSchema),
  dueDate: z.string().nullable(),
  dueDays: z.number().int().nullable(),
  /** Recertification: every 6, 12, 24 or 36 months; null: once. */
  recurMonths: z.number().int().nullable(),
});
export type CoursePropertiesResponse = z.infer<typeof coursePropertiesResponseSchema>;

/** GET /api/tenants/{tenantId}/courses/{courseId}/pocs */
export const pocsResponseSchema = z.object({ pocs: z.array(pocSchema) });

/** PATCH /api/tenant-admin/tenants/{tenantId}/courses/{courseId}/toggle */
export const toggleCourseSchema = z.object({ isEnabled: z.boolean() });

export const copyStatusSchema = z.enum(['processing', 'ready', 'failed']);

/**
 * A course as one organization has it: the catalogue course plus that organization's properties and
 * the state of its personalized copy (`copyStatus` processing: "Please wait until we generate...").
 */
export const tenantCourseSchema = courseSchema.extend({
  courseId: z.string(),
  mandatory: z.boolean(),
  skippable: z.boolean(),
  retryType: retryTypeSchema,
  isEnabled: z.boolean(),
  pocs: z.array(pocSchema),
  copyStatus: copyStatusSchema,
  copySlidesDone: z.number().int(),
  assignedAt: z.string(),
  /** The course's due rule (none, a fixed date, or days after an employee is added). */
  dueDate: z.string().nullable(),
  dueDays: z.number().int().nullable(),
  /** Recertification: every 6, 12, 24 or 36 months; null: once. */
  recurMonths: z.number().int().nullable(),
  /** The organization's version of the course, bumped by a material change (retraining). */
  courseVersion: z.number().int(),
});
export type TenantCourse = z.infer<typeof tenantCourseSchema>;

export const assignmentMessages = {
  assigned: 'Course assigned successfully!',
  assignFailed: 'Failed to assign course',
  startAssignFailed: 'Failed to start course assignment',
  noCoursesSelected: 'No courses selected',
  noToken: 'No authentication token found',
  noneAvailable: 'No new courses available to add.',
  fillDetailsFirst: 'Fill the organization details first to continue',
  goToDetails: 'Go to Organization Details',
  propertiesUpdated: 'Course properties updated!',
  propertiesUpdateFailed: 'Failed to update course properties',
  missingIds: 'Missing tenantId or courseId',
  alreadyAssigned: 'This course is already assigned to the organization.',
  notAssigned: 'This course is not assigned to the organization.',
  courseNotReady: 'This course is still being prepared. Try again when it is ready.',
  loadCoursesFailed: 'Failed to load courses',
} as const;

/** Assigning a course whose making failed: say so, with the reason the pipeline stored. */
export function courseFailedMessage(failureReason: string | null): string {
  const failed = 'This course could not be prepared, so it cannot be assigned.';
  return failureReason ? `${failed} Reason: ${failureReason}` : failed;
}

/** Path parameters of the routes about one of an organization's courses. */
export const tenantCourseParamsSchema = z.object({
  tenantId: z.uuid('Organization not found'),
  courseId: z.uuid('Course not found'),
});

export const tenantCourseListSchema = z.array(tenantCourseSchema);
