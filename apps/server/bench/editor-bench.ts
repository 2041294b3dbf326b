// `npm run bench:editor`: the explanation editor with the built-in engines on an in-memory database.
// 1. Approve a 60-word explanation: the answer comes when the new audio and subtitles are stored
//    (eSpeak NG + MP3 in the speech job). Budget: 3 s on a 2-core machine.
// 2. Built-in enhance ("shorter") of a 30-slide course taken from a real deck (ms-intro-git-github.pptx),
//    all six batches of five, saved as drafts. Budget: 2 s.
import fs from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { courseSlides, slideNarrations, tenantCourses } from '../src/db/schema.ts';
import { insertCourse } from '../src/modules/courses/courses.repository.ts';
import { openPptxDeck } from '../src/providers/decks/pptx-deck.ts';
import { narrateSlide } from '../src/course-model/builtin-narrator.ts';
import { bearer, createOrganization, signInSuperUser } from '../src/test/actors.ts';
import { saveCompleteDetails } from '../src/test/organization.ts';
import { waitFor } from '../src/test/wait-for.ts';
import { startBenchApp } from './bench-app.ts';

const { app, database, engines, dataDir, close } = await startBenchApp();
const db = database.db;
const superToken = await signInSuperUser(app, database);
const org = await createOrganization(app, superToken, 'Bench Org');
await saveCompleteDetails(app, org.adminToken, org.tenant.id);
console.log(`Editor benchmark: ${os.availableParallelism()} CPU cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`Engines: ${engines.speech.name} speech x${engines.speechConcurrency}\n`);

// A 30-slide course from the real deck, with the organization's copy written by the built-in narrator.
const deck = await openPptxDeck(fs.readFileSync(path.join(import.meta.dirname, '../src/test/fixtures/decks/ms-intro-git-github.pptx')), {
  workDir: dataDir,
  soffice: null,
});
const slides = deck.slides().slice(0, 30);
await deck.close();
const course = await insertCourse(db, {
  title: 'Intro to Git and GitHub',
  description: 'Version control for everyone.',
  tags: 'git',
  learningObjectives: 'Use git, Share on GitHub',
  materialKey: 'courses/bench/v1/material.pptx',
  materialName: 'deck.pptx',
  materialType: 'pptx',
  status: 'ready',
  stage: 'ready',
  slidesTotal: slides.length,
  slidesDone: slides.length,
});
await db.insert(courseSlides).values(slides.map((s) => ({ courseId: course.id, ...s })));
const assigned = await app.inject({
  method: 'POST',
  url: '/api/courses/assign',
  headers: bearer(org.adminToken),
  payload: { courseId: course.id, tenantId: org.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [] },
});
if (assigned.statusCode !== 201) throw new Error(`assign: ${assigned.body}`);
// Assigning starts the organization's copy (30 slides spoken); an admin edits once it is ready, so the
// approvals are timed after it, not queued behind it.
await waitFor(async () => {
  const [copy] = await db
    .select({ status: tenantCourses.copyStatus })
    .from(tenantCourses)
    .where(eq(tenantCourses.courseId, course.id));
  return copy?.status === 'ready' ? true : undefined;
}, 120_000);
await db
  .insert(slideNarrations)
  .values(
    slides.map((slide, i) => ({
      courseId: course.id,
      tenantId: org.tenant.id,
      slideNumber: slide.number,
      explanation: narrateSlide({
        courseTitle: course.title,
        courseDescription: course.description,
        learningObjectives: [],
        organizationName: 'Bench Org',
        pointsOfContact: [],
        slide,
        previous: slides[i - 1] ?? null,
        next: slides[i + 1] ?? null,
        totalSlides: slides.length,
      }),
    })),
  )
  .onConflictDoNothing();

const sixtyWords = (n: number) =>
  `Version ${n}: lock your screen every time you leave your desk, even for a minute. An unlocked screen lets anyone read your mail, ` +
  'send messages in your name or copy customer files. Never lend your badge to a colleague or a visitor, because every person ' +
  'who enters must badge in on their own. If you see someone without a badge, ask politely.';

const approvals: number[] = [];
for (let n = 1; n <= 5; n++) {
  const started = performance.now();
  const res = await app.inject({
    method: 'PUT',
    url: '/api/courses/update-explanation',
    headers: bearer(org.adminToken),
    payload: { courseId: course.id, tenantId: org.tenant.id, slideIndex: 2, explanation: sixtyWords(n) },
  });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
  // Under heavy load the answer may say "preparing": the time then runs until the audio is stored.
  while ((await db.select().from(slideNarrations).where(eq(slideNarrations.slideNumber, 2))).some((r) => r.audioPending)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  approvals.push(performance.now() - started);
  console.log(`  run ${n}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
}
approvals.sort((a, b) => a - b);
console.log(`Approve a ${sixtyWords(1).split(/\s+/).length}-word explanation until its new audio and subtitles are ready (5 runs)`);
console.log(`  median ${(approvals[2]! / 1000).toFixed(2)} s, slowest ${(approvals[4]! / 1000).toFixed(2)} s   budget 3 s: ${approvals[4]! <= 3000 ? 'met' : 'MISSED'}\n`);

const enhanceRuns: number[] = [];
for (const prompt of ['shorter', 'more formal', 'friendlier']) {
  const started = performance.now();
  for (let batch = 0; batch < Math.ceil(slides.length / 5); batch++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses/enhance-explanations',
      headers: bearer(org.adminToken),
      payload: { courseId: course.id, tenantId: org.tenant.id, queryPrompt: prompt, batchSize: 5, batch },
    });
    if (res.statusCode !== 200) throw new Error(`enhance: ${res.statusCode} ${res.body}`);
  }
  const ms = performance.now() - started;
  enhanceRuns.push(ms);
  console.log(`Built-in enhance "${prompt}" of ${slides.length} slides in ${Math.ceil(slides.length / 5)} batches: ${(ms / 1000).toFixed(2)} s`);
}
const slowest = Math.max(...enhanceRuns);
console.log(`  slowest ${(slowest / 1000).toFixed(2)} s   budget 2 s: ${slowest <= 2000 ? 'met' : 'MISSED'}`);

await close();
