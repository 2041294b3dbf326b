// `npm run bench:raw-engines [-- --quick]`: every deck in ../shared/decks (the real corpus) and a short one
// (the first nine slides of Microsoft's Git/GitHub introduction, printed to PDF by LibreOffice before any
// clock starts) made into courses by the product, each against the raw engines doing the same visible work
// and making the same MP3 (raw-engines.ts). The product runs as `npm start` runs it (the compiled server in
// its own process, a fresh embedded database per deck, built-in engines); its time runs from the upload's
// request to the moment the course was marked ready, read afterwards from the course's row (the bench's own
// polling adds nothing to it). Issue 16's goal: within 1.3× of the raw engines.
//
// BENCH_DECKS=short,nist picks decks by part of their file name ("short" is the 9-slide deck); --quick leaves
// out the decks without a text layer (read by OCR: minutes each). BENCH_ROUNDS (default 3; 1 for OCR decks)
// makes each deck that many times. Measured at load 14 on 2 cores (no quiet figure yet): the short deck ~1.5
// min, the 26-slide OSCAL PPTX (one round) ~5 min, the image-only Git PDF (31 OCR pages, one round) ~4 min;
// a whole default run is expected at about 20-30 minutes quiet (the outlined OWASP PDF's 45 OCR pages the
// longest), --quick at about half. Needs poppler-utils, espeak-ng, lame and LibreOffice (apt-get install);
// Flite (apt-get install flite) when the product speaks with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { openDatabase } from '../src/db/database.ts';
import { courses } from '../src/db/schema.ts';
import { benchApi, startBenchServer } from '../src/cli/bench-server.ts';
import { courseFields } from '../src/test/course-upload.ts';
import { missingPrograms, printToPdf, rawPrograms, runRawEngines } from './raw-engines.ts';
import { treeCpuSeconds } from './tree-cpu.ts';

