import {
  type CourseModel,
  type EnhanceExplanations,
  type EnhanceExplanationsResult,
  type EnhanceSlide,
  enhanceBatchSize,
  type Explanation,
  explanationMessages,
  splitCommaList,
  type UpdatedExplanation,
  type UpdateExplanation,
} from '@complyra/core';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { narrateSlide } from '../../course-model/builtin-narrator.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import type { CourseContentService } from '../courses/course-content.service.ts';
import { findCourse, listNarrations } from '../courses/courses.repository.ts';
import { readCourseModel } from '../course-model/course-model.repository.ts';
import type { DeckSlideText } from '../../ports/deck-reader.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';
import type { LanguageProvider, PointOfContact } from '../../ports/language-engine.ts';
import { enhanceWithAi } from './ai-enhancer.ts';
import { littleSaidReason } from './little-said.ts';
import { type EnhanceContext, type Enhanced, enhanceBuiltIn } from './builtin-enhancer.ts';
import {
  findNarrationById,
  findOrganizationNarration,
  findTenantName,
  type NarrationRow,
  saveExplanation,
  storeSpokenAudio,
} from './explanations.repository.ts';

export const explanationSpeechJob = 'explanation-speech';
export interface ExplanationSpeechJobData {
  narrationId: string;
}

export interface ExplanationsDeps {
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  engines: Pick<IngestEngines, 'speak' | 'toWebVtt'>;
  content: CourseContentService;
  /** The app's language engine: its model rewrites free-form requests; without one the built-in enhancer runs. */
  language: LanguageProvider;
  findPointsOfContact: (tenantId: string, courseId: string) => Promise<PointOfContact[]>;
  /** How long an approval waits for its new audio before answering that it is being prepared. */
  speechWaitMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const slideText = (slide: CourseModel['slides'][number]): DeckSlideText => ({
  number: slide.number,
  title: slide.title,
  text: slide.points.map((p) => p.text).join('\n'),
  notes: slide.notes,
  lines: slide.points.map((p) => ({ text: p.text, level: p.level })),
  source: slide.source,
});

/**
 * An organization admin's work on the explanations of its own copy of a course: approve an edit (spoken
 * again), enhance one slide or all, write them all again. The catalogue and other organizations are untouched.
 */
export class ExplanationsService {
  constructor(private readonly deps: ExplanationsDeps) {}

  /** The course as the organization has it, once the caller may edit that organization's narrations. */
  private async requireEditableCourse(caller: Caller, tenantId: string, courseId: string) {
    await requireAccess(this.deps.db, caller, 'course.narration.edit', { courseId, tenantId });
    const found = await findCourse(this.deps.db, courseId);
    if (!found) throw new AppError('NOT_FOUND', 'Course not found');
    return found.course;
  }

  private async context(tenantId: string, courseId: string) {
    const [model, organizationName, pointsOfContact] = await Promise.all([
      readCourseModel(this.deps.db, courseId),
      findTenantName(this.deps.db, tenantId),
      this.deps.findPointsOfContact(tenantId, courseId),
    ]);
    const slideOf = (number: number) =>
      model?.slides.find((s) => s.number === number) ?? { number, title: '', role: 'content' as const, points: [], notes: '', source: 'text' as const };
    const saysLittle = (number: number, explanation: string) =>
      littleSaidReason(slideOf(number), explanation, model?.language ?? 'en') !== null;
    return { model, organizationName, pointsOfContact, slideOf, saysLittle };
  }

  private async enhanceOne(prompt: string, text: string, ctx: EnhanceContext): Promise<Enhanced> {
    const model = this.deps.language.model;
    if (!model) return enhanceBuiltIn(prompt, text, ctx);
    try {
      return await enhanceWithAi(model, prompt, text, ctx.slide, ctx);
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', `${explanationMessages.aiFailed}: ${(error as Error).message}`);
    }
  }

  async update(caller: Caller, body: UpdateExplanation): Promise<UpdatedExplanation> {
    await this.requireEditableCourse(caller, body.tenantId, body.courseId);
    const narration = await findOrganizationNarration(this.deps.db, body.courseId, body.tenantId, body.slideIndex);
    if (!narration) throw new AppError('NOT_FOUND', 'Slide not found');
    const explanation = body.explanation.trim();
    // Approved text has no Review marks whatever it says; the flag still follows the text, should it become a draft's.
    const { saysLittle } = await this.context(body.tenantId, body.courseId);
    await saveExplanation(this.deps.db, narration, {
      explanation,
      isApproved: true,
      audioPending: true,
      saysLittle: saysLittle(narration.slideNumber, explanation),
      change: 'approved',
      savedBy: caller.userId,
    });
    await this.deps.jobs.send<ExplanationSpeechJobData>(explanationSpeechJob, { narrationId: narration.id });
    const ready = await this.waitForAudio(narration.id);
    const slides = await this.deps.content.explanations(caller, body.courseId, body.tenantId);
    const slide = slides.find((s) => s.slide === body.slideIndex)!;
    return ready ? { ...slide, audioStatus: 'ready' } : { ...slide, explanation_audio: null, explanation_subtitle: null, audioStatus: 'preparing' };
  }

  private async waitForAudio(narrationId: string) {
    const until = Date.now() + this.deps.speechWaitMs;
    while (Date.now() < until) {
      const row = await findNarrationById(this.deps.db, narrationId);
      if (row && !row.audioPending) return true;
      await sleep(100);
    }
    return false;
  }

