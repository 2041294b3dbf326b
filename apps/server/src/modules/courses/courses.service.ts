import { type CatalogueCourse, type CourseFields, respeakMessages, type CourseSort, languageSettingChangesCourse, type ListParams, type Page } from '@complyra/core';
import type { Caller } from '../../access/caller.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MediaLinkSigner } from '../../lib/media-links.ts';
import { answerList, toPageRequest } from '../../lib/paging.ts';
import { adminListGate } from '../../lib/work-gate.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import type { DeckType } from '../../ports/deck-reader.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { coursePipelineJob, courseRespeakJob, type CourseRespeakJobData } from '../ingest/ingest-job-names.ts';
import {
  countCourses,
  type CourseRow,
  deleteCourse,
  enrolledUserCounts,
  findCourse,
  insertCourse,
  listCourses,
  resetCourseContent,
  retireCourse,
  updateCourse,
} from './courses.repository.ts';

/** A processing course with no progress for this long may be retried by the super user. */
export const stuckCourseMinutes = 10;

export interface UploadedMaterial {
  filename: string;
  body: Buffer;
}

export interface CoursesDeps {
  db: Db;
  storage: FileStorage;
  signer: MediaLinkSigner;
  jobs: JobQueue;
  engines: Pick<IngestEngines, 'detectDeckType' | 'inspectDeck' | 'isDeckError' | 'warmUp'>;
  /** The voice a course language is spoken with now ("Flite rms"), to offer re-speaking a course another voice spoke. */
  voiceOf?: (language: string) => string;
}

