import {
  type AssignCourse,
  assignmentMessages,
  courseFailedMessage,
  type CoursePropertiesResponse,
  dropEmptyPocs,
  hasMissingTenantDetails,
  type TenantCourse,
  type UpdateCourseProperties,
} from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import type { TenantCopyJobData } from '../ingest/ingest-job-names.ts';
import { findDetails } from '../tenant-details/tenant-details.service.ts';
import {
  findCourseState,
  insertAssignment,
  listTenantCourses,
  setAssignmentEnabled,
  updateAssignment,
} from './assignments.repository.ts';
import { toTenantCourse } from './to-tenant-course.ts';

export interface AssignmentsDeps {
  db: Db;
  signer: MediaLinkSigner;
  /** Starts the organization's personalized copy of the course (the pipeline's tenant copy job). */
  enqueueCopy: (data: TenantCopyJobData, courseVersion: number) => Promise<unknown>;
}

/** One organization's courses with their contacts, as `caller` sees them: one query whatever their number. */
export async function findTenantCourses(
  deps: Pick<AssignmentsDeps, 'db' | 'signer'>,
  caller: Caller,
  tenantId: string,
  filter: { enabled?: boolean; courseId?: string; withEnrolled?: boolean } = {},
): Promise<TenantCourse[]> {
  const rows = await listTenantCourses(deps.db, tenantId, filter);
  const links = deps.signer.for(caller);
  return rows.map((row) => toTenantCourse(row, links));
}

async function requireTenantCourse(deps: Pick<AssignmentsDeps, 'db' | 'signer'>, caller: Caller, tenantId: string, courseId: string) {
  const [course] = await findTenantCourses(deps, caller, tenantId, { courseId, withEnrolled: true });
  if (!course) throw new AppError('NOT_FOUND', assignmentMessages.notAssigned);
  return course;
}

export async function assignCourse(deps: AssignmentsDeps, caller: Caller, input: AssignCourse): Promise<TenantCourse> {
  await requireAccess(deps.db, caller, 'tenant.manage', { tenantId: input.tenantId });
  const course = await findCourseState(deps.db, input.courseId);
  if (!course) throw new AppError('NOT_FOUND', 'Course not found');
  if (course.status === 'failed') throw new AppError('BAD_REQUEST', courseFailedMessage(course.failureReason));
  if (course.status !== 'ready') throw new AppError('BAD_REQUEST', assignmentMessages.courseNotReady);
  // The screen checks this too, but a direct call must not get past it.
  if (hasMissingTenantDetails(await findDetails(deps.db, input.tenantId))) {
    throw new AppError('BAD_REQUEST', assignmentMessages.fillDetailsFirst);
  }
  const properties = { mandatory: input.mandatory, skippable: input.skippable, retryType: input.retryType, ...dueRule(input),
    ...recurrence(input), reviewedDeckVersion: course.version };
  const added = await insertAssignment(deps.db, input.tenantId, input.courseId, properties, dropEmptyPocs(input.pocs));
  if (!added) throw new AppError('CONFLICT', assignmentMessages.alreadyAssigned);
  await deps.enqueueCopy({ courseId: input.courseId, tenantId: input.tenantId }, course.version);
  return requireTenantCourse(deps, caller, input.tenantId, input.courseId);
}

export async function updateProperties(
  deps: Pick<AssignmentsDeps, 'db' | 'signer'>,
  caller: Caller,
  input: UpdateCourseProperties,
): Promise<CoursePropertiesResponse> {
  const properties = { mandatory: input.mandatory, skippable: input.skippable, retryType: input.retryType, ...dueRule(input),
    ...recurrence(input) };
  const updated = await updateAssignment(deps.db, input.tenantId, input.courseId, properties, dropEmptyPocs(input.pocs));
  if (!updated) throw new AppError('NOT_FOUND', assignmentMessages.notAssigned);
  const course = await requireTenantCourse(deps, caller, input.tenantId, input.courseId);
  return {
    courseId: course.courseId,
    tenantId: input.tenantId,
    mandatory: course.mandatory,
    skippable: course.skippable,
    retryType: course.retryType,
    isEnabled: course.isEnabled,
    pocs: course.pocs,
    dueDate: course.dueDate,
    dueDays: course.dueDays,
    recurMonths: course.recurMonths,
  };
}

/** The recurrence to store: left out keeps the one set, null makes the course a one-off. */
function recurrence(input: { recurMonths?: number | null }) {
  return input.recurMonths === undefined ? {} : { recurMonths: input.recurMonths };
}

/** The due rule to store: left out entirely keeps the one set; either given sets both (one rule at a time). */
function dueRule(input: { dueDate?: string | null; dueDays?: number | null }) {
  if (input.dueDate === undefined && input.dueDays === undefined) return {};
  return { dueDate: input.dueDate ?? null, dueDays: input.dueDays ?? null };
}

export async function toggleCourse(
  deps: Pick<AssignmentsDeps, 'db' | 'signer'>,
  caller: Caller,
  tenantId: string,
  courseId: string,
  isEnabled: boolean,
): Promise<TenantCourse> {
  if (!(await setAssignmentEnabled(deps.db, tenantId, courseId, isEnabled))) {
    throw new AppError('NOT_FOUND', assignmentMessages.notAssigned);
  }
  return requireTenantCourse(deps, caller, tenantId, courseId);
}

export async function findCoursePocs(
  deps: Pick<AssignmentsDeps, 'db' | 'signer'>,
  caller: Caller,
  tenantId: string,
  courseId: string,
) {
  const course = await requireTenantCourse(deps, caller, tenantId, courseId);
  return { pocs: course.pocs };
}
