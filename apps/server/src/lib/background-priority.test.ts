import { spawn } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { backgroundNice, runInBackground } from './background-priority.ts';

describe('runInBackground', () => {
  it('lowers a child process to the background priority, and ignores a process that is gone', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
    try {
      runInBackground(child.pid);
      expect(os.getPriority(child.pid!)).toBe(backgroundNice);
    } finally {
      child.kill();
    }
    await new Promise((resolve) => child.once('exit', resolve));
    expect(() => runInBackground(child.pid)).not.toThrow();
    expect(() => runInBackground(undefined)).not.toThrow();
  });
});
