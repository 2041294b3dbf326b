import { mapLimited } from '../../lib/map-limited.ts';
import { splitCommaList } from '@complyra/core';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import type { EarlierRecording } from '../../ports/speech-engine.ts';
import {
  type CourseRow,
  findCourse,
  findNarration,
  listNarrations,
  listSlides,
  listTenantIdsWithCourse,
  updateCourseVersion,
} from '../courses/courses.repository.ts';
import { readCourseModel } from '../course-model/course-model.repository.ts';
import { littleSaidReason } from '../explanations/little-said.ts';
import {
  findTenantCopyTarget,
  insertNarration,
  insertSlides,
  setNarrationAudio,
  setSlideImage,
  setTenantCopy,
  type SpokenAudio,
} from './ingest.repository.ts';
import type { DeckSlideText, OpenedDeck } from '../../ports/deck-reader.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { type CoursePipelineJobData, tenantCopyJob, type TenantCopyJobData } from './ingest-job-names.ts';
import { storeWrittenBank, writeQuestionBank } from '../quiz/question-bank.ts';

export interface PipelineDeps {
  db: Db;
  storage: FileStorage;
  engines: IngestEngines;
  jobs: JobQueue;
  log: Logger;
  /** Scratch space for conversions (LibreOffice profiles, temporary PDFs). */
  workDir: string;
  /** Points of contact an organization set for a course (the assignment issue fills them). */
  findPointsOfContact?: (tenantId: string, courseId: string) => Promise<PointOfContact[]>;
}

/** The course was replaced by a newer upload (or deleted) while this run worked: stop quietly. */
class StaleRun extends Error {}
/** Stops the run when the repository refused a write because the course has a newer version. */
const orStale = (allowed: boolean) => {
  if (!allowed) throw new StaleRun();
};

const versionFolder = (course: CourseRow) => `courses/${course.id}/v${course.version}`;

const toText = (row: DeckSlideText): DeckSlideText => ({
  number: row.number,
  title: row.title,
  text: row.text,
  notes: row.notes,
});

/**
 * Makes a ready course from its uploaded deck: slides and their text, slide images, a spoken explanation
 * per slide, its audio and subtitles. Every step skips what an earlier run already finished, so a run
 * interrupted by a restart picks up where it stopped, and running it twice changes nothing.
 */
export async function runCoursePipeline(deps: PipelineDeps, job: CoursePipelineJobData): Promise<void> {
  const { db, storage, engines } = deps;
  const found = await findCourse(db, job.courseId);
  if (!found || found.course.version !== job.version || found.course.status === 'ready') return;
  const course = found.course;
  const set = async (values: Parameters<typeof updateCourseVersion>[3]) => {
    if (!(await updateCourseVersion(db, course.id, course.version, values))) throw new StaleRun();
  };

  // The language set in the course form, or null to detect it from the deck's words.
  const setLanguage = course.languageSetting === 'auto' ? null : course.languageSetting;
  let deck: OpenedDeck | null = null;
  const openDeck = async () => {
    if (deck) return deck;
    const readMaterial = async () => {
      const material = await storage.read(course.materialKey);
      if (!material) throw new Error('The uploaded file is missing from storage.');
      return material.body;
    };
    deck = await engines.openDeck(readMaterial, course.materialType, {
      workDir: deps.workDir,
      language: setLanguage,
      storedAs: course.materialKey,
    });
    return deck;
  };

  try {
    let slides = await listSlides(db, course.id);
    if (slides.length === 0) {
      await set({ stage: 'extracting', status: 'processing' });
      const opened = await openDeck();
      const texts = opened.slides();
      if (texts.length === 0) throw Object.assign(new Error('The presentation has no slides.'), { isDeckError: true });
      // The course model is built here, once per uploaded file; everything after reads the stored model.
      const model = await engines.buildCourseModel(texts, setLanguage ?? undefined);
      orStale(await insertSlides(db, course, texts.map((t, i) => ({
        number: t.number, title: t.title, text: t.text, notes: t.notes, model: model.slides[i],
      }))));
      await set({ slidesTotal: texts.length, rendering: opened.rendering, slidesDone: 0, language: model.language });
      slides = await listSlides(db, course.id);
    }
    const total = slides.length;
    const texts = slides.map(toText);

    // Images and narration do not depend on each other: render while the explanations are written and spoken.
    const renderImages = async () => {
      const missing = slides.filter((s) => !s.imageKey);
      if (missing.length === 0) return;
      const opened = await openDeck();
      for (const slide of missing) {
        const image = await opened.renderSlide(slide.number);
        const key = `${versionFolder(course)}/slides/${slide.number}.${image.mimeType === 'image/png' ? 'png' : 'jpg'}`;
        await storage.put(key, image.image, image.mimeType);
        const stored = { imageKey: key, imageWidth: image.width, imageHeight: image.height };
        orStale(await setSlideImage(db, course, slide.number, stored));
      }
      // Known for sure only once images exist (a LibreOffice conversion can fall back to drawn slides).
      await set({ rendering: opened.rendering });
    };

    let spoken = 0;
    const narrate = async () => {
      await narrateAndSpeak(deps, course, null, texts, [], async (done) => {
        spoken = done;
        await set({ stage: 'speaking', slidesDone: done });
      });
    };
    await set({ stage: 'narrating', slidesDone: 0 });
    // The quiz's question bank needs only the course model: it is written (CPU on this event loop, a slide or a fact
    // a turn: writeQuestionBank) once the images are stored, while the last slides are spoken, instead of after the
    // last audio; it is stored with the ready course, once per version, so the catalogue card says at once how many
    // questions it supports.
    const images = renderImages();
    const bank = images.then(async () => {
      const model = await readCourseModel(db, course.id);
      return model ? writeQuestionBank(model) : [];
    });
    await Promise.all([images, bank, narrate()]);
    await storeWrittenBank(db, course.id, course.version, await bank);
    const narrations = await listNarrations(db, course.id, null);
    const seconds = narrations.reduce((sum, n) => sum + (n.audioSeconds ?? 0), 0);
    await set({
      voice: courseVoice(narrations),
      respeakStatus: 'idle',
      respeakDone: 0,
      respeakTotal: 0,
      respeakFailure: null,
      status: 'ready',
      stage: 'ready',
      slidesDone: Math.max(spoken, total),
      durationMinutes: Math.max(1, Math.ceil(seconds / 60)),
      audioSeconds: Math.ceil(seconds),
      failureReason: null,
    });
    // Organizations that already have the course get their personalized copy now.
    for (const tenantId of await listTenantIdsWithCourse(db, course.id)) {
      await deps.jobs.send(tenantCopyJob, { courseId: course.id, tenantId } satisfies TenantCopyJobData, {
        singletonKey: `${tenantId}:${course.id}:${course.version}`,
      });
    }
  } catch (error) {
    if (error instanceof StaleRun) return;
    if (engines.isDeckError(error) || (error as { isDeckError?: boolean }).isDeckError) {
      await set({ status: 'failed', stage: 'failed', failureReason: (error as Error).message }).catch(() => {});
      return;
    }
    throw error;
  } finally {
    await (deck as OpenedDeck | null)?.close().catch(() => {});
  }
}

