import os from 'node:os';

/**
 * Course making (deck reading, OCR, speech, LibreOffice) runs in child processes at a lower CPU priority,
 * so on a small machine the learners' and admins' requests in the server process come first.
 */
// Not the lowest (19): there busy processes at normal priority starved a deck reader past its wall-clock limit
// ('stopped answering', deck-process test on a busy machine), where 10 only slows it.
export const backgroundNice = 10;

/** Lowers a child process's priority; where the system refuses (or the process is gone), nothing changes. */
export function runInBackground(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    os.setPriority(pid, Math.max(os.getPriority(pid), backgroundNice));
  } catch {
    // Not permitted or already exited: it runs at normal priority.
  }
}
