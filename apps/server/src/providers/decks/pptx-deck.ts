import type { OpenedDeck } from '../../modules/ingest/ingest-engines.ts';
import { DeckError } from './deck-error.ts';
import { openPdfDeck } from './pdf-deck.ts';
import { defaultZipLimits, PptxArchive, type ZipLimits } from './pptx-archive.ts';
import { readPptxSlides } from './pptx-text.ts';
import { renderSlideFromText } from './slide-fallback-renderer.ts';
import { convertToPdf } from './soffice.ts';

export interface PptxOptions {
  workDir: string;
  /** LibreOffice's program, or null to draw slides from their text. */
  soffice: string | null;
  zipLimits?: ZipLimits;
  sofficeTimeoutMs?: number;
}

/** Checks that a PPTX opens within the zip bounds and has slides. */
export async function inspectPptx(file: Buffer, zipLimits: ZipLimits = defaultZipLimits): Promise<{ slideCount: number }> {
  const texts = await readPptxSlides(await PptxArchive.open(file, zipLimits));
  if (texts.length === 0) throw new DeckError('The presentation has no slides.');
  return { slideCount: texts.length };
}

/**
 * Opens a PPTX: text (title, body, tables, groups, notes) from the XML; images from LibreOffice's PDF
 * when it is available, otherwise drawn from the text. The text always comes from the XML, which keeps
 * speaker notes and the author's slide order.
 */
export async function openPptxDeck(file: Buffer, options: PptxOptions): Promise<OpenedDeck> {
  const archive = await PptxArchive.open(file, options.zipLimits ?? defaultZipLimits);
  const texts = await readPptxSlides(archive);
  if (texts.length === 0) throw new DeckError('The presentation has no slides.');

  if (options.soffice) {
    const pdf = await convertToPdf(options.soffice, file, options.workDir, options.sofficeTimeoutMs);
    const rendered = await openPdfDeck(pdf, 'libreoffice');
    // LibreOffice skips hidden slides; pages then no longer match slides, so draw them from text instead.
    if (rendered.slideCount === texts.length) {
      return { ...rendered, slideCount: texts.length, rendering: 'libreoffice', slides: () => texts };
    }
    await rendered.close();
  }
  return {
    slideCount: texts.length,
    rendering: 'extracted-content',
    slides: () => texts,
    renderSlide: async (number) => {
      const slide = texts[number - 1];
      if (!slide) throw new Error(`There is no slide ${number}.`);
      return renderSlideFromText(slide, texts.length);
    },
    close: async () => {},
  };
}