/** The voice that spoke every slide of the catalogue's narration, or null when they differ (a fallback spoke some). */
export function courseVoice(narrations: { voice: string | null }[]): string | null {
  const voices = new Set(narrations.map((n) => n.voice));
  return voices.size === 1 ? [...voices][0] ?? null : null;
}

/** Marks the course failed when its last attempt failed for a reason that is not the file's. */
export async function failCourse(deps: PipelineDeps, job: CoursePipelineJobData, error: unknown) {
  deps.log.error({ err: error, courseId: job.courseId }, 'course pipeline failed');
  await updateCourseVersion(deps.db, job.courseId, job.version, {
    status: 'failed',
    stage: 'failed',
    failureReason: `Processing failed: ${(error as Error).message ?? 'unknown error'}. Use Retry to try again.`,
  });
}

/**
 * Writes the missing explanations of one narration set (catalogue or organization) in slide order, and
 * speaks each one without audio as soon as it is written, `speechConcurrency` at a time: the first slide's
 * audio does not wait for the last slide's explanation. Reports how many slides have audio.
 */
async function narrateAndSpeak(
  deps: PipelineDeps,
  course: CourseRow,
  organization: { id: string; name: string } | null,
  slides: DeckSlideText[],
  pointsOfContact: PointOfContact[],
  onProgress: (slidesWithAudio: number) => Promise<void>,
) {
  const { db, engines } = deps;
  const tenantId = organization?.id ?? null;
  const existing = new Map((await listNarrations(db, course.id, tenantId)).map((n) => [n.slideNumber, n]));
  const model = await readCourseModel(db, course.id);
  let withAudio = [...existing.values()].filter((n) => n.audioKey).length;
  // A resumed run shows what an earlier one spoke; a new one stays "narrating" until its first audio.
  if (withAudio > 0) await onProgress(withAudio);

  const write = async (slide: DeckSlideText, index: number) => {
    const narration = await engines.narrateSlide({
      courseTitle: course.title,
      courseDescription: course.description,
      learningObjectives: splitCommaList(course.learningObjectives),
      organizationName: organization?.name ?? null,
      pointsOfContact,
      slide,
      previous: slides[index - 1] ?? null,
      next: slides[index + 1] ?? null,
      totalSlides: slides.length,
      course: model,
    });
    const slideModel = model?.slides.find((s) => s.number === slide.number);
    // Stored with the text, so the course cards count the slides to review in one query.
    const saysLittle = Boolean(slideModel && littleSaidReason(slideModel, narration.text, model?.language ?? course.language));
    orStale(await insertNarration(db, course, {
      tenantId, slideNumber: slide.number, explanation: narration.text, engine: narration.engine, saysLittle,
    }));
    // What is stored is spoken (a concurrent run may have written this slide first).
    const stored = await findNarration(db, course.id, tenantId, slide.number);
    if (!stored) throw new StaleRun();
    return stored;
  };
  // One explanation at a time, in order; each slide's promise settles when its explanation is stored.
  let previous: Promise<unknown> = Promise.resolve();
  const written = slides.map((slide, index) => {
    const known = existing.get(slide.number);
    const step = previous.then(() => known ?? write(slide, index));
    previous = step;
    return step;
  });
  // A failed write is reported by the speaker waiting for it; none is left unhandled.
  for (const step of written) step.catch(() => {});

  const folder = `${versionFolder(course)}/audio/${tenantId ?? 'catalogue'}`;
  // An organization's copy says most slides word for word as the catalogue does (only the welcome, the
  // contact and the goodbye name the organization): those slides share the catalogue's recording.
  const catalogue = tenantId ? new Map((await listNarrations(db, course.id, null)).map((n) => [n.slideNumber, n])) : null;
  await mapLimited(
    written,
    engines.speechConcurrency,
    async (step) => {
      const narration = await step;
      if (narration.audioKey) return;
      const catalogueSlide = catalogue?.get(narration.slideNumber);
      const audio = sharedRecording(catalogueSlide, narration.explanation)
        ?? await speakAndStore(deps, `${folder}/${narration.slideNumber}.mp3`, narration.explanation, model?.language, catalogueSlide);
      orStale(await setNarrationAudio(db, course, narration.id, audio));
      withAudio++;
      await onProgress(withAudio);
    },
  );
}

