import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

/**
 * A busy machine: two processes per core that burn processor time at normal priority, each ending by
 * itself after `maxSeconds` should the test that started them not stop them.
 */
export function keepMachineBusy(maxSeconds = 60): { stop(): void } {
  const burn = `const end = Date.now() + ${maxSeconds * 1000}; while (Date.now() < end) {}`;
  const burners: ChildProcess[] = Array.from({ length: os.availableParallelism() * 2 }, () =>
    spawn(process.execPath, ['-e', burn], { stdio: 'ignore' }),
  );
  return {
    stop: () => {
      for (const burner of burners) burner.kill('SIGKILL');
    },
  };
}
