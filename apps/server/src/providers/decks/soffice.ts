import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findProgram } from '../find-program.ts';
import { runInBackground } from '../../lib/background-priority.ts';

/** Where LibreOffice is (SOFFICE_PATH: unset looks on the PATH, "none" turns the conversion off). */
export const findSoffice = (setting: string | undefined, searchPath?: string) => findProgram('soffice', setting, searchPath);

/**
 * Converts a PPTX to PDF with LibreOffice headless. Each conversion gets its own user profile folder:
 * two conversions sharing a profile silently produce nothing.
 */
export async function convertToPdf(soffice: string, pptx: Buffer, workDir: string, timeoutMs = 120_000): Promise<Buffer> {
  await mkdir(workDir, { recursive: true });
  const folder = await mkdtemp(path.join(workDir, 'soffice-'));
  try {
    const input = path.join(folder, 'deck.pptx');
    await writeFile(input, pptx);
    await new Promise<void>((resolve, reject) => {
      const conversion = execFile(
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
        { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (error) {
            const reason = error.killed ? `it took longer than ${Math.round(timeoutMs / 1000)} s` : stderr.trim() || error.message;
            reject(new Error(`LibreOffice could not convert the presentation: ${reason}`));
          } else resolve();
        },
      );
      runInBackground(conversion.pid);
    });
    try {
      return await readFile(path.join(folder, 'deck.pdf'));
    } catch {
      throw new Error('LibreOffice finished without producing a PDF.');
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
