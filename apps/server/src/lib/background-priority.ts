import os from 'node:os';

/**
 * Course making (deck reading, OCR, speech, LibreOffice) runs in child processes at a lower CPU priority,
 * so on a small machine the learners' and admins' requests in the server process come first.
 */
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
