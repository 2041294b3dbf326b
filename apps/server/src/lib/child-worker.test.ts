import { afterEach, describe, expect, it } from 'vitest';
import { ChildWorker, type WorkerLimits, type WorkerMessage } from './child-worker.ts';

interface BusyReply extends WorkerMessage {
  args?: string[];
  notice?: string;
  kind?: string;
}
type BusyRequest = { spinMs?: number; sleepMs?: number; fail?: string };

// The worker sits with the test fixtures; ChildWorker starts it through the one start shim (lib/worker-start.mjs).
const fixture = new URL('../test/fixtures/busy-worker.ts', import.meta.url).href;
const limits = (over: Partial<WorkerLimits> = {}): WorkerLimits => ({
  memoryMb: 2048,
  seconds: 0.3,
  hungAfterMs: 20_000,
  tooMuchMemory: () => new Error('too much memory'),
  tooSlow: () => new Error('too slow'),
  hung: () => new Error('hung'),
  ...over,
});

describe('ChildWorker: the one way to run CPU-heavy work in a child process', () => {
  const started: ChildWorker<BusyRequest, BusyReply>[] = [];
  const start = (options: ConstructorParameters<typeof ChildWorker<BusyRequest, BusyReply>>[2]) => {
    const worker = new ChildWorker<BusyRequest, BusyReply>(fixture, 'busy-worker', options);
    started.push(worker);
    return worker;
  };
  afterEach(() => {
    for (const worker of started.splice(0)) worker.stop();
  });

  it('starts a worker from the sources with its own arguments, and hands its notices on', async () => {
    const worker = start({ describe: 'busy worker', args: ['--voice', 'en'] });
    const notices: (string | undefined)[] = [];
    worker.onNotice = (message) => notices.push(message.notice);
    expect((await worker.ask({})).args).toEqual(['--voice', 'en']);
    expect(notices).toEqual(['working']);
  }, 30_000);

  it('fails a request with the worker\'s message, or the error its owner makes of the reply', async () => {
    await expect(start({ describe: 'busy worker' }).ask({ fail: 'no such voice' })).rejects.toThrow('busy worker failed: no such voice');
    const owned = start({ describe: 'busy worker', errorOf: (reply) => new Error(`${reply.kind}: ${reply.error}`) });
    await expect(owned.ask({ fail: 'bad file' })).rejects.toThrow('busy: bad file');
    expect(owned.alive).toBe(true);
  }, 30_000);

  it('stops a request past its processor time with the limit\'s error, and counts processor time, not sleep', async () => {
    const worker = start({ describe: 'busy worker', limits: limits() });
    // A second of sleep uses no processor time: within a limit of 0.3 s.
    expect((await worker.ask({ sleepMs: 1000 })).args).toEqual([]);
    await expect(worker.ask({ spinMs: 10_000 })).rejects.toThrow('too slow');
    await worker.whenExited;
    expect(worker.alive).toBe(false);
  }, 30_000);

  it('stops a request that neither works nor answers at the wall-clock backstop', async () => {
    const worker = start({ describe: 'busy worker', limits: limits({ hungAfterMs: 500 }) });
    await expect(worker.ask({ sleepMs: 10_000 })).rejects.toThrow('hung');
  }, 30_000);
});