export const courseFolder = (courseId: string) => `courses/${courseId}`;
const materialKey = (courseId: string, version: number, type: DeckType) => `${courseFolder(courseId)}/v${version}/material.${type}`;
const contentTypes: Record<DeckType, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export class CoursesService {
  constructor(private readonly deps: CoursesDeps) {}

  /** The course as `caller` sees it: its material link is made for the caller's session. */
  toCourse(caller: Caller, row: { course: CourseRow; enrolledUsers: number; slidesToReview?: number }): CatalogueCourse {
    const c = row.course;
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      tags: c.tags,
      learningObjectives: c.learningObjectives,
      duration: c.durationMinutes,
      audioSeconds: c.audioSeconds,
      materialUrl: this.deps.signer.for(caller).link(c.materialKey, { downloadName: c.materialName }),
      materialName: c.materialName,
      materialType: c.materialType,
      enrolledUsers: Number(row.enrolledUsers),
      status: c.status,
      stage: c.stage,
      slidesTotal: c.slidesTotal,
      slidesDone: c.slidesDone,
      failureReason: c.failureReason,
      rendering: c.rendering,
      createdAt: c.createdAt.toISOString(),
      language: c.language,
      languageSetting: c.languageSetting,
      voice: c.voice,
      currentVoice: this.deps.voiceOf?.(c.language) ?? null,
      respeak: { status: c.respeakStatus, done: c.respeakDone, total: c.respeakTotal, failureReason: c.respeakFailure },
      // The catalogue's list counts them (one subquery per listed course); a single course's answer leaves it out.
      ...(row.slidesToReview === undefined ? {} : { slidesToReview: Number(row.slidesToReview) }),
      quizQuestions: c.quizQuestions,
    };
  }

  /** Starts the processes a course is made with (language, speech), if they are not running yet. */
  warmUpEngines() {
    this.deps.engines.warmUp?.();
  }

  /**
   * The type by content, and the name must agree: a renamed .docx or an image is refused here. Then the
   * deck is opened far enough to know it is readable (not damaged, encrypted or a zip bomb), so a bad
   * file answers 400 at once and nothing is stored. Every answer is 400 with a sentence naming the problem.
   */
  async checkMaterial(material: UploadedMaterial, storedAs: (type: DeckType) => string): Promise<DeckType> {
    const extension = material.filename.toLowerCase().match(/\.(pdf|pptx)$/)?.[1] as DeckType | undefined;
    if (!extension) throw new AppError('BAD_REQUEST', 'Course material must be a .pdf or .pptx file.');
    if (material.body.length === 0) throw new AppError('BAD_REQUEST', 'The uploaded file is empty.');
    const detected = this.deps.engines.detectDeckType(material.body);
    if (!detected) {
      throw new AppError('BAD_REQUEST', `The file ${material.filename} is not a PDF or PPTX presentation.`);
    }
    if (detected !== extension) {
      throw new AppError(
        'BAD_REQUEST',
        `The file ${material.filename} is named .${extension} but its content is a ${detected.toUpperCase()} file.`,
      );
    }
    // Its course will need them in a moment: they start while the deck is inspected.
    this.warmUpEngines();
    try {
      await this.deps.engines.inspectDeck(material.body, detected, { storedAs: storedAs(detected) });
    } catch (error) {
      if (this.deps.engines.isDeckError(error)) throw new AppError('BAD_REQUEST', error.message);
      throw error;
    }
    return detected;
  }

  /** The catalogue newest first: every course (the spec's array), or one page when asked; searched by title. */
  async list(
    caller: Caller,
    options: { readyOnly?: boolean } = {},
    query: ListParams<CourseSort> = {},
  ): Promise<CatalogueCourse[] | Page<CatalogueCourse>> {
    const request = toPageRequest(query, { sort: 'createdAt', order: 'desc' });
    const filter = { readyOnly: options.readyOnly, search: request.search };
    const [rows, total] = await adminListGate(() =>
      Promise.all([listCourses(this.deps.db, filter, request), request.isPaged ? countCourses(this.deps.db, filter) : null]),
    );
    const items = rows.map((row) => this.toCourse(caller, row));
    return answerList(request, items, total ?? items.length);
  }

  async get(id: string) {
    const row = await findCourse(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Course not found');
    return row;
  }

  async create(caller: Caller, { language, ...fields }: CourseFields, material: UploadedMaterial): Promise<CatalogueCourse> {
    const id = crypto.randomUUID();
    const type = await this.checkMaterial(material, (detected) => materialKey(id, 1, detected));
    const languageSetting = language ?? 'auto';
    const key = materialKey(id, 1, type);
    // File first, row second: a failed store leaves nothing behind; a failed insert removes the file.
    await this.deps.storage.put(key, material.body, contentTypes[type]);
    try {
      await insertCourse(this.deps.db, {
        id,
        ...fields,
        languageSetting,
        // A set language is the course's at once; a detected one once the deck is read.
        ...(languageSetting !== 'auto' && { language: languageSetting }),
        materialKey: key,
        materialName: material.filename,
        materialType: type,
      });
      await this.startPipeline(id, 1);
    } catch (error) {
      await deleteCourse(this.deps.db, id).catch(() => {});
      await this.deps.storage.deletePrefix(courseFolder(id)).catch(() => {});
      throw error;
    }
    return this.toCourse(caller, await this.get(id));
  }

  async update(
    caller: Caller,
    id: string,
    { language, ...fields }: CourseFields,
    upload: UploadedMaterial | null,
  ): Promise<CatalogueCourse> {
    const { course } = await this.get(id);
    const languageSetting = language ?? course.languageSetting;
    const languageFields = { languageSetting, ...(languageSetting !== 'auto' && { language: languageSetting }) };
    // Narration, voice and the course model follow the language: a new one makes the course again from its file.
    const relanguage = languageSettingChangesCourse(course, languageSetting);
    const material = upload ?? (relanguage ? await this.currentMaterial(course) : null);
    if (!material) {
      await updateCourse(this.deps.db, id, { ...fields, ...languageFields });
      return this.toCourse(caller, await this.get(id));
    }
    const version = course.version + 1;
    const type = await this.checkMaterial(material, (detected) => materialKey(id, version, detected));
    const key = materialKey(id, version, type);
    await this.deps.storage.put(key, material.body, contentTypes[type]);
    // The version moves first: from then on a run for the old file can write nothing (its writes check
    // the version), so the reset below leaves none of its slides or audio behind for the new one.
    await updateCourse(this.deps.db, id, {
      ...fields,
      ...languageFields,
      version,
      materialKey: key,
      materialName: material.filename,
      materialType: type,
      status: 'processing',
      stage: 'queued',
      slidesTotal: 0,
      slidesDone: 0,
      failureReason: null,
      rendering: null,
      durationMinutes: 0,
    });
    await resetCourseContent(this.deps.db, id);
    await this.startPipeline(id, version);
    // The previous file's slides and audio are no longer referenced.
    for (let old = 1; old < version; old++) await this.deps.storage.deletePrefix(`${courseFolder(id)}/v${old}`);
    return this.toCourse(caller, await this.get(id));
  }

  /** The course's uploaded file, to make the course again from it. */
  private async currentMaterial(course: CourseRow): Promise<UploadedMaterial> {
    const stored = await this.deps.storage.read(course.materialKey);
    if (!stored) throw new AppError('CONFLICT', 'The course material is missing; upload the file again to change the language.');
    return { filename: course.materialName, body: stored.body };
  }

  async retry(caller: Caller, id: string): Promise<CatalogueCourse> {
    const { course } = await this.get(id);
    // Processing writes the course at every slide: one untouched for this long has no live job.
    const stuck = course.status === 'processing' && Date.now() - course.updatedAt.getTime() > stuckCourseMinutes * 60_000;
    if (course.status !== 'failed' && !stuck) {
      throw new AppError('CONFLICT', `Only a course whose processing failed, or made no progress for ${stuckCourseMinutes} minutes, can be retried.`);
    }
    await updateCourse(this.deps.db, id, { status: 'processing', stage: 'queued', failureReason: null });
    // A new job even when the stuck one still exists: the pipeline skips what is done and runs twice harmlessly.
    await this.deps.jobs.send(coursePipelineJob, { courseId: id, version: course.version }, {
      singletonKey: `${id}:${course.version}:${Date.now()}`,
    });
    return this.toCourse(caller, await this.get(id));
  }

  /**
   * Speaks a ready course again with the voice its language has now, in a durable job; learners keep
   * hearing each slide's old audio until its new one is stored. One run at a time: a run that made no
   * progress for the stuck-course time may be started again (it skips what is already re-spoken).
   */
  async respeak(caller: Caller, id: string): Promise<CatalogueCourse> {
    const { course } = await this.get(id);
    if (course.status !== 'ready') throw new AppError('CONFLICT', respeakMessages.notReady);
    const stuck = Date.now() - course.updatedAt.getTime() > stuckCourseMinutes * 60_000;
    if (course.respeakStatus === 'speaking' && !stuck) throw new AppError('CONFLICT', respeakMessages.running);
    await updateCourse(this.deps.db, id, { respeakStatus: 'speaking', respeakDone: 0, respeakTotal: course.slidesTotal, respeakFailure: null });
    await this.deps.jobs.send(courseRespeakJob, { courseId: id, version: course.version } satisfies CourseRespeakJobData, {
      singletonKey: `respeak:${id}:${course.version}:${Date.now()}`,
    });
    return this.toCourse(caller, await this.get(id));
  }

  /**
   * DELETE /api/superadmin/course/{courseId} retires the course: its files stay too, since the records made
   * on it say which version of which content a person was trained on.
   */
  async remove(caller: Caller, id: string, ip: string) {
    if (!(await retireCourse(this.deps.db, id))) throw new AppError('NOT_FOUND', 'Course not found');
    await recordAudit(this.deps.db, {
      action: 'course.retired',
      actorUserId: caller.userId,
      actorEmail: caller.email,
      ip,
      detail: { courseId: id },
    });
  }

  enrolledUsers() {
    return enrolledUserCounts(this.deps.db);
  }

  private async startPipeline(courseId: string, version: number) {
    await this.deps.jobs.send(coursePipelineJob, { courseId, version }, { singletonKey: `${courseId}:${version}` });
  }
}
