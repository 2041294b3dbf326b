// The deck engines' own process: pdf.js, LibreOffice's PDF, jszip and the canvas run here, never on the
// server's event loop. The parent (deck-process.ts, through ChildWorker) bounds this process's memory and time
// and kills it when a deck goes past them. One process per opened deck; it answers one request at a time.
import type { DeckType, OpenedDeck } from '../../ports/deck-reader.ts';
import type { DeckLimits } from './deck-process.ts';
import { serveRequests, type WorkerMessage } from '../../lib/child-worker.ts';
import { isDeckError } from './deck-error.ts';
import { inspectPdf, openPdfDeck, type PdfDeck } from './pdf-deck.ts';
import { inspectPptx, openPptxDeck } from './pptx-deck.ts';
import { sofficeBounds } from './soffice.ts';
import { ownProcessorMs } from '../../lib/processor-time.ts';
import { SlideOcr } from './slide-ocr.ts';
import { releaseMemory } from './release-memory.ts';

export type DeckRequest =
  /** `keep`: the file stays in this process for the course to open (an `open` without a file). */
  | { id: number; op: 'inspect'; file: Uint8Array; type: DeckType; keep: boolean }
  | {
    id: number;
    op: 'open';
    /** null: the file kept when this process inspected it. */
    file: Uint8Array | null;
    type: DeckType;
    workDir: string;
    soffice: string | null;
    /** Poppler's pdftoppm, which draws the slide images when it is installed. */
    pdftoppm: string | null;
    /** The reader's own limits, which bound pdftoppm too. */
    limits: DeckLimits;
    /** The course's language when it is set (OCR reads in it); null lets the deck's own text tell. */
    language: string | null;
    /** Processor time OCR may use while the deck opens, within the reader's limit. */
    ocrSeconds: number;
  }
  /** More of the opened PDF's pages without text read by OCR, within this request's own time. */
  | { id: number; op: 'ocr'; ocrSeconds: number }
  /** The pages OCR has not read keep their text layer (a warning says so). */
  | { id: number; op: 'ocr-stop' }
  | { id: number; op: 'render'; number: number };

/** A reply (its fields are the request's answer), `deckError` telling a problem with the file itself, or a warning. */
export interface DeckReply extends WorkerMessage {
  deckError?: boolean;
  warning?: string;
}

let deck: OpenedDeck | null = null;
/** The opened deck when it is a PDF: its pages without text are read by OCR a request at a time. */
let pdfDeck: PdfDeck | null = null;
let kept: { file: Buffer; type: DeckType } | null = null;

async function answer(request: DeckRequest): Promise<object> {
  if (request.op === 'inspect') {
    const file = Buffer.from(request.file);
    const inspected = await (request.type === 'pdf' ? inspectPdf(file) : inspectPptx(file));
    if (request.keep) kept = { file, type: request.type };
    return inspected;
  }
  if (request.op === 'open') {
    if (!request.file && kept?.type !== request.type) throw new Error('This deck process kept no such file to open.');
    const file = request.file ? Buffer.from(request.file) : kept!.file;
    kept = null;
    const warn = (message: string) => process.send?.({ warning: message } satisfies DeckReply);
    const poppler = request.pdftoppm ? { program: request.pdftoppm, workDir: request.workDir, limits: request.limits } : null;
    pdfDeck =
      request.type === 'pdf'
        ? await openPdfDeck(file, 'pdf', {
            ocr: (languageHint) => new SlideOcr(request.language ?? languageHint),
            ocrUntil: ownProcessorMs() + request.ocrSeconds * 1000,
            ocrInSteps: true,
            language: request.language,
            releaseMemory,
            // Near its limit (two thirds), the process ends the OCR engine between pages rather than pass it.
            memoryHigh: () => process.memoryUsage.rss() > request.limits.memoryMb * 0.65 * 1024 * 1024,
            onWarning: warn,
            poppler,
          })
        : null;
    deck =
      pdfDeck ??
      (await openPptxDeck(file, {
        workDir: request.workDir,
        soffice: request.soffice,
        sofficeBounds: sofficeBounds(request.limits),
        poppler,
        onConversionError: (error) => warn((error as Error).message),
      }));
    return { slideCount: deck.slideCount, rendering: deck.rendering, slides: deck.slides(), ocrLeft: pdfDeck?.ocrLeft ?? 0 };
  }
  if (request.op === 'ocr' || request.op === 'ocr-stop') {
    if (!pdfDeck) throw new Error('No PDF deck is open.');
    if (request.op === 'ocr') await pdfDeck.readMore(ownProcessorMs() + request.ocrSeconds * 1000);
    else await pdfDeck.stopReading();
    return { slides: pdfDeck.slides(), ocrLeft: pdfDeck.ocrLeft };
  }
  if (!deck) throw new Error('No deck is open.');
  const image = await deck.renderSlide(request.number);
  return { ...image, rendering: deck.rendering };
}

// pdf.js runs its parser on this thread through a "fake worker" it imports at the first getDocument (~1 s for
// its 2 MB module). Loaded before the process says it is ready, that cost falls on the spare process, which is
// started ahead, instead of on the upload or the course waiting for it.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');

serveRequests<DeckRequest>(answer, (error) => ({ deckError: isDeckError(error) }) satisfies DeckReply);
