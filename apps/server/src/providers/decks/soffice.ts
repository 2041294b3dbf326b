import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findProgram } from '../find-program.ts';
import { runInBackground } from '../../lib/background-priority.ts';
import { type ConverterBounds, networkIsolation, sandboxedCommand, stoppedByCpuLimit, wallClockBackstop } from './converter-sandbox.ts';
import type { ZipLimits } from './pptx-archive.ts';
import { withoutExternalLinks } from './pptx-external-links.ts';

/** Where LibreOffice is (SOFFICE_PATH: unset looks on the PATH, "none" turns the conversion off). */
export const findSoffice = (setting: string | undefined, searchPath?: string) => findProgram('soffice', setting, searchPath);

/** LibreOffice reserves address space it never touches (about 400 MB at start): twice the deck's memory. */
export const sofficeBounds = (limits: { memoryMb: number; seconds: number }): ConverterBounds => ({
  cpuSeconds: limits.seconds,
  memoryMb: Math.max(1536, limits.memoryMb * 2),
});

/** The bounds for the default deck limits (768 MB, 120 s). */
export const defaultSofficeBounds = sofficeBounds({ memoryMb: 768, seconds: 120 });

/**
 * Converts a PPTX to PDF with LibreOffice headless. LibreOffice only ever sees the deck without its external
 * links (pptx-external-links.ts), and runs sandboxed (converter-sandbox.ts): no network, bounded processor
 * time and memory. Where no network namespace can be had, embedded documents are dropped too (their preview
 * pictures are drawn), since their own links are not rewritten. Each conversion gets its own user profile
 * folder: two conversions sharing a profile silently produce nothing.
 */
export async function convertToPdf(
  soffice: string,
  pptx: Buffer,
  workDir: string,
  bounds: ConverterBounds = defaultSofficeBounds,
  zipLimits?: ZipLimits,
): Promise<Buffer> {
  const contained = await withoutExternalLinks(pptx, { keepEmbedded: networkIsolation() !== null, zipLimits });
  await mkdir(workDir, { recursive: true });
  const folder = await mkdtemp(path.join(workDir, 'soffice-'));
  try {
    const input = path.join(folder, 'deck.pptx');
    await writeFile(input, contained);
    const { command, args } = sandboxedCommand(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(folder, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        folder,
        input,
      ],
      bounds,
    );
    const backstopMs = wallClockBackstop(bounds.cpuSeconds);
    await new Promise<void>((resolve, reject) => {
      // A group of its own: the backstop ends LibreOffice's launcher and the office process it started.
      const conversion = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
      runInBackground(conversion.pid);
      let stderr = '';
      conversion.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      let hung = false;
      const backstop = setTimeout(() => {
        hung = true;
        try {
          if (conversion.pid) process.kill(-conversion.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, backstopMs);
      const fail = (reason: string) => reject(new Error(`LibreOffice could not convert the presentation: ${reason}`));
      conversion.on('error', (error) => {
        clearTimeout(backstop);
        fail(error.message);
      });
      conversion.on('exit', (code, signal) => {
        clearTimeout(backstop);
        if (code === 0) resolve();
        else if (hung) fail(`it did not finish within ${Math.round(backstopMs / 1000)} s`);
        else if (stoppedByCpuLimit(signal, code)) fail(`it needed more than ${bounds.cpuSeconds} s of processor time`);
        else fail(stderr.trim() || `it stopped (${signal ?? `exit code ${code}`})`);
      });
    });
    try {
      return await readFile(path.join(folder, 'deck.pdf'));
    } catch {
      throw new Error('LibreOffice finished without producing a PDF.');
    }
  } finally {
    // LibreOffice's office process can outlive its launcher by a moment and still write to the profile
    // (ENOTEMPTY while it is removed): retry, and never let the clean-up lose a finished conversion.
    await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => {});
  }
}
