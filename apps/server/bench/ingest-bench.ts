// `npm run bench:ingest`: a 30-slide PDF and a 30-slide PPTX through the real pipeline with the built-in
// engines (pdf.js, LibreOffice when installed, the built-in narrator, eSpeak NG, LAME), on an in-memory
// database, and the PDF again as an image-only deck (read by OCR). Prints when each stage finished, the
// time to a ready course, audio seconds produced per wall-clock second and OCR's cost per slide.
// Budget: a 30-slide deck ready in 30 s or less on a 2-core machine (the text decks; OCR is extra).
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { startBenchApp } from './bench-app.ts';
import { courseSlides, courses, slideNarrations } from '../src/db/schema.ts';
import { signInSuperUser } from '../src/test/actors.ts';
import { uploadCourse } from '../src/test/course-upload.ts';
import { makePdf, makePptx, sampleSlides } from '../src/test/deck-fixtures.ts';
import { rasterisePdf } from '../src/test/image-decks.ts';

const slides = Number(process.env.BENCH_SLIDES ?? 30);
const { app, database, engines, close } = await startBenchApp({ MAX_UPLOAD_MB: '200' });
const token = await signInSuperUser(app, database);
const db = database.db;

console.log(`Ingest benchmark: ${slides} slides per deck, ${os.availableParallelism()} CPU cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`Engines: ${engines.language.name} narrator, ${engines.speech.name} speech x${engines.speechConcurrency}, PPTX rendering ${engines.soffice ? 'LibreOffice' : 'from text'}\n`);

async function run(name: string, file: { name: string; body: Buffer }) {
  const started = performance.now();
  const res = await uploadCourse(app, token, file);
  if (res.statusCode !== 201) throw new Error(`${name}: upload answered ${res.statusCode} ${res.body}`);
  const id = res.json<{ id: string }>().id;
  const marks: Record<string, number> = { 'upload answered': performance.now() - started };
  const mark = (label: string) => (marks[label] ??= performance.now() - started);
  for (;;) {
    const [course] = await db.select().from(courses).where(eq(courses.id, id));
    if (!course) throw new Error('course vanished');
    if (course.status === 'failed') throw new Error(`${name}: failed: ${course.failureReason}`);
    const slideRows = await db.select({ key: courseSlides.imageKey }).from(courseSlides).where(eq(courseSlides.courseId, id));
    const images = slideRows.filter((s) => s.key).length;
    const narrations = await db
      .select({ audio: slideNarrations.audioKey, seconds: slideNarrations.audioSeconds })
      .from(slideNarrations)
      .where(eq(slideNarrations.courseId, id));
    if (course.slidesTotal > 0) mark('slides extracted');
    if (narrations.length >= slides) mark('explanations written');
    if (images >= slides) mark('slide images rendered');
    if (narrations.filter((n) => n.audio).length >= slides) mark('audio + subtitles done');
    if (course.status === 'ready') {
      mark('ready');
      const audioSeconds = narrations.reduce((sum, n) => sum + (n.seconds ?? 0), 0);
      return { name, marks, audioSeconds, rendering: course.rendering };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const results = [];
results.push(await run('PDF', { name: 'bench.pdf', body: makePdf(sampleSlides(slides)) }));
results.push(await run('PPTX', { name: 'bench.pptx', body: await makePptx(sampleSlides(slides), { withTable: true }) }));
// The same deck as pictures only (no text layer): every slide pays OCR while the deck is read.
results.push(await run('Image-only PDF (OCR)', { name: 'bench-images.pdf', body: await rasterisePdf(makePdf(sampleSlides(slides))) }));

for (const result of results) {
  const total = result.marks.ready! / 1000;
  console.log(`${result.name} (${slides} slides, rendering: ${result.rendering})`);
  for (const [label, ms] of Object.entries(result.marks).sort((a, b) => a[1] - b[1])) {
    console.log(`  ${label.padEnd(24)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
  }
  console.log(`  audio produced           ${result.audioSeconds.toFixed(0).padStart(6)} s  = ${(result.audioSeconds / total).toFixed(1)} audio seconds per wall-clock second`);
  console.log(`  budget 30 s              ${total <= 30 ? 'met' : 'MISSED'}\n`);
}
const [pdf, , images] = results;
if (pdf && images) {
  const perSlide = (images.marks['slides extracted']! - pdf.marks['slides extracted']!) / slides;
  console.log(`OCR: ${perSlide.toFixed(0)} ms per image-only slide (reading time over the text PDF's), paid only by slides without text\n`);
}

await close();
