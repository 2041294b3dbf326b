// `npm run bench:raw-engines`: a 9-slide real deck made into a course by the pipeline, against the raw
// engines doing the same visible work with nothing around them: Poppler's `pdftoppm` drawing the pages at
// 1280 px and Debian's `espeak-ng` speaking the narrations the pipeline wrote, at the same concurrency
// (WAV only: no text extraction, narration, MP3, subtitles, storage or database). Issue 16's goal: the
// pipeline within 1.3× of the raw engines. The deck is the first nine slides of Microsoft's Git/GitHub
// introduction, printed to PDF by LibreOffice before the clock starts, so every page has its text layer
// (a deck whose slides are pictures pays OCR, which the raw engines do not do). Needs poppler-utils,
// espeak-ng and LibreOffice (apt-get install).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { startBenchApp } from './bench-app.ts';
import { courses, slideNarrations } from '../src/db/schema.ts';
import { findSoffice } from '../src/providers/decks/soffice.ts';
import { findProgram } from '../src/providers/find-program.ts';
import { signInSuperUser } from '../src/test/actors.ts';
import { uploadCourse } from '../src/test/course-upload.ts';
import { decksDir } from '../src/test/deck-course.ts';

const run = promisify(execFile);
const slides = 9;
const goal = 1.3;
const pdftoppm = findProgram('pdftoppm', undefined);
const espeak = findProgram('espeak-ng', undefined);
const soffice = findSoffice(undefined);
if (!pdftoppm || !espeak || !soffice) {
  console.log('bench:raw-engines needs pdftoppm, espeak-ng and LibreOffice:');
  console.log('apt-get install -y poppler-utils espeak-ng libreoffice-impress');
  process.exit(1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-raw-engines-'));
await run(soffice, ['--headless', `-env:UserInstallation=file://${workDir}/profile`, '--convert-to', 'pdf', '--outdir', workDir, path.join(decksDir, 'ms-intro-git-github.pptx')]);
const source = await PDFDocument.load(fs.readFileSync(path.join(workDir, 'ms-intro-git-github.pdf')));
const cut = await PDFDocument.create();
for (const page of await cut.copyPages(source, Array.from({ length: slides }, (_, i) => i))) cut.addPage(page);
const deck = Buffer.from(await cut.save());
fs.writeFileSync(path.join(workDir, 'deck.pdf'), deck);

const { app, database, engines, close } = await startBenchApp();
const token = await signInSuperUser(app, database);
console.log(`Raw-engines benchmark: ${slides}-slide real deck, ${os.availableParallelism()} CPU cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

/** Milliseconds from upload to a ready course, and the narrations it spoke. */
async function pipeline(): Promise<{ ms: number; texts: string[] }> {
  const started = performance.now();
  const res = await uploadCourse(app, token, { name: 'git-github-9.pdf', body: deck });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode} ${res.body}`);
  const id = res.json<{ id: string }>().id;
  for (;;) {
    const [course] = await database.db.select().from(courses).where(eq(courses.id, id));
    if (course?.status === 'failed') throw new Error(`the course failed: ${course.failureReason}`);
    if (course?.status === 'ready') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  const rows = await database.db
    .select({ text: slideNarrations.explanation })
    .from(slideNarrations)
    .where(eq(slideNarrations.courseId, id));
  return { ms, texts: rows.map((r) => r.text) };
}

/** pdftoppm over the pages while the narrations are spoken, `engines.speechConcurrency` at a time. */
async function rawEngines(texts: string[]): Promise<number> {
  const started = performance.now();
  const draw = run(pdftoppm!, ['-png', '-scale-to', '1280', path.join(workDir, 'deck.pdf'), path.join(workDir, 'page')]);
  let next = 0;
  const speak = Array.from({ length: engines.speechConcurrency }, async () => {
    while (next < texts.length) {
      const i = next++;
      const wav = path.join(workDir, `slide-${i}.wav`);
      await run(espeak!, ['-v', 'en-us', '-s', '165', '-w', wav, texts[i]!], { maxBuffer: 64 * 1024 * 1024 });
    }
  });
  await Promise.all([draw, ...speak]);
  return performance.now() - started;
}

try {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const ours: number[] = [];
  const raw: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const made = await pipeline();
    ours.push(made.ms);
    raw.push(await rawEngines(made.texts));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ratio = median(ours) / median(raw);
  console.log(`pipeline, upload to ready: median ${(median(ours) / 1000).toFixed(2)} s (${ours.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`);
  console.log(`raw engines (pdftoppm + espeak-ng x${engines.speechConcurrency}): median ${(median(raw) / 1000).toFixed(2)} s (${raw.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`);
  console.log(`ratio ${ratio.toFixed(2)} (goal <= ${goal}): ${ratio <= goal ? 'met' : 'MISSED'}`);
} finally {
  await close();
  fs.rmSync(workDir, { recursive: true, force: true });
}
