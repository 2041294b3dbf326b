import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import { detectLanguage } from '../../course-model/detect-language.ts';
import type { OcrWord } from './ocr-words.ts';

// Words that exist only as pixels (image-only PDF pages, a photo with its caption drawn in) are read
// by tesseract.js, offline: its recognition data comes from the `@tesseract.js-data/<code>` packages in
// node_modules (langPath, gzip as shipped), so nothing is fetched or cached on disk at run time.

const require = createRequire(import.meta.url);

/** Tesseract's code for a course language (ISO 639-1), for the languages whose data packages exist. */
const tesseractCodes: Record<string, string> = {
  en: 'eng', es: 'spa', de: 'deu', fr: 'fra', it: 'ita', pt: 'por', nl: 'nld', pl: 'pol', sv: 'swe',
  da: 'dan', fi: 'fin', no: 'nor', cs: 'ces', ru: 'rus', uk: 'ukr', el: 'ell', tr: 'tur', he: 'heb', ar: 'ara',
};
/** The languages whose recognition data is installed, e.g. ['eng', 'fra']. */
export function installedOcrLanguages(): string[] {
  let folder: string;
  try {
    folder = path.dirname(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')));
  } catch {
    return [];
  }
  return readdirSync(folder).filter((name) => /^[a-z]{3}(_[a-z]+)?$/.test(name) && name !== 'osd').sort();
}

/** Where a language's recognition data is, as its package ships it (gzip); the LSTM-only data when it has it. */
function languagePath(code: string): { langPath: string; gzip: boolean } {
  const shipped = require(`@tesseract.js-data/${code}`) as { langPath: string; gzip: boolean };
  const lstmOnly = path.join(path.dirname(shipped.langPath), '4.0.0_best_int');
  const hasLstmOnly = existsSync(path.join(lstmOnly, `${code}.traineddata${shipped.gzip ? '.gz' : ''}`));
  return { langPath: hasLstmOnly ? lstmOnly : shipped.langPath, gzip: shipped.gzip };
}

const bulletLookalike = /^[Jeo°©®«»>¢~+*•·▪■□◦$]$/u;

/**
 * Words read with less confidence than this are noise (a photo's texture, a logo's edge). Real words glued to
 * a bullet ("«Attackers") or with an umlaut the recognition data lacks ("fiir") score 30–60: they are kept for
 * the dictionary check (ocr-words.ts), which tells words from noise better than the score does.
 */
const minWordConfidence = 30;

/** A first word that is a bullet read as a letter and glued to a capitalised word ("eTime", "•Who"). */
const gluedBullet = /^[eo°©®«»>¢~+*•·▪■□◦](\p{Lu}\p{Ll}{2,}[,.:;]?)$/u;
/** OCR is sure of a word it read whole; a glued bullet leaves it unsure ("eTime" 38). */
const gluedBulletConfidence = 70;

/**
 * A line's height in pixels: its row's height, or its words' middle height when that is taller. The line's box
 * is no measure: a line that runs across a picture takes in the picture's specks ("Who took it" and a map 260
 * px high), and a line measured that tall is read as one large line with the lines round it.
 */
function lineHeight(line: Tesseract.Line): number {
  const heights = line.words
    .filter((w) => w.confidence >= minWordConfidence && /\p{L}{2,}/u.test(w.text))
    .map((w) => w.bbox.y1 - w.bbox.y0)
    .sort((a, b) => a - b);
  const middle = heights.length ? heights[Math.floor(heights.length / 2)]! : line.bbox.y1 - line.bbox.y0;
  return Math.max(line.rowAttributes.rowHeight, middle);
}

/**
 * Tesseract's lines as the PDF reader's text items (points, baseline, y upwards), so the same reading
 * rules (title by size, levels by indent, broken lines joined) apply to OCR'd and real text alike. Each
 * keeps its confidence and its line, for the dictionary check (ocr-words.ts).
 */
export function ocrItems(
  blocks: Tesseract.Block[],
  scale: number,
  pageHeight: number,
  /** Where the image read lies on the page (pixels), when it is a part of the page; its first line's number. */
  part: { x: number; y: number; firstLine: number } = { x: 0, y: 0, firstLine: 1 },
): OcrWord[] {
  const items: OcrWord[] = [];
  let lineNumber = part.firstLine - 1;
  for (const block of blocks)
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        lineNumber++;
        const baseline = (line.baseline?.y0 ?? line.bbox.y1 - line.rowAttributes.descenders) + part.y;
        const size = lineHeight(line) / scale;
        line.words.forEach((word, i) => {
          let text = word.text.trim();
          // Bullet glyphs (often a symbol font) come back as a lone letter or sign before the point's first word.
          if (i === 0 && bulletLookalike.test(text) && /^[\p{Lu}\p{N}]/u.test(line.words[1]?.text ?? '')) text = '•';
          // "eTime": a bullet read as a letter glued to the point's first word, which OCR is then unsure of.
          const glued = i === 0 && word.confidence < gluedBulletConfidence ? gluedBullet.exec(text) : null;
          if (glued) {
            const letter = (word.bbox.x1 - word.bbox.x0) / text.length;
            const y = pageHeight - baseline / scale;
            const at = (word.bbox.x0 + part.x) / scale;
            items.push({ str: '•', x: at, width: letter / scale, y, size, confidence: word.confidence, line: lineNumber });
            const rest = { x: at + (letter * 2) / scale, width: (letter * (text.length - 1)) / scale };
            items.push({ str: glued[1]!, ...rest, y, size, confidence: word.confidence, line: lineNumber });
            return;
          }
          // A bullet mark stays: it sets where the bullet starts, so its wrapped lines join it again.
          if (!text || word.confidence < minWordConfidence || !/[\p{L}\p{N}]|^[•▪●◦■*–—-]$/u.test(text)) return;
          const x0 = word.bbox.x0 + part.x;
          const x1 = word.bbox.x1 + part.x;
          const position = { x: x0 / scale, width: (x1 - x0) / scale, y: pageHeight - baseline / scale, size };
          items.push({ str: text, ...position, confidence: word.confidence, line: lineNumber });
        });
      }
  return items;
}

