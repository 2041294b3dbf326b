import type { Explanation, Slide } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import type { Caller } from '../auth/auth.service.ts';
import { findCourse, findTenantCourse, listNarrations, listSlides } from './courses.repository.ts';

/**
 * What a caller may see of a course's content. The super user sees any course (the catalogue version
 * without a tenant); an organization sees courses it added, and its employees only enabled ones.
 */
export class CourseContentService {
  constructor(
    private readonly db: Db,
    private readonly signer: MediaLinkSigner,
  ) {}

  private async requireVisible(caller: Caller, courseId: string, tenantId: string | undefined) {
    const found = await findCourse(this.db, courseId);
    if (!found) throw new AppError('NOT_FOUND', 'Course not found');
    if (caller.role === 'SUPER_ADMIN' && !tenantId) return { course: found.course, tenantId: null };
    if (!tenantId) throw new AppError('BAD_REQUEST', 'tenantId is required');
    const assignment = await findTenantCourse(this.db, tenantId, courseId);
    if (!assignment || (caller.role === 'EMPLOYEE' && !assignment.isEnabled)) throw new AppError('NOT_FOUND', 'Course not found');
    return { course: found.course, tenantId };
  }

  async explanations(caller: Caller, courseId: string, tenantId: string | undefined): Promise<Explanation[]> {
    const visible = await this.requireVisible(caller, courseId, tenantId);
    const slides = new Map((await listSlides(this.db, courseId)).map((s) => [s.number, s]));
    const narrations = await listNarrations(this.db, courseId, visible.tenantId);
    return narrations.map((n) => {
      const slide = slides.get(n.slideNumber);
      return {
        slide: n.slideNumber,
        content: slide ? [slide.title, slide.text].filter(Boolean).join('\n') : '',
        explanation: n.explanation,
        explanation_audio: n.audioKey ? this.signer.link(n.audioKey) : null,
        explanation_subtitle: n.subtitleVtt,
        isApproved: n.isApproved,
      };
    });
  }

  async slides(caller: Caller, courseId: string, tenantId: string | undefined): Promise<Slide[]> {
    await this.requireVisible(caller, courseId, tenantId);
    return (await listSlides(this.db, courseId)).map((s) => ({
      number: s.number,
      title: s.title,
      content: s.text,
      imageUrl: s.imageKey ? this.signer.link(s.imageKey) : null,
      width: s.imageWidth,
      height: s.imageHeight,
    }));
  }

  async material(caller: Caller, courseId: string, tenantId: string | undefined) {
    const { course } = await this.requireVisible(caller, courseId, tenantId);
    return { materialUrl: this.signer.link(course.materialKey, { downloadName: course.materialName }) };
  }
}
