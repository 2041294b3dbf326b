import type { OpenedDeck, SlideRendering } from '../../ports/deck-reader.ts';
import { DeckError } from './deck-error.ts';
import { openPdfDeck, type PdfDeckOptions } from './pdf-deck.ts';
import { defaultZipLimits, PptxArchive, type ZipLimits } from './pptx-archive.ts';
import { readPptxSlides } from './pptx-text.ts';
import { renderSlideFromText } from './slide-fallback-renderer.ts';
import type { ConverterBounds } from './converter-sandbox.ts';
import { convertToPdf } from './soffice.ts';

export interface PptxOptions {
  workDir: string;
  /** LibreOffice's program, or null to draw slides from their text. */
  soffice: string | null;
  /** Poppler's pdftoppm, which draws LibreOffice's pages when it is installed. */
  poppler?: PdfDeckOptions['poppler'];
  zipLimits?: ZipLimits;
  /** LibreOffice's processor time and memory (soffice.ts's defaults when unset). */
  sofficeBounds?: ConverterBounds;
  /** Told when LibreOffice fails and slides are drawn from their text instead. */
  onConversionError?: (error: unknown) => void;
}

/** Checks that a PPTX opens within the zip bounds and has slides. */
export async function inspectPptx(file: Buffer, zipLimits: ZipLimits = defaultZipLimits): Promise<{ slideCount: number }> {
  const texts = await readPptxSlides(await PptxArchive.open(file, zipLimits));
  if (texts.length === 0) throw new DeckError('The presentation has no slides.');
  return { slideCount: texts.length };
}

/**
 * Opens a PPTX: text (title, body, tables, groups, notes) from the XML at once; images from LibreOffice's
 * PDF when it is available, otherwise drawn from the text. The conversion starts at once but nothing
 * waits for it until the first image is asked for, so narration and speech start right away. The text
 * always comes from the XML, which keeps speaker notes and the author's slide order.
 */
export async function openPptxDeck(file: Buffer, options: PptxOptions): Promise<OpenedDeck> {
  const archive = await PptxArchive.open(file, options.zipLimits ?? defaultZipLimits);
  const texts = await readPptxSlides(archive);
  if (texts.length === 0) throw new DeckError('The presentation has no slides.');

  let rendering: SlideRendering = options.soffice ? 'libreoffice' : 'extracted-content';
  const converted: Promise<OpenedDeck | null> = options.soffice
    ? convertToPdf(options.soffice, file, options.workDir, options.sofficeBounds, options.zipLimits)
        .then((pdf) => openPdfDeck(pdf, 'libreoffice', { poppler: options.poppler }))
        .then(async (pdfDeck) => {
        // LibreOffice skips hidden slides; pages then no longer match slides, so draw them from text.
          if (pdfDeck.slideCount === texts.length) return pdfDeck;
          await pdfDeck.close();
          return null;
        })
      // A conversion that fails or times out still leaves a usable course: slides drawn from their text.
        .catch((error: unknown) => {
          options.onConversionError?.(error);
          return null;
        })
    : Promise.resolve(null);
  converted.catch(() => {});

  return {
    slideCount: texts.length,
    get rendering() {
      return rendering;
    },
    slides: () => texts,
    renderSlide: async (number) => {
      const pdfDeck = await converted;
      if (pdfDeck) return pdfDeck.renderSlide(number);
      rendering = 'extracted-content';
      const slide = texts[number - 1];
      if (!slide) throw new Error(`There is no slide ${number}.`);
      return renderSlideFromText(slide, texts.length);
    },
    close: async () => {
      await (await converted)?.close();
    },
  };
}
