import { and, asc, count, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { courseSlides, courses, slideNarrations, tenantCourses, tenants } from '../../db/schema.ts';
import { courseAtVersion } from '../courses/courses.repository.ts';

/**
 * The pipeline's writes. Each one checks that the course still has the file version its run started
 * for, so a run for an older upload cannot attach its slides, images or audio to a newer one: updates
 * in one statement (`where exists` the course at that version), inserts in a transaction that first
 * locks the course row at that version (a concurrent version bump waits for it, or it sees the bump).
 * Each returns whether the write was allowed.
 */
export interface CourseVersion {
  id: string;
  version: number;
}

const atVersion = (db: Db, course: CourseVersion) =>
  exists(db.select({ id: courses.id }).from(courses).where(courseAtVersion(course.id, course.version)));

async function whileVersion(db: Db, course: CourseVersion, write: (tx: Db) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(courseAtVersion(course.id, course.version))
      .for('update');
    if (!row) return false;
    await write(tx);
    return true;
  });
}

export function insertSlides(db: Db, course: CourseVersion, rows: Omit<typeof courseSlides.$inferInsert, 'courseId'>[]) {
  return whileVersion(db, course, (tx) =>
    tx.insert(courseSlides).values(rows.map((row) => ({ ...row, courseId: course.id }))).onConflictDoNothing());
}

export async function setSlideImage(
  db: Db,
  course: CourseVersion,
  slideNumber: number,
  image: { imageKey: string; imageWidth: number; imageHeight: number },
) {
  const rows = await db
    .update(courseSlides)
    .set(image)
    .where(and(eq(courseSlides.courseId, course.id), eq(courseSlides.number, slideNumber), atVersion(db, course)))
    .returning({ number: courseSlides.number });
  return rows.length > 0;
}

export function insertNarration(
  db: Db,
  course: CourseVersion,
  narration: { tenantId: string | null; slideNumber: number; explanation: string; engine: string; saysLittle?: boolean },
) {
  return whileVersion(db, course, (tx) =>
    tx.insert(slideNarrations).values({ ...narration, courseId: course.id }).onConflictDoNothing());
}

export async function setNarrationAudio(
  db: Db,
  course: CourseVersion,
  narrationId: string,
  audio: SpokenAudio,
) {
  const rows = await db
    .update(slideNarrations)
    .set({ ...audio, updatedAt: new Date() })
    .where(and(eq(slideNarrations.id, narrationId), eq(slideNarrations.courseId, course.id), atVersion(db, course)))
    .returning({ id: slideNarrations.id });
  return rows.length > 0;
}

export interface SpokenAudio {
  audioKey: string;
  subtitleVtt: string;
  audioSeconds: number;
  /** The voice that spoke it ("Flite rms"). */
  voice?: string | null;
}

/** Every narration of a course (the catalogue's and each organization's) whose audio another voice spoke. */
export function listNarrationsToRespeak(db: Db, courseId: string, voice: string) {
  return db
    .select({
      id: slideNarrations.id,
      tenantId: slideNarrations.tenantId,
      slideNumber: slideNarrations.slideNumber,
      explanation: slideNarrations.explanation,
    })
    .from(slideNarrations)
    .where(and(
      eq(slideNarrations.courseId, courseId),
      isNotNull(slideNarrations.audioKey),
      sql`${slideNarrations.voice} is distinct from ${voice}`,
    ))
    .orderBy(asc(slideNarrations.slideNumber), sql`${slideNarrations.tenantId} nulls first`);
}

export async function countNarrationsWithAudio(db: Db, courseId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(slideNarrations)
    .where(and(eq(slideNarrations.courseId, courseId), isNotNull(slideNarrations.audioKey)));
  return row?.total ?? 0;
}

/**
 * Stores re-spoken audio only if the narration still says what was spoken and no edit's audio is on its
 * way (an approved edit brings its own audio), and the course still has the version the run began for.
 * The replaced file stays: a learner may be playing it (the course's version folder goes with the course).
 */
export async function setRespokenAudio(
  db: Db,
  course: CourseVersion,
  narrationId: string,
  spokenText: string,
  audio: SpokenAudio,
) {
  const rows = await db
    .update(slideNarrations)
    .set({ ...audio, updatedAt: new Date() })
    .where(and(
      eq(slideNarrations.id, narrationId),
      eq(slideNarrations.courseId, course.id),
      eq(slideNarrations.explanation, spokenText),
      eq(slideNarrations.audioPending, false),
      atVersion(db, course),
    ))
    .returning({ id: slideNarrations.id });
  return rows.length > 0;
}
export async function findTenantCopyTarget(db: Db, tenantId: string, courseId: string) {
  const [row] = await db
    .select({ tenant: { id: tenants.id, name: tenants.name } })
    .from(tenantCourses)
    .innerJoin(tenants, eq(tenants.id, tenantCourses.tenantId))
    .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, courseId)))
    .limit(1);
  return row?.tenant;
}

/** The organization's copy state; with a course version, only while the course still has that version. */
export async function setTenantCopy(
  db: Db,
  tenantId: string,
  course: CourseVersion | { id: string },
  values: Partial<Pick<typeof tenantCourses.$inferInsert, 'copyStatus' | 'copyFailureReason' | 'copySlidesDone'>>,
) {
  const rows = await db
    .update(tenantCourses)
    .set(values)
    .where(and(
      eq(tenantCourses.tenantId, tenantId),
      eq(tenantCourses.courseId, course.id),
      'version' in course ? atVersion(db, course) : undefined,
    ))
    .returning({ courseId: tenantCourses.courseId });
  return rows.length > 0;
}
