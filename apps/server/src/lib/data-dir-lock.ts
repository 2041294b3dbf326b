import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/server.lock for this process. Two processes on one PGlite folder silently lose data,
 * so a second one must refuse to start. A lock left by a process that died is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Complyra process (pid ${holder}). ` +
            'Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on DATA_DIR ${dataDir}.`);
}
