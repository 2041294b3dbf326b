// `npm run bench:organization-copy`: what assigning a ready course to a new organization costs. A 9-slide
// real deck (the first nine pages of NIST's OSCAL overview) is made into a course once; then three new
// organizations are each assigned it, one after the other, and each copy is timed from the assignment until
// it is ready, with the recordings it stored of its own. Only the slides that name the organization (welcome,
// point of contact, goodbye) are spoken again; the others share the catalogue's recording.
// Budget (issue 31): a copy is ready in ≤ 2 s on a quiet 2-core machine and stores no duplicate slide audio.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Course } from '@complyra/core';
import { slideNarrations, tenantCourses } from '../src/db/schema.ts';
import { bearer, createOrganization, signInSuperUser } from '../src/test/actors.ts';
import { uploadCourse } from '../src/test/course-upload.ts';
import { decksDir } from '../src/test/deck-course.ts';
import { assignThroughApi, saveCompleteDetails } from '../src/test/organization.ts';
import { waitFor } from '../src/test/wait-for.ts';
import { startBenchApp } from './bench-app.ts';

const slides = 9;
const budgetMs = 2000;
const source = await PDFDocument.load(fs.readFileSync(path.join(decksDir, 'nist-oscal-overview-2017-notes-pages.pdf')));
const cut = await PDFDocument.create();
for (const page of await cut.copyPages(source, Array.from({ length: slides }, (_, i) => i))) cut.addPage(page);
const deck = Buffer.from(await cut.save());

const { app, database, engines, close } = await startBenchApp();
const db = database.db;
try {
  console.log(`Organization copy benchmark: ${slides}-slide real deck, ${os.availableParallelism()} CPU cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`Engines: ${engines.speech.name} speech x${engines.speechConcurrency}`);
  const superToken = await signInSuperUser(app, database);
  const uploaded = await uploadCourse(app, superToken, { name: 'nist-oscal-9.pdf', body: deck });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
  const courseId = uploaded.json<Course>().id;
  await waitFor(async () => {
    const course = (await app.inject({ method: 'GET', url: `/api/superadmin/courses/${courseId}`, headers: bearer(superToken) })).json<Course>();
    if (course.status === 'failed') throw new Error(course.failureReason ?? 'failed');
    return course.status === 'ready' ? true : undefined;
  }, 300_000);

  const catalogueKeys = new Set(
    (await db.select({ key: slideNarrations.audioKey }).from(slideNarrations)
      .where(and(eq(slideNarrations.courseId, courseId), isNotNull(slideNarrations.audioKey)))).map((r) => r.key),
  );
  const times: number[] = [];
  for (let n = 1; n <= 3; n++) {
    const org = await createOrganization(app, superToken, `Copy Bench Org ${n}`);
    await saveCompleteDetails(app, org.adminToken, org.tenant.id);
    const started = performance.now();
    await assignThroughApi(app, org.adminToken, org.tenant.id, courseId, {});
    await waitFor(async () => {
      const [copy] = await db.select({ status: tenantCourses.copyStatus }).from(tenantCourses)
        .where(and(eq(tenantCourses.courseId, courseId), eq(tenantCourses.tenantId, org.tenant.id)));
      if (copy?.status === 'failed') throw new Error('the copy failed');
      return copy?.status === 'ready' ? true : undefined;
    }, 120_000);
    const ms = performance.now() - started;
    times.push(ms);
    const copy = await db.select({ key: slideNarrations.audioKey, slide: slideNarrations.slideNumber }).from(slideNarrations)
      .where(and(eq(slideNarrations.courseId, courseId), eq(slideNarrations.tenantId, org.tenant.id)));
    const own = copy.filter((r) => !catalogueKeys.has(r.key));
    console.log(`  organization ${n}: ready in ${(ms / 1000).toFixed(2)} s; ${own.length} of ${copy.length} slides spoken for it (slides ${own.map((r) => r.slide).sort((a, b) => a - b).join(', ')}), ${copy.length - own.length} share the catalogue's`);
  }
  const median = [...times].sort((a, b) => a - b)[1]!;
  console.log(`copy of a ${slides}-slide course, median of 3: ${(median / 1000).toFixed(2)} s (budget ${budgetMs / 1000} s): ${median <= budgetMs ? 'met' : 'MISSED'}`);
} finally {
  await close();
}
