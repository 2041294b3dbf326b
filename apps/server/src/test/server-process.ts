import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';

const mainFile = path.join(import.meta.dirname, '..', 'main.ts');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Where it listens, once it says it is ready; rejects when it exits first. */
  url: Promise<string>;
  /** Everything it printed so far (pino lines on stdout). */
  output(): string;
}

/** The production entry (main.ts through tsx) as its own process, as `npm start` runs it. */
export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], { env });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Complyra is ready on (http:\/\/[^"\s]+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
  url.catch(() => {});
  return { child, url, output: () => output };
}

/** SIGTERM to every process still running, and waits for them to exit. */
export async function stopServerProcesses(servers: ServerProcess[]) {
  const running = servers.map((s) => s.child).filter((c) => c.exitCode === null && c.signalCode === null);
  const exited = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(exited);
}
