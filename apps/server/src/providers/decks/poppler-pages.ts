import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedSlide } from '../../ports/deck-reader.ts';
import { sandboxedCommand, wallClockBackstop } from './converter-sandbox.ts';

/** A page to draw, at its slide image size in pixels. */
export interface PageSize {
  page: number;
  width: number;
  height: number;
}

export interface PopplerLimits {
  /** Address space the program may take (a hostile page fails it, not the machine). */
  memoryMb: number;
  /** Processor time one run of consecutive pages may take. */
  seconds: number;
}

/** Consecutive pages of one size: each such run is one pdftoppm process. */
export function runsOfSameSize(pages: PageSize[]): PageSize[][] {
  const runs: PageSize[][] = [];
  for (const page of pages) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && last.page + 1 === page.page && last.width === page.width && last.height === page.height) run.push(page);
    else runs.push([page]);
  }
  return runs;
}

/** Kills a run; whatever it started may still hold the pipe, so stop listening too: the run ends now. */
function stopRun(child: ChildProcess) {
  child.kill('SIGKILL');
  child.stderr?.destroy();
}

/**
 * Slide images drawn by Poppler's `pdftoppm` (Debian's poppler-utils), when it is installed: native code
 * draws and encodes a picture-heavy 1280 px slide several times faster than pdf.js on a canvas. The pages are
 * drawn in order from the moment the deck opens, one process per run of same-size pages; each page is ready
 * as soon as the program reports it written (`-progress`). A page the program could not draw (it failed,
 * was killed past its limits, or is missing) answers null, and the caller draws it with pdf.js.
 */
export class PopplerPages {
  private readonly done = new Map<number, string | null>();
  private readonly waiting = new Map<number, ((file: string | null) => void)[]>();
  private closed = false;
  private current: ChildProcess | null = null;
  private readonly drawing: Promise<void>;

  private constructor(
    private readonly program: string,
    private readonly folder: string,
    private readonly pdfPath: string,
    pages: PageSize[],
    private readonly limits: PopplerLimits,
  ) {
    this.drawing = (async () => {
      for (const run of runsOfSameSize(pages)) {
        if (this.closed) break;
        await this.draw(run);
      }
    })();
  }

  /** Writes the PDF to a folder of its own under `workDir` and starts drawing its pages. */
  static async start(
    program: string,
    pdf: Uint8Array,
    workDir: string,
    pages: PageSize[],
    limits: PopplerLimits,
  ): Promise<PopplerPages> {
    await mkdir(workDir, { recursive: true });
    const folder = await mkdtemp(path.join(workDir, 'pages-'));
    const pdfPath = path.join(folder, 'deck.pdf');
    await writeFile(pdfPath, pdf);
    return new PopplerPages(program, folder, pdfPath, pages, limits);
  }

  /** The page's JPEG, or null when Poppler did not draw it. */
  async image(size: PageSize): Promise<RenderedSlide | null> {
    const file = this.done.has(size.page)
      ? this.done.get(size.page)
      : await new Promise<string | null>((resolve) => {
          this.waiting.set(size.page, [...(this.waiting.get(size.page) ?? []), resolve]);
        });
    if (!file) return null;
    try {
      const image = await readFile(file);
      // Each image is read once; the folder does not keep a whole deck's pictures.
      await rm(file, { force: true });
      return { image, mimeType: 'image/jpeg', width: size.width, height: size.height };
    } catch {
      return null;
    }
  }

  private settle(page: number, file: string | null) {
    if (this.done.has(page)) return;
    this.done.set(page, file);
    for (const resolve of this.waiting.get(page) ?? []) resolve(file);
    this.waiting.delete(page);
  }

  private draw(run: PageSize[]): Promise<void> {
    const first = run[0]!;
    const last = run.at(-1)!;
    const args = [
      '-progress', '-jpeg', '-jpegopt', 'quality=85',
      '-scale-to-x', String(first.width), '-scale-to-y', String(first.height),
      '-f', String(first.page), '-l', String(last.page),
      this.pdfPath, path.join(this.folder, 'page'),
    ];
    return new Promise((resolve) => {
      // No network and the kernel's bounds on its memory and processor time (converter-sandbox.ts), which
      // hold even if the deck process that started it is killed first.
      const bounds = { cpuSeconds: this.limits.seconds, memoryMb: this.limits.memoryMb };
      const { command, args: sandboxed } = sandboxedCommand(this.program, args, bounds);
      const child = spawn(command, sandboxed, { stdio: ['ignore', 'ignore', 'pipe'] });
      this.current = child;
      // Only a run that hangs without working meets the wall clock: a busy machine makes it slower, never failed.
      const timer = setTimeout(() => stopRun(child), wallClockBackstop(this.limits.seconds));
      let pending = '';
      // Each line is "page last-page file", written once the page's file is complete.
      child.stderr.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^(\d+) \d+ (.+)$/.exec(line.trim());
          if (match) this.settle(Number(match[1]), match[2]!);
        }
      });
      const finish = () => {
        clearTimeout(timer);
        this.current = null;
        // Pages the program did not report are drawn by pdf.js instead.
        for (const page of run) this.settle(page.page, null);
        resolve();
      };
      child.on('error', finish);
      child.on('close', finish);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.current) stopRun(this.current);
    await this.drawing;
    for (const page of this.waiting.keys()) this.settle(page, null);
    await rm(this.folder, { recursive: true, force: true });
  }
}
