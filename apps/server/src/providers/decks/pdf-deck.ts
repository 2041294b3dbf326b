import { createRequire } from 'node:module';
import path from 'node:path';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ReviewReason } from '@complyra/core';
import type { DeckSlideText, OpenedDeck, RenderedSlide, SlideRendering } from '../../ports/deck-reader.ts';
import { detectLanguage } from '../../course-model/detect-language.ts';
import { DeckError } from './deck-error.ts';
import { type PdfPageGeometry, type PdfPageText, type PdfTextItem, readPdfPage, readSlideItems } from './pdf-page-text.ts';
import type { SlideOcr } from './slide-ocr.ts';
import { type OcrWord, OcrWordCheck, repeatedWords, wordsOf } from './ocr-words.ts';
import { withoutDoubleReads } from './ocr-double-reads.ts';
import { withoutOcrFurniture } from './ocr-furniture.ts';
import { withoutAxisNumbers } from './chart-axis.ts';
import { withoutLabelSoup } from './label-soup.ts';
import { pagePictures, splitPictureWords } from './picture-words.ts';
import { type DarkBox, findDarkBoxes, stretchedBox, sureLinesMissed } from './dark-box-text.ts';
import { lightTextImage, pageGutter, splitAtGutters, withLightLines } from './light-text.ts';
import { inkImageWidth, measureInk, textLayerMissesInk } from './slide-ink.ts';
import { type PageSize, PopplerPages, type PopplerLimits } from './poppler-pages.ts';
import { ownProcessorMs } from '../../lib/processor-time.ts';

const require = createRequire(import.meta.url);
// pdf.js draws the 14 standard PDF fonts from these files when a PDF does not embed them.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Slide images are this wide, unless the page's shape would break the bounds below. */
export const slideImageWidth = 1280;
/** Whatever the page's shape, no side of a slide image is longer than this, */
export const maxImageSide = 1920;
/** and it has no more pixels than this (a 1280 x 1920 portrait page). */
export const maxImagePixels = 1280 * 1920;

/**
 * The scale that draws a page 1280 px wide, shrunk until its longest side and its area fit the bounds:
 * a 20 x 5000 pt page would otherwise ask for a 1280 x 320,000 px (2 GB) canvas.
 */
export function slideImageScale(pageWidth: number, pageHeight: number): number {
  const wide = slideImageWidth / pageWidth;
  const longest = maxImageSide / Math.max(pageWidth, pageHeight);
  const area = Math.sqrt(maxImagePixels / (pageWidth * pageHeight));
  return Math.min(wide, longest, area);
}
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

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

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

/** How many pictures a page paints: pdf.js parses the whole page (and decodes its pictures) to tell. */
async function countImages(page: PdfPage): Promise<number> {
  const ops = await page.getOperatorList();
  return ops.fnArray.filter((fn) => imageOps.has(fn)).length;
}

/**
 * A page's text as the reader understands it. The pictures are counted only where they change the reading:
 * a portrait page (a notes page shows its slide as a picture) or a page with almost no words (OCR); a
 * landscape slide with words is read from its text layer alone, without parsing its drawing. With OCR at
 * hand, a slide with few real words is drawn small to see whether the text layer holds what it shows.
 */
async function readPage(page: PdfPage, inkMissedBy: InkCheck | null): Promise<ReadPage> {
  const { width, height } = page.getViewport({ scale: 1 });
  const items = await pageItems(page);
  const portrait = height > width * 1.15;
  const geometry: PdfPageGeometry = { width, height, images: portrait ? await countImages(page) : 0 };
  const read = readPdfPage(items, geometry);
  // A slide without a word is read by OCR whatever it paints: its pictures are not parsed (nor decoded) to tell.
  if (!portrait && almostNoWords(read) && wordCount(read) > 0) geometry.images = await countImages(page);
  const inkMissed = Boolean(inkMissedBy) && read.kind === 'slide' && !needsOcr(read, geometry) && realWords(items) < fullSlideWords && (await inkMissedBy!(page.pageNumber, items));
  return { read, geometry, source: 'text', inkMissed };
}

