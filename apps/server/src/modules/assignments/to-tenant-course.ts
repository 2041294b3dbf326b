import type { Poc, TenantCourse } from '@complyra/core';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { TenantCourseRow } from './assignments.repository.ts';

/** The catalogue course as one organization has it (tenantCourseSchema). */
export function toTenantCourse(row: TenantCourseRow, links: MediaLinks): TenantCourse {
  const { course: c, assignment: a } = row;
  return {
    id: c.id,
    courseId: c.id,
    title: c.title,
    description: c.description,
    tags: c.tags,
    learningObjectives: c.learningObjectives,
    duration: c.durationMinutes,
    audioSeconds: c.audioSeconds,
    materialUrl: links.link(c.materialKey, { downloadName: c.materialName }),
    materialName: c.materialName,
    materialType: c.materialType,
    // Seen from the organization: its employees, when the course is enabled for them (admin lists only).
    enrolledUsers: a.isEnabled ? Number(row.employees) : 0,
    status: c.status,
    stage: c.stage,
    slidesTotal: c.slidesTotal,
    slidesDone: c.slidesDone,
    failureReason: c.failureReason,
    rendering: c.rendering,
    createdAt: c.createdAt.toISOString(),
    // Counted for the admin's lists only (withEnrolled); the learner's lists leave it out.
    ...(row.slidesToReview === null ? {} : { slidesToReview: Number(row.slidesToReview) }),
    // The admin's card says when the course supports no (or too few) quiz questions.
    ...(row.slidesToReview === null ? {} : { quizQuestions: c.quizQuestions }),
    mandatory: a.mandatory,
    skippable: a.skippable,
    retryType: a.retryType,
    isEnabled: a.isEnabled,
    pocs: row.pocs.map((p): Poc => ({ id: p.id, role: p.role, name: p.name, email: p.email, contact: p.contact })),
    copyStatus: a.copyStatus,
    copySlidesDone: a.copySlidesDone,
    assignedAt: a.assignedAt.toISOString(),
    dueDate: a.dueDate,
    dueDays: a.dueDays,
    recurMonths: a.recurMonths,
    courseVersion: a.courseVersion,
  };
}
