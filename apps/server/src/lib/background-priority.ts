import os from 'node:os';

/**
 * Course making (deck reading, OCR, speech, LibreOffice) runs in child processes at a lower CPU priority,
 * so on a small machine the learners' and admins' requests in the server process come first.
 */
// The lowest priority: the course still takes every idle cycle (a 9-slide deck is made as fast on a quiet
// machine), and under load it yields (bench:mixed, 2 cores, a course being made: learners' p99 213 ms at nice 10, 157 at 19).
export const backgroundNice = 19;

/** Lowers a child process's priority; where the system refuses (or the process is gone), nothing changes. */
export function runInBackground(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    os.setPriority(pid, Math.max(os.getPriority(pid), backgroundNice));
  } catch {
    // Not permitted or already exited: it runs at normal priority.
  }
}