  /** The speech job: speaks the explanation as it is now, and stores it if no newer edit came meanwhile. */
  async speak(narrationId: string) {
    const narration = await findNarrationById(this.deps.db, narrationId);
    if (!narration?.audioPending) return;
    const found = await findCourse(this.deps.db, narration.courseId);
    if (!found) return;
    const speech = await this.deps.engines.speak(narration.explanation, found.course.language);
    // A new name per version: links handed out for the previous audio never serve the new one.
    const key = `courses/${found.course.id}/v${found.course.version}/audio/${narration.tenantId ?? 'catalogue'}/${narration.slideNumber}-${Date.now().toString(36)}.mp3`;
    await this.deps.storage.put(key, speech.audio, speech.mimeType);
    await storeSpokenAudio(this.deps.db, narration.id, narration.explanation, {
      audioKey: key,
      subtitleVtt: this.deps.engines.toWebVtt(speech.cues),
      audioSeconds: speech.durationSeconds,
      voice: speech.voiceName ?? null,
    });
  }

  async enhanceSlide(caller: Caller, body: EnhanceSlide) {
    await this.requireEditableCourse(caller, body.tenantId, body.courseId);
    const item = body.explanation_array[body.query_index];
    if (!item) throw new AppError('BAD_REQUEST', explanationMessages.noExplanation);
    const { slideOf, organizationName, pointsOfContact } = await this.context(body.tenantId, body.courseId);
    const context = { slide: slideOf(item.slide), organizationName, pointsOfContact };
    const result = await this.enhanceOne(body.query_prompt, item.explanation, context);
    const explanation_array = body.explanation_array.map((e, i) =>
      i === body.query_index ? { ...e, explanation: result.text } : e,
    );
    return { explanation_array, ...(result.message ? { message: result.message } : {}) };
  }

  /**
   * Rewrites the organization's slides five at a time and saves them as unapproved drafts (spoken only
   * when approved). `batch` runs one batch, so the page can show progress per batch.
   */
  async enhanceAll(caller: Caller, body: EnhanceExplanations): Promise<EnhanceExplanationsResult> {
    await this.requireEditableCourse(caller, body.tenantId, body.courseId);
    const narrations = await listNarrations(this.deps.db, body.courseId, body.tenantId);
    const batches = Math.ceil(narrations.length / enhanceBatchSize);
    const chosen =
      body.batch === undefined
        ? narrations
        : narrations.slice(body.batch * enhanceBatchSize, (body.batch + 1) * enhanceBatchSize);
    const { slideOf, organizationName, pointsOfContact, saysLittle } = await this.context(body.tenantId, body.courseId);
    const messages = new Set<string>();
    let changed = 0;
    for (let start = 0; start < chosen.length; start += enhanceBatchSize) {
      const batch = chosen.slice(start, start + enhanceBatchSize);
      const results = await Promise.all(
        batch.map((n) =>
          this.enhanceOne(body.queryPrompt, n.explanation, { slide: slideOf(n.slideNumber), organizationName, pointsOfContact }),
        ),
      );
      for (const [i, narration] of batch.entries()) {
        const result = results[i]!;
        if (result.message) messages.add(result.message);
        if (result.text === narration.explanation) continue;
        await this.saveDraft(narration, result.text, saysLittle(narration.slideNumber, result.text), caller.userId);
        changed++;
      }
    }
    const explanations = await this.deps.content.explanations(caller, body.courseId, body.tenantId);
    const success = changed > 0 || chosen.length === 0;
    return {
      success,
      explanations,
      message: success ? explanationMessages.enhanced : [...messages].join(' ') || explanationMessages.enhanceFailed,
      batches,
      batch: body.batch ?? null,
    };
  }

  private saveDraft(narration: NarrationRow, explanation: string, saysLittle: boolean, savedBy: string) {
    return saveExplanation(this.deps.db, narration, {
      explanation,
      isApproved: false,
      audioPending: narration.audioPending,
      saysLittle,
      change: 'enhanced',
      savedBy,
    });
  }

  /**
   * Writes every slide's explanation again from the course model with the built-in narrator, naming the
   * organization and its points of contact as they are now, and speaks them again. Left for the admin to approve.
   */
  async regenerate(caller: Caller, body: { tenantId: string; courseId: string }) {
    const course = await this.requireEditableCourse(caller, body.tenantId, body.courseId);
    const { model, organizationName, pointsOfContact, saysLittle } = await this.context(body.tenantId, body.courseId);
    const slides = (model?.slides ?? []).map(slideText);
    const narrations = await listNarrations(this.deps.db, body.courseId, body.tenantId);
    for (const narration of narrations) {
      const index = slides.findIndex((s) => s.number === narration.slideNumber);
      if (index < 0) continue;
      const explanation = narrateSlide({
        courseTitle: course.title,
        courseDescription: course.description,
        learningObjectives: splitCommaList(course.learningObjectives),
        organizationName,
        pointsOfContact,
        slide: slides[index]!,
        previous: slides[index - 1] ?? null,
        next: slides[index + 1] ?? null,
        totalSlides: slides.length,
        ...(model ? { course: model } : {}),
      });
      if (explanation === narration.explanation) continue;
      await saveExplanation(this.deps.db, narration, {
        explanation,
        isApproved: false,
        audioPending: true,
        saysLittle: saysLittle(narration.slideNumber, explanation),
        change: 'regenerated',
        savedBy: caller.userId,
      });
      await this.deps.jobs.send<ExplanationSpeechJobData>(explanationSpeechJob, { narrationId: narration.id });
    }
    const explanations: Explanation[] = await this.deps.content.explanations(caller, body.courseId, body.tenantId);
    return { success: true, explanations, message: explanationMessages.regenerated };
  }
}
