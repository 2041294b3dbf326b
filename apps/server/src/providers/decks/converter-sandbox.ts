import { spawnSync } from 'node:child_process';

// The outside programs that draw a deck (LibreOffice, Poppler's pdftoppm) run with no network and within
// bounds of processor time and memory that the kernel enforces on them, whatever happens to the deck
// process that started them. A deck's links to outside addresses are removed before it reaches them too
// (pptx-external-links.ts): the network namespace is the second wall, not the only one.

export interface ConverterBounds {
  /** Processor time the program may use (RLIMIT_CPU): a busy machine makes it slower, never refused. */
  cpuSeconds: number;
  /** Address space the program may take. */
  memoryMb: number;
}

/** How long a converter may take on the wall clock: only a program that hangs without working gets there. */
export const wallClockBackstop = (cpuSeconds: number) => cpuSeconds * 10 * 1000;

let isolation: string[] | null | undefined;

/**
 * The `unshare` arguments that give a program a network namespace of its own (no interface but a loopback
 * that is down: no address, not even 127.0.0.1, can be reached), or null where the system allows none.
 * As root `--net` is enough; elsewhere an unprivileged user namespace (`--map-root-user`) makes it possible.
 * Asked once per process.
 */
export function networkIsolation(): string[] | null {
  if (isolation !== undefined) return isolation;
  isolation = null;
  for (const flags of [['--net'], ['--net', '--map-root-user']]) {
    const probe = spawnSync('unshare', [...flags, 'true'], { stdio: 'ignore', timeout: 10_000 });
    if (probe.status === 0) {
      isolation = ['unshare', ...flags];
      break;
    }
  }
  return isolation;
}

/**
 * The command that runs `program` with `args` inside the bounds: the shell sets the limits (Node cannot set
 * a child's) and is replaced by the program (exec), inside a network namespace of its own when one can be
 * had. RLIMIT_CPU counts each process's own time, so it holds for the program and each process it starts.
 */
export function sandboxedCommand(program: string, args: string[], bounds: ConverterBounds): { command: string; args: string[] } {
  const limits = `ulimit -v ${Math.round(bounds.memoryMb * 1024)} && ulimit -t ${Math.max(1, Math.ceil(bounds.cpuSeconds))}`;
  const shell = ['/bin/sh', '-c', `${limits} && exec "$0" "$@"`, program, ...args];
  const network = networkIsolation();
  return network ? { command: network[0]!, args: [...network.slice(1), ...shell] } : { command: shell[0]!, args: shell.slice(1) };
}

/** Whether a converter's end looks like the kernel's processor-time limit (SIGKILL, or 128 + 9 from a launcher). */
export const stoppedByCpuLimit = (signal: NodeJS.Signals | null, code: number | null) =>
  signal === 'SIGKILL' || signal === 'SIGXCPU' || code === 137 || code === 152;