const goal = 1.3;
const shortSlides = 9;
const corpusDir = path.resolve(import.meta.dirname, '../../../../shared/decks');
const quick = process.argv.includes('--quick');
const chosen = (process.env.BENCH_DECKS ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
const missing = missingPrograms();
if (missing) {
  console.log(`bench:raw-engines needs: ${missing}`);
  process.exit(1);
}

interface BenchDeck {
  name: string;
  file: string;
  type: 'pdf' | 'pptx';
  /** A PDF without a text layer: every page is read by OCR. */
  pictures: boolean;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-raw-engines-'));
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

/** The first nine slides of a real PPTX, printed to PDF: the deck the fixed overhead shows on most. */
async function shortDeck(): Promise<BenchDeck> {
  const printed = await printToPdf(path.join(corpusDir, 'ms-intro-git-github.pptx'), path.join(workDir, 'short'));
  const source = await PDFDocument.load(fs.readFileSync(printed));
  const cut = await PDFDocument.create();
  for (const page of await cut.copyPages(source, Array.from({ length: shortSlides }, (_, i) => i))) cut.addPage(page);
  const file = path.join(workDir, 'short-git-github-9.pdf');
  fs.writeFileSync(file, await cut.save());
  return { name: `short (${shortSlides} slides of ms-intro-git-github)`, file, type: 'pdf', pictures: false };
}

async function hasTextLayer(file: string) {
  const { execFile } = await import('node:child_process');
  const text = await new Promise<string>((resolve) =>
    execFile('pdftotext', [file, '-'], { maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => resolve(String(stdout))),
  );
  return /[\p{L}\p{N}]{2,}/u.test(text);
}

async function benchDecks(): Promise<BenchDeck[]> {
  const wanted = (name: string) => chosen.length === 0 || chosen.some((part) => name.toLowerCase().includes(part));
  const decks: BenchDeck[] = wanted('short') ? [await shortDeck()] : [];
  for (const name of fs.readdirSync(corpusDir).filter((n) => /\.(pdf|pptx)$/.test(n)).sort()) {
    if (!wanted(name)) continue;
    const file = path.join(corpusDir, name);
    const type = name.endsWith('.pdf') ? 'pdf' : 'pptx';
    const pictures = type === 'pdf' && !(await hasTextLayer(file));
    if (!(quick && pictures)) decks.push({ name, file, type, pictures });
  }
  return decks;
}

const superUser = { email: 'bench-root@complyra.test', password: 'bench-root-password' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

interface Made {
  id: string;
  /** Epoch ms just before the upload's request. */
  startedAt: number;
  cpuSeconds: number;
}

/** One deck made into courses `rounds` times on a server of its own; each course's time from upload to ready. */
async function product(deck: BenchDeck, rounds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-bench-raw-'));
  // BENCH_PROF=<folder> writes the server's CPU profile there.
  const server = await startBenchServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', SUPERADMIN_EMAIL: superUser.email, SUPERADMIN_PASSWORD: superUser.password },
    process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [],
  );
  const made: Made[] = [];
  let course: { language: string; texts: string[]; ocrPages: number[] } | null = null;
  try {
    const api = benchApi(server.base);
    const token = (await api<{ token: string }>('/api/auth/login', { json: superUser })).token;
    for (let round = 0; round < rounds; round++) {
      await settle();
      const form = new FormData();
      for (const [field, value] of Object.entries(courseFields)) form.append(field, value);
      form.append('courseMaterial', new Blob([fs.readFileSync(deck.file)]), path.basename(deck.file));
      const cpu = treeCpuSeconds(server.child.pid!);
      const startedAt = Date.now();
      const { id } = await api<{ id: string }>('/api/courses', { token, form });
      for (;;) {
        const state = await api<{ status: string; failureReason: string | null }>(`/api/superadmin/courses/${id}`, { token });
        if (state.status === 'failed') throw new Error(`${deck.name}: the course failed: ${state.failureReason}`);
        if (state.status === 'ready') break;
        // The time is read from the course's row afterwards: asking seldom takes little CPU from the work timed.
        await new Promise((r) => setTimeout(r, 500));
      }
      made.push({ id, startedAt, cpuSeconds: treeCpuSeconds(server.child.pid!) - cpu });
    }
    const last = made.at(-1)!.id;
    const { language } = await api<{ language: string }>(`/api/superadmin/courses/${last}`, { token });
    // A slide read by OCR says so in its review marks.
    const explanations = await api<{ slide: number; explanation: string; review: { code: string }[] }[]>(`/api/courses/${last}/explanations`, { token });
    const ocrPages = explanations.filter((e) => e.review.some((r) => r.code === 'ocr')).map((e) => e.slide);
    course = { language, texts: explanations.map((e) => e.explanation), ocrPages };
  } finally {
    await server.stop();
  }
  try {
    // The moment each course was marked ready is its row's last change (nothing writes it after that).
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const rows = await database.db.select({ id: courses.id, updatedAt: courses.updatedAt }).from(courses);
    await database.close();
    const readyAt = new Map(rows.map((r) => [r.id, r.updatedAt.getTime()]));
    return { ...course, runs: made.map((m) => ({ ms: readyAt.get(m.id)! - m.startedAt, cpuSeconds: m.cpuSeconds })) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each run starts on a quiet machine: what the run before started (a spare reader) is done starting. */
const settle = () => new Promise((r) => setTimeout(r, 2000));
/** CPU seconds of this process (tesseract.js reads in its threads) and of the programs it ran and waited for. */
const rawCpuSeconds = () =>
  fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ').slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;

// The server's speech workers: one per core, at most four (SPEECH_WORKERS unset).
const concurrency = Math.max(1, Math.min(os.availableParallelism(), 4));
const voice = rawPrograms.flite ? 'Flite rms (English), eSpeak NG' : 'eSpeak NG';
const results: { deck: BenchDeck; slides: number; ours: number; raw: number; cpu: [number, number]; load: string }[] = [];
try {
  const decks = await benchDecks();
  console.log(`Raw-engines benchmark: ${decks.length} decks, ${os.availableParallelism()} CPU cores, speech ${voice} x${concurrency}, load average ${load()}`);
  for (const deck of decks) {
    const rounds = Number(process.env.BENCH_ROUNDS ?? (deck.pictures ? 1 : 3));
    const made = await product(deck, rounds);
    const raw: { ms: number; cpuSeconds: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      await settle();
      const scratch = fs.mkdtempSync(path.join(workDir, 'raw-'));
      const cpu = rawCpuSeconds();
      const ms = await runRawEngines({ ...made, file: deck.file, type: deck.type, concurrency, workDir: scratch });
      raw.push({ ms, cpuSeconds: rawCpuSeconds() - cpu });
      fs.rmSync(scratch, { recursive: true, force: true });
    }
    const ours = median(made.runs.map((r) => r.ms));
    const theirs = median(raw.map((r) => r.ms));
    const cpu: [number, number] = [median(made.runs.map((r) => r.cpuSeconds)), median(raw.map((r) => r.cpuSeconds))];
    results.push({ deck, slides: made.texts.length, ours, raw: theirs, cpu, load: load() });
    console.log(
      `${deck.name}: ${made.texts.length} slides${made.ocrPages.length ? `, ${made.ocrPages.length} read by OCR` : ''}; ` +
        `product ${seconds(ours)} s (${made.runs.map((r) => seconds(r.ms)).join(', ')}), raw engines ${seconds(theirs)} s ` +
        `(${raw.map((r) => seconds(r.ms)).join(', ')}): ratio ${(ours / theirs).toFixed(2)}; ` +
        `CPU ${cpu[0].toFixed(2)} s vs ${cpu[1].toFixed(2)} s; load average ${load()}`,
    );
  }
  console.log(`\n${'deck'.padEnd(44)} slides  product   raw MP3   ratio  CPU ratio  load (1, 5, 15 min)`);
  for (const r of results) {
    const ratio = r.ours / r.raw;
    console.log(
      `${r.deck.name.padEnd(44)} ${String(r.slides).padStart(6)} ${seconds(r.ours).padStart(7)} s ${seconds(r.raw).padStart(7)} s ` +
        `${ratio.toFixed(2).padStart(6)}${ratio <= goal ? ' ' : '!'} ${(r.cpu[0] / r.cpu[1]).toFixed(2).padStart(9)}  ${r.load}`,
    );
  }
  console.log(`ratio: product / raw engines making the same MP3, medians; goal <= ${goal} ("!" misses it). CPU ratio: CPU seconds of the`);
  console.log('product\'s process tree (server, deck, language and speech processes, their programs) / the raw engines\'. Timings at a load average above 1 are not quiet.');
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
