import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, type LockRecord } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-lock-'));
const lockFile = (dir: string) => path.join(dir, 'server.lock');
const readLock = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as LockRecord;

const holders: ChildProcess[] = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.kill('SIGKILL');
});

/** Another process that takes the lock on `dir` and keeps it until killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))});
lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  holders.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('creates the folder and refuses a second holder while the first lives', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    expect(readLock(dir)).toMatchObject({ pid: process.pid, host: os.hostname() });
    // A live process other than this one holds the lock (a bare pid, as earlier versions wrote it): the parent.
    fs.writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Complyra process (pid ${process.ppid})`);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: process.pid }));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(lockFile(dir), dead);
    const release = lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it('refuses a folder another live server holds, and lets a copy of that folder start', async () => {
    const original = tempDir();
    const holder = await holdInAnotherProcess(original);
    expect(readLock(original).pid).toBe(holder.pid);
    expect(() => lockDataDir(original)).toThrow(`DATA_DIR ${original} is in use by another Complyra process (pid ${holder.pid})`);

    // cp -a of the running server's folder: the copy carries the original's lock, naming a live process.
    const copy = path.join(tempDir(), 'copy');
    fs.cpSync(original, copy, { recursive: true, preserveTimestamps: true });
    expect(readLock(copy).pid).toBe(holder.pid);
    const release = lockDataDir(copy);
    expect(readLock(copy)).toMatchObject({ pid: process.pid });
    // The original is still held by its server.
    expect(() => lockDataDir(original)).toThrow(DataDirLockedError);
    release();
  });

  it('takes over a lock whose process id now belongs to another process (reused after a restart)', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const own = readLock(dir);
    release();
    // The parent is alive, but it is not the process that took the lock: its start time differs.
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...own, pid: process.ppid, processStart: '1' }));
    expect(() => lockDataDir(dir)()).not.toThrow();
    // The same record naming a boot before this one is stale too.
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...own, pid: process.ppid, processStart: undefined, bootId: 'an-earlier-boot' }));
    expect(() => lockDataDir(dir)()).not.toThrow();
    // And with the parent's true start time and this boot, the parent holds it.
    const stat = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const parentStart = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...own, pid: process.ppid, processStart: parentStart }));
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid})`);
  });
});
