import { type ChildProcess, fork } from 'node:child_process';
import type { Logger } from 'pino';
import { runInBackground } from './background-priority.ts';

/** What the heavy-work process tells the server once it listens. */
export interface HeavyWorkReady {
  heavyWorkPort: number;
}

export interface HeavyWorkProcess {
  /** The port the process answers on, or null while it starts, restarts or is gone (the server answers itself). */
  port(): number | null;
  stop(): Promise<void>;
}

const restartDelaysMs = [1000, 5000, 30_000];

/**
 * A second server process on the same database, at a lower processor priority, for the requests that cost much
 * processor time (plugins/heavy-work-proxy.ts sends them there). The operating system then gives the learners'
 * requests in this process the cores first, which no queue inside one event loop can do: a chat answer or a
 * report being computed holds the loop until it is done. It is the same program (`entry`, the server's main
 * file) started with HEAVY_WORK_PROCESS=child on a loopback port; if it exits it is started again, and
 * meanwhile this process answers.
 */
export function startHeavyWorkProcess(entry: string, env: NodeJS.ProcessEnv, logger: Logger): HeavyWorkProcess {
  let child: ChildProcess | null = null;
  let port: number | null = null;
  let stopping = false;
  let restarts = 0;
  let restartTimer: NodeJS.Timeout | null = null;

  const start = () => {
    const started = fork(entry, [], {
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--cpu-prof') && !arg.startsWith('--inspect')),
      env: { ...env, HEAVY_WORK_PROCESS: 'child', PORT: '0', HOST: '127.0.0.1', DEMO: '0' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    runInBackground(started.pid);
    started.on('message', (message: Partial<HeavyWorkReady>) => {
      if (typeof message?.heavyWorkPort !== 'number') return;
      port = message.heavyWorkPort;
      restarts = 0;
      logger.info({ pid: started.pid, port }, 'heavy-work process ready');
    });
    started.once('exit', (code, signal) => {
      port = null;
      child = null;
      if (stopping) return;
      const delay = restartDelaysMs[Math.min(restarts++, restartDelaysMs.length - 1)]!;
      logger.error({ code, signal, restartInMs: delay }, 'heavy-work process stopped: this process answers its requests meanwhile');
      restartTimer = setTimeout(start, delay);
      restartTimer.unref();
    });
  };
  start();

  return {
    port: () => port,
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      port = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

/** In the heavy-work process: tells the server which port it answers on. */
export function announceHeavyWorkPort(port: number): void {
  const ready: HeavyWorkReady = { heavyWorkPort: port };
  process.send?.(ready);
}