/** Words of two letters or more in a page's text layer (a bullet font's "l" or "Ø" is not one). */
const realWords = (items: PdfTextItem[]) => items.flatMap((item) => item.str.match(/\p{L}{2,}/gu) ?? []).length;
/**
 * A slide whose text layer has this many words is taken to show them and is not drawn to check: the check
 * costs a parse of the page.
 */
const fullSlideWords = 12;

/** Whether most of the ink of a page (by number) is outside its text items' boxes. */
type InkCheck = (pageNumber: number, items: PdfTextItem[]) => Promise<boolean>;

/**
 * Pictures larger than this (pixels) are left out of the small drawing: decoding a slide's photo costs half
 * a second of CPU and its ink is no words; glyphs drawn as image masks are far smaller.
 */
const inkMaxImagePixels = 250_000;

/**
 * The ink check of a deck: its pages drawn small from a second reading of the file that skips large pictures,
 * opened on the first page that needs it. `close` ends that reading.
 */
function inkChecker(file: Buffer): { check: InkCheck; close: () => Promise<void> } {
  let task: ReturnType<typeof getDocument> | null = null;
  return {
    async check(pageNumber, items) {
      task ??= getDocument({
        data: new Uint8Array(file),
        standardFontDataUrl,
        isEvalSupported: false,
        useSystemFonts: false,
        verbosity: 0,
        maxImageSize: inkMaxImagePixels,
      });
      const page = await (await task.promise).getPage(pageNumber);
      try {
        return await inkNotInText(page, items);
      } finally {
        page.cleanup();
      }
    },
    close: async () => {
      await task?.destroy().catch(() => {});
    },
  };
}

