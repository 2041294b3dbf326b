import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { mapLimited } from '../src/lib/map-limited.ts';
import { SlideOcr } from '../src/providers/decks/slide-ocr.ts';
import { findSoffice } from '../src/providers/decks/soffice.ts';
import { findProgram } from '../src/providers/find-program.ts';
import { splitSentences } from '../src/providers/speech/sentences.ts';
import { fliteStretch } from '../src/providers/speech/speech-voices.ts';

// The raw engines doing what a course visibly holds, with nothing around them: LibreOffice printing a PPTX
// to PDF (a fresh profile each time, as the product's conversions do), Poppler's `pdftoppm` drawing every
// page as a 1280 px JPEG (quality 85, as the product stores them), tesseract.js reading the pages the product
// read by OCR (one pass a page, one engine), and the product's voice speaking the narrations the product
// wrote, `concurrency` slides at a time, each piped through LAME into the MP3 the product stores (32 kbps
// mono): English by Flite rms one sentence per run (Flite honours no break marks), other languages by
// eSpeak NG in one run. No text extraction, narration, subtitles, storage or database.

const run = promisify(execFile);
export const rawPrograms = {
  pdftoppm: findProgram('pdftoppm', undefined),
  espeak: findProgram('espeak-ng', undefined),
  flite: findProgram('flite', undefined),
  lame: findProgram('lame', undefined),
  soffice: findSoffice(undefined),
};
const { pdftoppm, espeak, flite, lame, soffice } = rawPrograms;

export interface RawWork {
  /** The deck as uploaded. */
  file: string;
  type: 'pdf' | 'pptx';
  /** The product's narrations, one per slide. */
  texts: string[];
  /** The course's language (ISO 639-1): Flite rms speaks English where it is installed. */
  language: string;
  /** Pages (1-based) the product read by OCR. */
  ocrPages: number[];
  concurrency: number;
  /** Scratch folder of this run (emptied by the caller). */
  workDir: string;
}

/** LibreOffice's PDF of a PPTX, in `workDir`, with a profile of its own. */
export async function printToPdf(pptx: string, workDir: string): Promise<string> {
  if (!soffice) throw new Error('LibreOffice is not installed (apt-get install libreoffice-impress)');
  await run(soffice, ['--headless', `-env:UserInstallation=file://${workDir}/profile`, '--convert-to', 'pdf', '--outdir', workDir, pptx]);
  return path.join(workDir, `${path.basename(pptx, path.extname(pptx))}.pdf`);
}

async function drawAndRead(work: RawWork) {
  const pdf = work.type === 'pptx' ? await printToPdf(work.file, work.workDir) : work.file;
  await run(pdftoppm!, ['-jpeg', '-jpegopt', 'quality=85', '-scale-to-x', '1280', '-scale-to-y', '-1', pdf, path.join(work.workDir, 'page')]);
  if (work.ocrPages.length === 0) return;
  const pages = fs.readdirSync(work.workDir).filter((name) => /^page-\d+\.jpg$/.test(name)).sort();
  const ocr = new SlideOcr(work.language);
  try {
    for (const page of work.ocrPages) {
      const file = pages[Math.min(page, pages.length) - 1];
      if (file) await ocr.read(fs.readFileSync(path.join(work.workDir, file)), 1, 1);
    }
  } finally {
    await ocr.close();
  }
}

async function speakToMp3(text: string, language: string, out: string) {
  if (flite && language === 'en') {
    for (const [k, sentence] of splitSentences(text).entries()) {
      const wav = `${out}-${k}.wav`;
      await run(flite, ['-voice', 'rms', '--setf', `duration_stretch=${fliteStretch('rms', 165)}`, '-t', sentence, '-o', wav]);
      await run(lame!, ['--silent', '-b', '32', '-m', 'm', wav, `${out}-${k}.mp3`]);
    }
    return;
  }
  const voice = language === 'en' ? 'en-us' : language;
  await run('/bin/sh', ['-c', '"$0" "$@" --stdout | "$LAME" --silent -b 32 -m m - "$OUT"', espeak!, '-v', voice, '-s', '165', text], {
    env: { ...process.env, LAME: lame!, OUT: `${out}.mp3` },
  });
}

/** The raw engines' wall-clock time (ms) for `work`: pages drawn (and read) while the narrations are spoken. */
export async function runRawEngines(work: RawWork): Promise<number> {
  const started = performance.now();
  const speak = mapLimited(work.texts, work.concurrency, (text, i) => speakToMp3(text, work.language, path.join(work.workDir, `slide-${i}`)));
  await Promise.all([drawAndRead(work), speak]);
  return performance.now() - started;
}

/** What is missing to run the raw engines, as the apt-get line that installs it; null when nothing is. */
export function missingPrograms(): string | null {
  const missing = [
    !pdftoppm && 'poppler-utils',
    !espeak && 'espeak-ng',
    !lame && 'lame',
    !soffice && 'libreoffice-impress',
  ].filter(Boolean);
  return missing.length ? `apt-get install -y ${missing.join(' ')}` : null;
}
