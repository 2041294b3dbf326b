import type { Explanation, Slide } from '@complyra/core';
import { accessMessages } from '../../access/access-messages.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import type { Caller } from '../../access/caller.ts';
import { reviewMarks } from '../explanations/review-marks.ts';
import { findCourse, listNarrations, listSlides } from './courses.repository.ts';
import { plainSlideModel } from '../../course-model/plain-slide-model.ts';

/**
 * What a caller may see of a course's content. The super user sees any course (the catalogue version
 * without a tenant); an organization sees courses it added, and its employees only enabled ones.
 */
export class CourseContentService {
  constructor(
    private readonly db: Db,
    private readonly signer: MediaLinkSigner,
  ) {}

  /** The course, once the caller may learn from it; `tenantId` null is the catalogue's own version. */
  private async requireVisible(caller: Caller, courseId: string, tenantId: string | undefined) {
    await requireAccess(this.db, caller, 'course.learn', { courseId, tenantId });
    const found = await findCourse(this.db, courseId);
    if (!found) throw new AppError('NOT_FOUND', accessMessages.courseNotFound);
    return { course: found.course, tenantId: tenantId ?? (caller.role === 'SUPER_ADMIN' ? null : caller.tenantId) };
  }

  async explanations(caller: Caller, courseId: string, tenantId: string | undefined): Promise<Explanation[]> {
    const visible = await this.requireVisible(caller, courseId, tenantId);
    const slides = new Map((await listSlides(this.db, courseId)).map((s) => [s.number, s]));
    const narrations = await listNarrations(this.db, courseId, visible.tenantId);
    const links = this.signer.for(caller);
    return narrations.map((n) => {
      const slide = slides.get(n.slideNumber);
      return {
        slide: n.slideNumber,
        content: slide ? [slide.title, slide.text].filter(Boolean).join('\n') : '',
        explanation: n.explanation,
        explanation_audio: n.audioKey ? links.link(n.audioKey) : null,
        explanation_subtitle: n.subtitleVtt,
        isApproved: n.isApproved,
        review: reviewMarks(slide && (slide.model ?? plainSlideModel(slide)), n, visible.course.language),
      };
    });
  }

  async slides(caller: Caller, courseId: string, tenantId: string | undefined): Promise<Slide[]> {
    await this.requireVisible(caller, courseId, tenantId);
    const links = this.signer.for(caller);
    return (await listSlides(this.db, courseId)).map((s) => ({
      number: s.number,
      title: s.title,
      content: s.text,
      imageUrl: s.imageKey ? links.link(s.imageKey) : null,
      width: s.imageWidth,
      height: s.imageHeight,
    }));
  }

  async material(caller: Caller, courseId: string, tenantId: string | undefined) {
    const { course } = await this.requireVisible(caller, courseId, tenantId);
    return { materialUrl: this.signer.for(caller).link(course.materialKey, { downloadName: course.materialName }) };
  }
}