/** Enough words to tell a page's language from. */
const wordsToDetect = 5;

/**
 * One OCR engine per deck, started on the first page that needs it and ended with the deck. It reads in
 * the course's language (or the language of the deck's text layer) when its data is installed, else in
 * English; a page whose words turn out to be in another installed language is read again in that one,
 * and the pages after it too.
 */
export class SlideOcr {
  private worker: Promise<Tesseract.Worker> | null = null;
  private current: string | null;

  constructor(
    languageHint: string | null,
    private readonly installed = installedOcrLanguages(),
  ) {
    this.current = this.installedCode(languageHint ?? 'en') ?? this.installedCode('en') ?? this.installed[0] ?? null;
  }

  /** Tesseract's code of the language pages are read in now. */
  get language() {
    return this.current;
  }

  /** The course language (ISO 639-1) pages are read in now: the next engine for the same deck starts in it. */
  get readingLanguage(): string | null {
    return Object.entries(tesseractCodes).find(([, code]) => code === this.current)?.[0] ?? null;
  }

  get available() {
    return this.current !== null;
  }

  private installedCode(language: string): string | null {
    const code = tesseractCodes[language];
    return code && this.installed.includes(code) ? code : null;
  }

  private start(code: string): Promise<Tesseract.Worker> {
    this.worker ??= import('tesseract.js').then(({ default: tesseract }) =>
      // cacheMethod 'none': the data is read from its package each time, never written next to the server.
      tesseract.createWorker(code, tesseract.OEM.LSTM_ONLY, { ...languagePath(code), cacheMethod: 'none', errorHandler: () => {} }),
    );
    return this.worker;
  }

  private async recognize(image: Buffer, code: string) {
    const worker = await this.start(code);
    const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
    return data.blocks ?? [];
  }

  /** The words of a page drawn at `scale` pixels per point, as text items on a page `pageHeight` points high. */
  async read(image: Buffer, scale: number, pageHeight: number): Promise<OcrWord[]> {
    if (!this.current) return [];
    let items = ocrItems(await this.recognize(image, this.current), scale, pageHeight);
    if (items.length >= wordsToDetect) {
      const other = this.installedCode(detectLanguage(items.map((item) => item.str).join(' ')));
      if (other && other !== this.current) {
        await this.close();
        this.current = other;
        items = ocrItems(await this.recognize(image, other), scale, pageHeight);
      }
    }
    return items;
  }

  /**
   * The words of a part of a page (a box cut out of it, at `part` pixels from its top left), in the language the
   * page was read in; their lines are numbered from `part.firstLine`.
   */
  async readPart(
    image: Buffer,
    scale: number,
    pageHeight: number,
    part: { x: number; y: number; firstLine: number },
  ): Promise<OcrWord[]> {
    if (!this.current) return [];
    return ocrItems(await this.recognize(image, this.current), scale, pageHeight, part);
  }

  async close() {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