/** Draws the page small and tells whether most of its ink is outside the text layer's boxes. */
async function inkNotInText(page: PdfPage, items: PdfTextItem[]): Promise<boolean> {
  const base = page.getViewport({ scale: 1 });
  const scale = inkImageWidth / base.width;
  const width = inkImageWidth;
  const height = Math.max(1, Math.min(inkImageWidth * 4, Math.round(base.height * scale)));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  type RenderParams = Parameters<typeof page.render>[0];
  await page.render({ canvasContext: context as unknown as RenderParams['canvasContext'], viewport: page.getViewport({ scale }) }).promise;
  const { data } = context.getImageData(0, 0, width, height);
  return textLayerMissesInk(measureInk(data, width, height, items, scale, base.height));
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

/** A page's slide image size in pixels, from its size in points. */
function imageSize(pageWidth: number, pageHeight: number) {
  const scale = slideImageScale(pageWidth, pageHeight);
  return { scale, width: Math.max(1, Math.floor(pageWidth * scale)), height: Math.max(1, Math.floor(pageHeight * scale)) };
}

/** Draws a page on white paper at the slide image scale. */
async function drawPage(page: PdfPage) {
  const base = page.getViewport({ scale: 1 });
  const { scale, width, height } = imageSize(base.width, base.height);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // PDF pages are white paper; without this the transparent background turns black in JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // pdf.js is typed for the DOM canvas; @napi-rs/canvas implements the same 2D context.
  type RenderParams = Parameters<typeof page.render>[0];
  await page.render({ canvasContext: context as unknown as RenderParams['canvasContext'], viewport }).promise;
  return { canvas, width, height, scale };
}

/**
 * A page's words with its light text on coloured boxes read on its own (light-text.ts) and put in where OCR was
 * surer of it.
 */
async function withLightTextWords(
  ocr: SlideOcr,
  picture: Canvas,
  words: OcrWord[],
  scale: number,
  pageHeight: number,
): Promise<OcrWord[]> {
  const context = picture.getContext('2d');
  const light = lightTextImage(context.getImageData(0, 0, picture.width, picture.height).data, picture.width, picture.height);
  if (!light) return words;
  const canvas = createCanvas(picture.width, picture.height);
  const image = canvas.getContext('2d').createImageData(picture.width, picture.height);
  image.data.set(light);
  canvas.getContext('2d').putImageData(image, 0, 0);
  const firstLine = Math.max(0, ...words.map((w) => w.line)) + 1;
  const read = await ocr.readPart(await canvas.encode('png'), scale, pageHeight, { x: 0, y: 0, firstLine });
  return withLightLines(words, splitAtGutters(read, firstLine));
}

/** The top `height` pixels of a drawn page. */
function cropTop(canvas: Canvas, height: number): Canvas {
  if (height >= canvas.height) return canvas;
  const part = createCanvas(canvas.width, Math.max(1, height));
  part.getContext('2d').drawImage(canvas, 0, 0);
  return part;
}

/**
 * A page's OCR words with the words of its dark boxes (dark-box-text.ts) read again on their own, stretched:
 * what OCR made of a box in the page replaced by what it reads in the box alone.
 */
async function withDarkBoxWords(
  ocr: SlideOcr,
  picture: Canvas,
  words: OcrWord[],
  scale: number,
  pageHeight: number,
): Promise<OcrWord[]> {
  const { data } = picture.getContext('2d').getImageData(0, 0, picture.width, picture.height);
  const boxes = findDarkBoxes(data, picture.width, picture.height);
  if (boxes.length === 0) return words;
  const inBox = (word: OcrWord, b: DarkBox) => {
    const x = (word.x + word.width / 2) * scale;
    const y = (pageHeight - word.y - word.size / 3) * scale;
    return x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height;
  };
  const all = words.filter((word) => !boxes.some((b) => inBox(word, b)));
  let firstLine = Math.max(0, ...words.map((w) => w.line)) + 1;
  for (const box of boxes) {
    const canvas = createCanvas(box.width, box.height);
    const context = canvas.getContext('2d');
    const image = context.createImageData(box.width, box.height);
    image.data.set(stretchedBox(data, picture.width, box));
    context.putImageData(image, 0, 0);
    const read = await ocr.readPart(await canvas.encode('png'), scale, pageHeight, { x: box.x, y: box.y, firstLine });
    all.push(...read, ...sureLinesMissed(words.filter((word) => inBox(word, box)), read));
    firstLine = Math.max(firstLine, ...read.map((w) => w.line)) + 1;
  }
  return all;
}

const wordCount = (read: PdfPageText) => `${read.title} ${read.text}`.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
/** Fewer words than a caption: beside a picture, the slide's words are in the picture (OCR reads them). */
const almostNoWords = (read: PdfPageText) => wordCount(read) < 3;

/**
 * A slide page pays OCR only when its text layer has no words, or almost none beside a picture (an
 * image-only export, a photo with its caption drawn in, letters painted as image masks); a notes page
 * only when its slide is a picture.
 */
function needsOcr(read: PdfPageText, geometry: PdfPageGeometry) {
  if (read.kind === 'notes') return geometry.images > 0 && wordCount(read) === 0;
  return read.kind === 'slide' && (wordCount(read) === 0 || (geometry.images > 0 && almostNoWords(read)));
}

export interface PdfDeckOptions {
  /**
   * Reads pages without a text layer from their pixels; none leaves them as they are. It is told the
   * language of the deck's text layer when there is enough text to tell.
   */
  ocr?: (languageHint: string | null) => SlideOcr;
  /**
   * OCR stops once this process has used this much processor time (ms, `ownProcessorMs`), so the deck stays
   * within its reader's limit; a busy machine slows OCR down but does not cut it short.
   */
  ocrUntil?: number;
  /**
   * The pages OCR had no time for are left to `readMore` (the deck process asks for them a request at a time);
   * without it they keep their text layer and a warning says so.
   */
  ocrInSteps?: boolean;
  /** The course's language when it is set: OCR'd words are checked against its dictionary. */
  language?: string | null;
  /** Called after each page OCR reads or each slide image drawn: the deck process gives back their memory. */
  releaseMemory?: () => void;
  /**
   * Whether the process holds so much memory that the OCR engine (whose memory only grows with the pictures it
   * has read) should be ended after this page and started again for the next.
   */
  memoryHigh?: () => boolean;
  onWarning?: (message: string) => void;
  /** Poppler's pdftoppm draws the slide images when it is installed (pdf.js draws what it could not). */
  poppler?: { program: string; workDir: string; limits: PopplerLimits } | null;
}

/** Enough text-layer words to tell the deck's language before reading the other pages' pixels. */
const wordsForLanguage = 20;

interface ReadPage {
  read: PdfPageText;
  geometry: PdfPageGeometry;
  source: 'text' | 'ocr';
  /** The text layer misses most of the ink the page shows (words drawn as shapes): OCR reads it. */
  inkMissed?: boolean;
  review?: ReviewReason[];
}

/** Below this average confidence, an admin is told OCR was unsure. */
const unsureConfidence = 75;

/** Why a slide read by OCR may need a person, in a sentence each for its admin. */
export function ocrReview(unreadable: number, confidence: number | null): ReviewReason[] {
  const review: ReviewReason[] = [{ code: 'ocr', message: 'Read by OCR from the slide\'s picture.' }];
  if (confidence !== null && confidence < unsureConfidence) {
    review.push({ code: 'low-confidence', message: `OCR was unsure of some words (average confidence ${Math.round(confidence)}%).` });
  }
  if (unreadable > 0) {
    const words = unreadable === 1 ? '1 unreadable word was' : `${unreadable} unreadable words were`;
    review.push({ code: 'unreadable-words', message: `${words} left out.`, count: unreadable });
  }
  return review;
}

/** The same reason the course model gives when it leaves a chart's numbers out (build-slide-model.ts). */
const axisSkipped: ReviewReason = { code: 'chart-skipped', message: 'A chart\'s numbers were not read out.' };

/**
 * Reads the pages that need it from their pixels, a step at a time: each step reads pages until its time runs
 * out (at least one, so every step gets on), and once none is left the words read are checked (checkWords).
 * The deck process answers each step as a request of its own, so a long deck is read within the reader's
 * limit per request instead of being cut short.
 */
function pixelReader(pdf: PdfDocument, pages: ReadPage[], options: PdfDeckOptions) {
  const waiting = options.ocr ? pages.filter((p) => p.inkMissed || needsOcr(p.read, p.geometry)) : [];
  const textLayer = pages.map((p) => `${p.read.title}\n${p.read.text}\n${p.read.notes}`).join('\n');
  const hint = options.language ?? (textLayer.split(/\s+/).length >= wordsForLanguage ? detectLanguage(textLayer) : null);
  const read = new Map<ReadPage, OcrWord[]>();
  /** The words OCR read inside the pictures a slide embeds (picture-words.ts). */
  const inPictures = new Map<ReadPage, OcrWord[]>();
  let language: string | null = null;
  let checked = false;
  /** Checks the words read so far and gives the pages their words; the pages left unread stay as they are. */
  const finish = async () => {
    if (checked) return;
    checked = true;
    if (read.size > 0) await checkWords(read, inPictures, textLayer, options.language ?? null);
  };
  return {
    /** Pages still to read. */
    get left() {
      return checked ? 0 : waiting.length;
    },
    /** Reads pages until `until` (processor ms) passes; the words are checked once the last page is read. */
    async step(until: number, atLeastOne: boolean): Promise<number> {
      if (checked || waiting.length === 0) {
        await finish();
        return 0;
      }
      const ocr = options.ocr!(language ?? hint);
      if (!ocr.available) {
        waiting.length = 0;
        await finish();
        return 0;
      }
      try {
        let first = atLeastOne;
        while (waiting.length > 0 && (first || ownProcessorMs() < until)) {
          first = false;
          const waitingPage = waiting.shift()!;
          const { read: text, geometry } = waitingPage;
          const page = await pdf.getPage(pages.indexOf(waitingPage) + 1);
          const drawn = await drawPage(page);
          // The pictures a slide embeds, from the drawing just made (pdf.js keeps its operators until cleanup).
          const pictures = text.kind === 'slide' ? pagePictures(await page.getOperatorList(), geometry.width, geometry.height) : [];
          page.cleanup();
          // A notes page keeps the notes of its text layer: only the slide picture above them is read.
          const above = text.kind === 'notes' && text.notesTop ? Math.ceil((geometry.height - text.notesTop) * drawn.scale) : drawn.height;
          const picture = cropTop(drawn.canvas, above);
          const words = splitAtGutters(await ocr.read(await picture.encode('png'), drawn.scale, geometry.height), 1, pageGutter);
          const withBoxes = await withDarkBoxWords(ocr, picture, words, drawn.scale, geometry.height);
          const all = await withLightTextWords(ocr, picture, withBoxes, drawn.scale, geometry.height);
          const split = splitPictureWords(all, pictures);
          read.set(waitingPage, split.slide);
          if (split.pictures.length > 0) inPictures.set(waitingPage, split.pictures);
          options.releaseMemory?.();
          if (options.memoryHigh?.()) {
            await ocr.close();
            options.releaseMemory?.();
          }
        }
        // The next step reads in the language this one ended in.
        language = ocr.readingLanguage;
      } finally {
        // The engine's memory goes back before slides are drawn and spoken.
        await ocr.close();
      }
      if (waiting.length === 0) await finish();
      return waiting.length;
    },
    /** Stops reading: the pages left keep their text layer, and the admin is told. */
    async giveUp() {
      const skipped = waiting.length;
      waiting.length = 0;
      await finish();
      if (skipped > 0) {
        options.onWarning?.(`${skipped} slide(s) without a text layer were not read by OCR: reading them would pass the deck reader's time limit.`);
      }
    },
  };
}

/**
 * The OCR'd words of each page checked in the deck's language (ocr-words.ts), then read like a text layer; a
 * page takes them when they say more than its text layer did.
 */
async function checkWords(
  read: Map<ReadPage, OcrWord[]>,
  inPictures: Map<ReadPage, OcrWord[]>,
  textLayer: string,
  language: string | null,
) {
  const ocrText = [...read.values()].flatMap((words) => words.map((w) => w.str)).join(' ');
  const check = await OcrWordCheck.forLanguage(language ?? detectLanguage(`${textLayer}\n${ocrText}`), [
    ...wordsOf(textLayer),
    ...repeatedWords([...read.values()]),
  ]);
  const furnished = [...read.keys()];
  const bare = withoutOcrFurniture(furnished.map((page) => read.get(page)!));
  for (const [index, waitingPage] of furnished.entries()) {
    const { read: text, geometry } = waitingPage;
    const cleaned = check.page(bare[index]!);
    const axis = withoutAxisNumbers(withoutDoubleReads(cleaned.items));
    const { items, soup } = withoutLabelSoup(axis.items);
    const chart = axis.chart || soup;
    const review = [...ocrReview(cleaned.unreadable, cleaned.confidence), ...(chart ? [axisSkipped] : [])];
    if (text.kind === 'notes') {
      const slide = readSlideItems(items, true);
      if (slide.title || slide.text) Object.assign(waitingPage, { read: { ...text, ...slide }, source: 'ocr', review });
      continue;
    }
    const pictureWords = check.page(inPictures.get(waitingPage) ?? []).items;
    const fromPixels = withPictureLine(readPdfPage(items, { ...geometry, images: 0, ocr: true }), pictureWords);
    if (wordCount(fromPixels) > wordCount(text)) Object.assign(waitingPage, { read: fromPixels, source: 'ocr', review });
  }
}

/** A page read with the real words OCR found inside its pictures as one line of its own, marked as a picture's. */
function withPictureLine(page: PdfPageText, pictureWords: PdfTextItem[]): PdfPageText {
  const text = pictureWords.map((w) => w.str.trim()).filter((w) => /\p{L}{2,}/u.test(w)).join(' ');
  if (!text) return page;
  const block = Math.max(-1, ...page.lines.map((l) => l.block ?? -1)) + 1;
  return { ...page, lines: [...page.lines, { text, level: 0, block, picture: true }] };
}

/** Opens a PDF: per-page text at once, page images on demand (pdf.js + @napi-rs/canvas). */
/** A PDF deck whose pages without text may be read by OCR step by step, after it opened (deck-child.ts). */
export interface PdfDeck extends OpenedDeck {
  /** Pages OCR has still to read. */
  readonly ocrLeft: number;
  /** Reads more pages until `until` (processor ms), at least one; the pages still to read. */
  readMore(until: number): Promise<number>;
  /** Leaves the pages still to read as they are (and says so). */
  stopReading(): Promise<void>;
}

export async function openPdfDeck(file: Buffer, rendering: SlideRendering = 'pdf', options: PdfDeckOptions = {}): Promise<PdfDeck> {
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

  let texts: DeckSlideText[] = [];
  // Page of each slide: notes pages that overflow onto a page of their own join the slide before them.
  let pageOf: number[] = [];
  let sizes: PageSize[] = [];
  let poppler: PopplerPages | null = null;
  const pages: ReadPage[] = [];
  let pixels: ReturnType<typeof pixelReader> | null = null;
  /** The slides from the pages as read so far. */
  const slideTexts = () => {
    texts = [];
    pageOf = [];
    pages.forEach(({ read, source, review }, index) => {
      const previous = texts.at(-1);
      if (read.kind === 'notes-overflow' && previous) {
        previous.notes = [previous.notes, read.notes].filter(Boolean).join('\n');
      } else {
        const { title, text, notes, lines } = read;
        texts.push({ number: texts.length + 1, title, text, notes, lines, source, ...(review ? { review } : {}) });
        pageOf.push(index + 1);
      }
    });
  };
  try {
    const ink = options.ocr ? inkChecker(file) : null;
    try {
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        pages.push(await readPage(page, ink?.check ?? null));
        page.cleanup();
      }
    } finally {
      await ink?.close();
    }
    sizes = pages.map(({ geometry }, index) => ({ page: index + 1, ...imageSize(geometry.width, geometry.height) }));
    // Poppler draws the slides while OCR reads the pages without text and the course is narrated.
    if (options.poppler) {
      const { program, workDir, limits } = options.poppler;
      const slidePages = sizes.filter((_, index) => pages[index]?.read.kind !== 'notes-overflow');
      poppler = await PopplerPages.start(program, file, workDir, slidePages, limits).catch(() => null);
    }
    pixels = pixelReader(pdf, pages, options);
    await pixels.step(options.ocrUntil ?? Infinity, false);
    // Read in one go, unless the caller reads the rest step by step (readMore).
    if (!options.ocrInSteps) await pixels.giveUp();
    slideTexts();
  } catch (error) {
    await poppler?.close();
    await pdf.destroy().catch(() => {});
    throw pdfProblem(error);
  }

  return {
    slideCount: texts.length,
    rendering,
    slides: () => texts,
    get ocrLeft() {
      return pixels?.left ?? 0;
    },
    async readMore(until: number) {
      try {
        const left = (await pixels?.step(until, true)) ?? 0;
        slideTexts();
        return left;
      } catch (error) {
        throw pdfProblem(error);
      }
    },
    async stopReading() {
      await pixels?.giveUp();
      slideTexts();
    },
    async renderSlide(number: number): Promise<RenderedSlide> {
      const pageNumber = pageOf[number - 1] ?? number;
      const size = sizes[pageNumber - 1];
      const drawn = poppler && size ? await poppler.image(size) : null;
      if (drawn) return drawn;
      try {
        const page = await pdf.getPage(pageNumber);
        const { canvas, width, height } = await drawPage(page);
        page.cleanup();
        const image = await canvas.encode('jpeg', 85);
        options.releaseMemory?.();
        return { image, mimeType: 'image/jpeg', width, height };
      } catch (error) {
        throw pdfProblem(error);
      }
    },
    close: async () => {
      await poppler?.close();
      await pdf.destroy();
    },
  };
}
