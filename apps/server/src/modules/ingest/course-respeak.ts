import { findCourse, listNarrations, updateCourseVersion } from '../courses/courses.repository.ts';
import type { PipelineDeps } from './course-pipeline.ts';
import { courseVoice, speakAndStore } from './course-pipeline.ts';
import type { CourseRespeakJobData } from './ingest-job-names.ts';
import { countNarrationsWithAudio, listNarrationsToRespeak, setRespokenAudio, type SpokenAudio } from './ingest.repository.ts';

/**
 * Speaks a ready course again with the voice its language has now (a newer voice than the one that spoke
 * it): the catalogue's narration and every organization's copy. The course stays ready throughout; each
 * slide's new audio replaces the old one when it is stored. A narration already spoken by that voice is
 * skipped, so a run resumed after a restart, or run twice, only speaks what is left.
 */
export async function runCourseRespeak(deps: Pick<PipelineDeps, 'db' | 'storage' | 'engines'>, job: CourseRespeakJobData) {
  const { db, storage, engines } = deps;
  const found = await findCourse(db, job.courseId);
  if (!found || found.course.version !== job.version || found.course.status !== 'ready') return;
  const course = found.course;
  const voice = engines.voiceOf?.(course.language) ?? null;
  if (!voice) return;
  const set = (values: Parameters<typeof updateCourseVersion>[3]) => updateCourseVersion(db, course.id, course.version, values);

  const todo = await listNarrationsToRespeak(db, course.id, voice);
  const total = await countNarrationsWithAudio(db, course.id);
  let done = total - todo.length;
  await set({ respeakStatus: 'speaking', respeakDone: done, respeakTotal: total, respeakFailure: null });

  // Organizations' copies that say a slide word for word as another narration share one new recording, as
  // they shared the old one (the catalogue's come first, so theirs is the one kept).
  const recordings = new Map<string, Promise<SpokenAudio>>();
  const record = (narration: (typeof todo)[number]) => {
    // A new name: links handed out for the previous audio keep serving it until they expire.
    const folder = `courses/${course.id}/v${course.version}/audio/${narration.tenantId ?? 'catalogue'}`;
    const key = `${folder}/${narration.slideNumber}-${Date.now().toString(36)}.mp3`;
    const known = recordings.get(narration.explanation)
      ?? speakAndStore({ engines, storage }, key, narration.explanation, course.language);
    recordings.set(narration.explanation, known);
    return known;
  };
  let next = 0;
  const speakNext = async (): Promise<void> => {
    const narration = todo[next++];
    if (!narration) return;
    const audio = await record(narration);
    await setRespokenAudio(db, course, narration.id, narration.explanation, { ...audio, voice: audio.voice ?? voice });
    done++;
    // A newer upload moved the version: its own pipeline speaks it, this run stops.
    if (!(await set({ respeakDone: done }))) return;
    return speakNext();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(engines.speechConcurrency, todo.length)) }, speakNext));

  // The new voice has its own pace: the course's length follows the catalogue's new audio.
  const catalogue = await listNarrations(db, course.id, null);
  const seconds = catalogue.reduce((sum, n) => sum + (n.audioSeconds ?? 0), 0);
  await set({
    respeakStatus: 'idle',
    respeakDone: total,
    voice: courseVoice(catalogue),
    audioSeconds: Math.ceil(seconds),
    durationMinutes: Math.max(1, Math.ceil(seconds / 60)),
  });
}

/** The last attempt failed: the card says so and offers Re-speak again; learners keep the audio they had. */
export async function failCourseRespeak(deps: Pick<PipelineDeps, 'db' | 'log'>, job: CourseRespeakJobData, error: unknown) {
  deps.log.error({ err: error, courseId: job.courseId }, 'course re-speaking failed');
  await updateCourseVersion(deps.db, job.courseId, job.version, {
    respeakStatus: 'failed',
    respeakFailure: `Re-speaking failed: ${(error as Error).message ?? 'unknown error'}.`,
  });
}
