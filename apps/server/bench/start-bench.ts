// `npm run bench:start`: how quickly a stopped server comes back and how much memory it holds idle. Starts
// the product as `npm start` does (node scripts/start.mjs, which runs the compiled server) on a fresh data
// folder once (first start: creating the database), stops it, then starts it again five times and times
// each start to the first answer of /api/health; the idle memory is the resident size of the start's whole
// process group 10 s after it answered, on the first start (the database is created in a process that ends)
// and on the later ones. `npm start` itself adds npm's own start-up, timed separately.
// Budgets (issues 16, 31): a second start answers within 2 s; idle memory ≤ 300 MB after first and later starts.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForServer } from '../src/cli/bench-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const port = 4600 + (process.pid % 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-bench-start-'));
const budget = { startMs: 2000, idleMb: 300 };
const runs = 5;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** Resident memory of the whole process group the start made (the server and every process it left running). */
function groupRssMb(groupId: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === groupId) total += rssMb(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Starts `command`, resolves with the milliseconds until /api/health answers 200. */
async function start(command: string[]): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  // The first start may build the web app and the server first: two minutes.
  await waitForServer(`http://127.0.0.1:${port}`, child, { everyMs: 5, withinMs: 120_000 });
  return { child, ms: performance.now() - started };
}

/** Stops the started command's whole process group and waits until none of it is left (npm exits before the server it started has closed the database). */
async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  const groupLeft = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (groupLeft()) await new Promise((r) => setTimeout(r, 20));
}

const node = [process.execPath, 'scripts/start.mjs'];
console.log(`Start benchmark: ${os.availableParallelism()} CPU cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
try {
  // The first start builds what is missing, then creates the database.
  const first = await start(node);
  await new Promise((r) => setTimeout(r, 10_000));
  const firstIdleMb = groupRssMb(first.child.pid!);
  await stop(first.child);
  console.log(`first start (new database): ${(first.ms / 1000).toFixed(1)} s`);
  console.log(`idle memory 10 s after the first start, whole process group: ${firstIdleMb.toFixed(0)} MB (budget ${budget.idleMb} MB): ${firstIdleMb <= budget.idleMb ? 'met' : 'MISSED'}`);

  const times: number[] = [];
  const idle: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { child, ms } = await start(node);
    times.push(ms);
    await new Promise((r) => setTimeout(r, 10_000));
    idle.push(groupRssMb(child.pid!));
    await stop(child);
  }
  const npmTimes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const { child, ms } = await start(['npm', 'start', '--silent']);
    npmTimes.push(ms);
    await stop(child);
  }
  const startMs = median(times);
  const idleMb = median(idle);
  console.log(`second start to /api/health (node scripts/start.mjs, median of ${runs}): ${startMs.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}; budget ${budget.startMs} ms): ${startMs <= budget.startMs ? 'met' : 'MISSED'}`);
  console.log(`  through npm start (median of 3): ${median(npmTimes).toFixed(0)} ms (npm's own start-up adds the difference)`);
  console.log(`idle memory 10 s after a later start, whole process group (median): ${idleMb.toFixed(0)} MB (${idle.map((m) => m.toFixed(0)).join(', ')}; budget ${budget.idleMb} MB): ${idleMb <= budget.idleMb ? 'met' : 'MISSED'}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
