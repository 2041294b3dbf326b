import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courseSlides, slideNarrations, tenantCourses } from '../../db/schema.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { updateCourse } from '../courses/courses.repository.ts';
import { insertTenant } from '../tenants/tenants.repository.ts';
import { insertNarration, insertSlides, setNarrationAudio, setSlideImage, setTenantCopy } from './ingest.repository.ts';

// A run started for version 1 keeps working after a new upload made the course version 2: none of its
// writes may land on the new version's rows.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the pipeline writes only while the course has the run’s version', () => {
  it('refuses every write of a stale run and allows the current one', async () => {
    const { db } = database;
    const course = await insertReadyCourse(db, { slides: 2, status: 'processing' });
    const tenant = await insertTenant(db, { name: 'Acme', domain: 'acme.example', adminEmail: 'admin@acme.example' });
    await db.insert(tenantCourses).values({ tenantId: tenant.id, courseId: course.id });
    const stale = { id: course.id, version: 1 };
    const current = { id: course.id, version: 2 };
    await updateCourse(db, course.id, { version: 2 });

    const image = { imageKey: 'courses/x/v1/slides/1.png', imageWidth: 10, imageHeight: 10 };
    expect(await insertSlides(db, stale, [{ number: 3, title: 'Old', text: 'Old', notes: '' }])).toBe(false);
    expect(await setSlideImage(db, stale, 1, image)).toBe(false);
    expect(await insertNarration(db, stale, { tenantId: null, slideNumber: 1, explanation: 'Old', engine: 'built-in' })).toBe(false);
    const slides = await db.select().from(courseSlides).where(eq(courseSlides.courseId, course.id));
    expect(slides.map((s) => [s.number, s.imageKey])).toEqual([[1, null], [2, null]]);
    expect(await db.select().from(slideNarrations).where(eq(slideNarrations.courseId, course.id))).toEqual([]);
    expect(await setTenantCopy(db, tenant.id, stale, { copyStatus: 'ready', copySlidesDone: 2 })).toBe(false);
    const [copy] = await db.select().from(tenantCourses).where(eq(tenantCourses.courseId, course.id));
    expect(copy?.copyStatus).not.toBe('ready');

    // The current version's run writes normally.
    expect(await insertNarration(db, current, { tenantId: null, slideNumber: 1, explanation: 'New', engine: 'built-in' })).toBe(true);
    const [narration] = await db.select().from(slideNarrations).where(eq(slideNarrations.courseId, course.id));
    const audio = { audioKey: 'courses/x/v1/audio/1.mp3', subtitleVtt: 'WEBVTT\n', audioSeconds: 3 };
    expect(await setNarrationAudio(db, stale, narration!.id, audio)).toBe(false);
    const [unchanged] = await db.select().from(slideNarrations).where(eq(slideNarrations.id, narration!.id));
    expect(unchanged?.audioKey).toBeNull();
    expect(await setNarrationAudio(db, current, narration!.id, { ...audio, audioKey: 'courses/x/v2/audio/1.mp3' })).toBe(true);
    expect(await setSlideImage(db, current, 1, { ...image, imageKey: 'courses/x/v2/slides/1.png' })).toBe(true);
    expect(await insertSlides(db, current, [{ number: 3, title: 'New', text: 'New', notes: '' }])).toBe(true);
    const after = await db.select().from(courseSlides).where(eq(courseSlides.courseId, course.id));
    expect(after.map((s) => [s.number, s.imageKey]).sort()).toEqual([[1, 'courses/x/v2/slides/1.png'], [2, null], [3, null]]);
  });
});
