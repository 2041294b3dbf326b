// `npm run bench:media`: the server's memory while /api/media answers 30 requests at once for a 40 MB
// deck, first `Range: bytes=0-0` (the probe behind issue 12 took the server from 0.5 to 1.6 GB), then the
// whole file. The real server in its own process on a fresh PostgreSQL database, the file on local disk;
// its resident memory (VmRSS) is sampled every 10 ms. Budget: the ranged requests grow it by < 64 MB.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase, startBenchServer } from '../src/cli/bench-server.ts';
import { openDatabase } from '../src/db/database.ts';
import { insertCourse } from '../src/modules/courses/courses.repository.ts';
import { LocalFileStorage } from '../src/storage/local-file-storage.ts';

const sizeMb = Number(process.env.BENCH_MEDIA_MB ?? 40);
const parallel = Number(process.env.BENCH_MEDIA_PARALLEL ?? 30);
const rounds = Number(process.env.BENCH_MEDIA_ROUNDS ?? 10);
const budgetMb = 64;
const superUser = { email: 'bench-root@complyra.test', password: 'bench-root-password' };

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

/** One GET read to its end; answers its status and the bytes received. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

/** Runs `work` while sampling the server's memory; answers the highest sample. */
async function peakDuring(pid: number, work: () => Promise<void>) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMb(pid));
}

const database = await createBenchDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-bench-media-'));
const server = await startBenchServer({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SUPERADMIN_EMAIL: superUser.email,
  SUPERADMIN_PASSWORD: superUser.password,
});
try {
  const pid = server.child.pid!;
  // A catalogue course whose material is a 40 MB file, stored where the server's local storage reads it.
  const key = 'courses/bench-media/v1/material.pdf';
  await new LocalFileStorage(path.join(dataDir, 'files')).put(key, randomBytes(sizeMb * 1024 * 1024), 'application/pdf');
  const seeding = await openDatabase({ url: database.url, maxConnections: 1 });
  const course = await insertCourse(seeding.db, {
    title: 'Large deck',
    description: 'A deck of 40 MB.',
    tags: 'bench',
    learningObjectives: 'Stream it',
    materialKey: key,
    materialName: 'large.pdf',
    materialType: 'pdf',
    status: 'ready',
    stage: 'ready',
  });
  await seeding.close();

  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(superUser),
  });
  const { token } = (await login.json()) as { token: string };
  const found = await fetch(`${server.base}/api/superadmin/courses/${course.id}`, { headers: { authorization: `Bearer ${token}` } });
  const { materialUrl } = (await found.json()) as { materialUrl: string };
  const url = `${server.base}${materialUrl}`;

  const burst = async (headers: Record<string, string>, expected: { status: number; bytes: number }) => {
    const answers = await Promise.all(Array.from({ length: parallel }, () => get(url, headers)));
    const wrong = answers.filter((a) => a.status !== expected.status || a.bytes !== expected.bytes);
    if (wrong.length > 0) throw new Error(`${wrong.length} answers were not ${expected.status} with ${expected.bytes} bytes`);
  };
  const firstByte = { range: 'bytes=0-0' };
  await burst(firstByte, { status: 206, bytes: 1 });
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(pid);
  const rangedPeak = await peakDuring(pid, async () => {
    for (let round = 0; round < rounds; round++) await burst(firstByte, { status: 206, bytes: 1 });
  });
  const wholePeak = await peakDuring(pid, () => burst({}, { status: 200, bytes: sizeMb * 1024 * 1024 }));

  const growth = rangedPeak - idle;
  console.log(`Media memory: a ${sizeMb} MB file, ${parallel} requests at once; ${os.availableParallelism()} CPU cores, ` +
    `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`  server idle                                  ${idle.toFixed(0).padStart(6)} MB resident`);
  console.log(`  ${rounds} x ${parallel} x Range: bytes=0-0, peak            ${rangedPeak.toFixed(0).padStart(6)} MB (+${growth.toFixed(0)} MB)`);
  console.log(`  ${parallel} x the whole file (${(parallel * sizeMb / 1024).toFixed(1)} GB sent), peak       ${wholePeak.toFixed(0).padStart(6)} MB (+${(wholePeak - idle).toFixed(0)} MB)`);
  console.log(`  budget: ranged requests grow the server by < ${budgetMb} MB: ${growth < budgetMb ? 'met' : 'NOT met'}`);
  process.exitCode = growth < budgetMb ? 0 : 1;
} finally {
  await server.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
