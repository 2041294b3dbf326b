import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DeckSlideText, OpenedDeck, RenderedSlide, SlideRendering } from '../../modules/ingest/ingest-engines.ts';
import { DeckError } from './deck-error.ts';
import { type PdfPageGeometry, type PdfTextItem, readPdfPage } from './pdf-page-text.ts';

const require = createRequire(import.meta.url);
// pdf.js draws the 14 standard PDF fonts from these files when a PDF does not embed them.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Slide images are this wide; tall enough pages keep their aspect ratio. */
export const slideImageWidth = 1280;
const maxPages = 500;

/** Explains pdf.js's failures in words a super user understands. */
function pdfProblem(error: unknown): DeckError {
  const name = (error as { name?: string }).name;
  if (name === 'PasswordException') {
    return new DeckError('The PDF is password-protected. Upload a copy without a password.');
  }
  if (name === 'InvalidPDFException') return new DeckError('The PDF is damaged or not a valid PDF file.');
  return new DeckError(`The PDF could not be read: ${(error as Error).message ?? 'unknown problem'}.`);
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

async function pageItems(page: PdfPage): Promise<PdfTextItem[]> {
  const content = await page.getTextContent();
  const items: PdfTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    items.push({ str: item.str, x, y, width: item.width, size: Math.hypot(c, d) || Math.hypot(a, b) });
  }
  return items;
}

const imageOps = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

async function pageGeometry(page: PdfPage): Promise<PdfPageGeometry> {
  const { width, height } = page.getViewport({ scale: 1 });
  const ops = await page.getOperatorList();
  return { width, height, images: ops.fnArray.filter((fn) => imageOps.has(fn)).length };
}

/** Checks that a PDF opens (not damaged, not encrypted) and has pages, without reading them. */
export async function inspectPdf(file: Buffer): Promise<{ slideCount: number }> {
  const task = getDocument({ data: new Uint8Array(file), standardFontDataUrl, isEvalSupported: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    if (pdf.numPages === 0) throw new DeckError('The PDF has no pages.');
    if (pdf.numPages > maxPages) throw new DeckError(`The PDF has ${pdf.numPages} pages; a course can have at most ${maxPages}.`);
    // A damaged page tree shows only when a page is fetched.
    await pdf.getPage(1);
    return { slideCount: pdf.numPages };
  } catch (error) {
    throw error instanceof DeckError ? error : pdfProblem(error);
  } finally {
    await task.destroy().catch(() => {});
  }
}

/** Opens a PDF: per-page text at once, page images on demand (pdf.js + @napi-rs/canvas). */
export async function openPdfDeck(file: Buffer, rendering: SlideRendering = 'pdf'): Promise<OpenedDeck> {
  const task = getDocument({
    data: new Uint8Array(file),
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw pdfProblem(error);
  }
  const pdf = doc;
  if (pdf.numPages > maxPages) {
    await pdf.destroy();
    throw new DeckError(`The PDF has ${pdf.numPages} pages; a course can have at most ${maxPages}.`);
  }

  const texts: DeckSlideText[] = [];
  // Page of each slide: notes pages that overflow onto a page of their own join the slide before them.
  const pageOf: number[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const read = readPdfPage(await pageItems(page), await pageGeometry(page));
      const previous = texts.at(-1);
      if (read.kind === 'notes-overflow' && previous) {
        previous.notes = [previous.notes, read.notes].filter(Boolean).join('\n');
      } else {
        texts.push({ number: texts.length + 1, title: read.title, text: read.text, notes: read.notes, lines: read.lines, source: 'text' });
        pageOf.push(number);
      }
      page.cleanup();
    }
  } catch (error) {
    await pdf.destroy().catch(() => {});
    throw pdfProblem(error);
  }

  return {
    slideCount: texts.length,
    rendering,
    slides: () => texts,
    async renderSlide(number: number): Promise<RenderedSlide> {
      try {
        const page = await pdf.getPage(pageOf[number - 1] ?? number);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: slideImageWidth / base.width });
        const width = Math.round(viewport.width);
        const height = Math.round(viewport.height);
        const canvas = createCanvas(width, height);
        const context = canvas.getContext('2d');
        // PDF pages are white paper; without this the transparent background turns black in JPEG.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        // pdf.js is typed for the DOM canvas; @napi-rs/canvas implements the same 2D context.
        type RenderParams = Parameters<typeof page.render>[0];
        await page.render({ canvasContext: context as unknown as RenderParams['canvasContext'], viewport }).promise;
        page.cleanup();
        return { image: await canvas.encode('jpeg', 85), mimeType: 'image/jpeg', width, height };
      } catch (error) {
        throw pdfProblem(error);
      }
    },
    close: () => pdf.destroy(),
  };
}
