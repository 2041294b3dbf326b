import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * What DATA_DIR/server.lock records: the process holding it, and the folder it was taken on. A lock is only
 * a process id by itself, and a copied folder (cp -a, rsync, a volume snapshot) carries its original's lock
 * file: the folder's identity (device and inode, which a copy never shares) tells such a copy's lock from
 * this folder's own; the boot id and the process start time tell a reused process id from the holder.
 */
export interface LockRecord {
  pid: number;
  host: string;
  /** The folder the lock was taken on: "device:inode". */
  folder: string;
  /** Linux only: the kernel's boot id, so a lock from before a reboot is stale whatever its pid. */
  bootId?: string;
  /** Linux only: the holder's start time (clock ticks since boot), so a reused pid is not the holder. */
  processStart?: string;
}

const lockFileName = 'server.lock';

function folderIdentity(dir: string): string {
  const stat = fs.statSync(dir, { bigint: true });
  return `${stat.dev}:${stat.ino}`;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const bootId = () => readOrUndefined('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/PID/stat; the command name before it may hold spaces, so count from its closing ")". */
function processStartOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseLock(text: string): LockRecord | { pid: number } | undefined {
  try {
    const record = JSON.parse(text) as unknown;
    if (typeof record === 'number') return { pid: record }; // a bare pid: written by an earlier version
    if (record && typeof record === 'object' && Number.isInteger((record as LockRecord).pid)) return record as LockRecord;
  } catch {
    // not JSON: a torn write
  }
  return undefined;
}

/** The lock's holder when it is a live process other than this one on this very folder; undefined when stale. */
function liveHolder(lock: LockRecord | { pid: number } | undefined, folder: string): LockRecord | { pid: number } | undefined {
  if (!lock || lock.pid === process.pid) return undefined;
  if ('folder' in lock) {
    if (lock.folder !== folder) return undefined; // copied here from another folder
    const boot = bootId();
    if (lock.bootId && boot && lock.bootId !== boot) return undefined; // taken before a reboot
    const start = processStartOf(lock.pid);
    if (lock.processStart && start && lock.processStart !== start) return undefined; // the pid was reused
  }
  return isProcessAlive(lock.pid) ? lock : undefined;
}

function ownRecord(folder: string): LockRecord {
  return { pid: process.pid, host: os.hostname(), folder, bootId: bootId(), processStart: processStartOf(process.pid) };
}

/**
 * Takes DATA_DIR/server.lock for this process. Two processes on one PGlite folder silently lose data,
 * so a second one must refuse to start. A lock left by a process that died, or carried here by copying
 * another folder, is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, lockFileName);
  const folder = folderIdentity(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, JSON.stringify(ownRecord(folder)));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (parseLock(readOrUndefined(lockPath) ?? '')?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = liveHolder(parseLock(readOrUndefined(lockPath) ?? ''), folder);
      if (holder) {
        const where = 'host' in holder && holder.host !== os.hostname() ? ` on ${holder.host}` : '';
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Complyra process (pid ${holder.pid}${where}). ` +
            'Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on DATA_DIR ${dataDir}.`);
}