/**
 * Speaks `text` into a new file at `key`: the recording a narration points to. With `earlier` (the catalogue's
 * recording of the slide, for an organization's copy), the opening sentences both say are kept from it and
 * only the rest is spoken (the goodbye that names the organization ends a long last slide).
 */
export async function speakAndStore(
  deps: Pick<PipelineDeps, 'engines' | 'storage'>,
  key: string,
  text: string,
  language: string | undefined,
  earlier?: StoredRecording,
): Promise<SpokenAudio> {
  const { engines, storage } = deps;
  const from = engines.speakContinuing ? await readRecording(storage, earlier) : null;
  const speech = from && engines.speakContinuing
    ? await engines.speakContinuing(text, language, from)
    : await engines.speak(text, language);
  await storage.put(key, speech.audio, speech.mimeType);
  const subtitleVtt = engines.toWebVtt(speech.cues);
  return { audioKey: key, subtitleVtt, audioSeconds: speech.durationSeconds, voice: speech.voiceName ?? null };
}

async function readRecording(storage: FileStorage, recording: StoredRecording | undefined): Promise<EarlierRecording | null> {
  if (!recording?.audioKey || recording.subtitleVtt == null) return null;
  const stored = await storage.read(recording.audioKey);
  if (!stored) return null;
  return { text: recording.explanation, audio: stored.body, subtitleVtt: recording.subtitleVtt, voice: recording.voice };
}

/** The catalogue's recording of a slide, when it says exactly `explanation` (stored files never change in place). */
export function sharedRecording(catalogue: StoredRecording | undefined, explanation: string): SpokenAudio | null {
  const { audioKey, subtitleVtt, audioSeconds, voice } = catalogue ?? {};
  if (!audioKey || subtitleVtt == null || audioSeconds == null || catalogue?.explanation !== explanation) return null;
  return { audioKey, subtitleVtt, audioSeconds, voice };
}

type StoredRecording = {
  explanation: string;
  audioKey: string | null;
  subtitleVtt: string | null;
  audioSeconds: number | null;
  voice: string | null;
};

/**
 * An organization's own copy of a ready course: explanations that name the organization and its points
 * of contact, with their audio. Waits for the catalogue course; resumes per slide like the pipeline.
 */
export async function runTenantCopy(deps: PipelineDeps, job: TenantCopyJobData): Promise<void> {
  const { db } = deps;
  const found = await findCourse(db, job.courseId);
  if (!found || found.course.status !== 'ready') return; // the pipeline sends this job again when ready
  const course = found.course;
  const tenant = await findTenantCopyTarget(db, job.tenantId, course.id);
  if (!tenant) return;
  // Every write is refused once a newer upload restarted everything: then this copy stops quietly.
  const setCopy = async (values: Parameters<typeof setTenantCopy>[3]) =>
    orStale(await setTenantCopy(db, tenant.id, course, values));

  try {
    const slides = (await listSlides(db, course.id)).map(toText);
    const pointsOfContact = (await deps.findPointsOfContact?.(tenant.id, course.id)) ?? [];
    await setCopy({ copyStatus: 'processing', copyFailureReason: null });
    await narrateAndSpeak(deps, course, tenant, slides, pointsOfContact, async (done) => {
      await setCopy({ copySlidesDone: done });
    });
    await setCopy({ copyStatus: 'ready', copySlidesDone: slides.length });
  } catch (error) {
    if (!(error instanceof StaleRun)) throw error;
  }
}

export async function failTenantCopy(deps: PipelineDeps, job: TenantCopyJobData, error: unknown) {
  deps.log.error({ err: error, ...job }, 'organization copy failed');
  await setTenantCopy(deps.db, job.tenantId, { id: job.courseId }, {
    copyStatus: 'failed',
    copyFailureReason: (error as Error).message ?? 'unknown error',
  });
}
