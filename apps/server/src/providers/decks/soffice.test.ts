import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePptx, sampleSlides } from '../../test/deck-fixtures.ts';
import { writeFakeProgram } from '../../test/fake-program.ts';
import { convertToPdf } from './soffice.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-soffice-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const failure = (promise: Promise<unknown>) => promise.then(() => 'converted', (error: Error) => error.message);

describe('LibreOffice within its bounds', () => {
  it('stops a conversion that burns processor time past its bound, naming it', async () => {
    const burning = writeFakeProgram(workDir, 'burning-soffice', 'while :; do :; done');
    const pptx = await makePptx(sampleSlides(1));
    expect(await failure(convertToPdf(burning, pptx, workDir, { cpuSeconds: 1, memoryMb: 1536 }))).toBe(
      'LibreOffice could not convert the presentation: it needed more than 1 s of processor time',
    );
  }, 30_000);

  it('stops a conversion that hangs without working at the wall-clock backstop, ten times its processor time', async () => {
    const hanging = writeFakeProgram(workDir, 'hanging-soffice', 'sleep 60');
    const pptx = await makePptx(sampleSlides(1));
    const started = performance.now();
    expect(await failure(convertToPdf(hanging, pptx, workDir, { cpuSeconds: 0.3, memoryMb: 1536 }))).toBe(
      'LibreOffice could not convert the presentation: it did not finish within 3 s',
    );
    expect(performance.now() - started).toBeGreaterThan(2_900);
    expect(fs.readdirSync(workDir).filter((name) => name.startsWith('soffice-'))).toEqual([]);
  }, 30_000);
});
