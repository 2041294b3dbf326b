import type { OpenedDeck } from '../ports/deck-reader.ts';
import { foldedWord } from '../course-model/shown-coverage.ts';
import { SlideOcr } from '../providers/decks/slide-ocr.ts';

// What each slide shows, read the way a person sees it: the slide's rendered picture, read by OCR. The
// check:narration command measures narrations against it ('shown-coverage'); the ingest never does this
// (it would read every slide twice). Words on most slides (a footer, the deck's name, a logo) are the
// deck's furniture, which no narration should say: they are left out.

/** Tesseract's code for each course language whose words OCR reads letter for letter. */
const ocrCodes: Record<string, string> = { en: 'eng', de: 'deu', es: 'spa', fr: 'fra', it: 'ita', pt: 'por', nl: 'nld' };

/** A word shown on more than this share of the slides (and on at least three) is furniture. */
const furnitureShare = 0.6;

export type ShownWords =
  | { measured: true; bySlide: Map<number, string> }
  | { measured: false; reason: string };

/**
 * OCR of every rendered slide, in the course's language. Not measured when the slides are drawn from
 * their own text (no picture of the real slide) or when no recognition data for the language is installed.
 */
export async function readShownWords(
  deck: OpenedDeck,
  language: string,
  onSlide?: (number: number) => void,
): Promise<ShownWords> {
  const code = ocrCodes[language];
  const ocr = new SlideOcr(language);
  if (!code || ocr.language !== code) {
    await ocr.close();
    return { measured: false, reason: `no OCR data for the course language (${language}) is installed` };
  }
  const read = new Map<number, string[]>();
  try {
    for (let number = 1; number <= deck.slideCount; number++) {
      const image = await deck.renderSlide(number);
      // Only the real slide's picture says what it shows; a slide drawn from its text would measure the text against itself.
      if (deck.rendering === 'extracted-content') {
        return { measured: false, reason: 'the slides are drawn from their text (no LibreOffice), not pictures of the real slides' };
      }
      const items = await ocr.read(image.image, 1, image.height);
      read.set(number, items.map((item) => item.str));
      onSlide?.(number);
    }
  } finally {
    await ocr.close();
  }
  return { measured: true, bySlide: withoutFurniture(read) };
}

/** The slides' shown words less those on most slides of the deck. */
export function withoutFurniture(read: Map<number, string[]>): Map<number, string> {
  const slidesWith = new Map<string, number>();
  for (const words of read.values()) {
    for (const word of new Set(words.map(foldedWord))) slidesWith.set(word, (slidesWith.get(word) ?? 0) + 1);
  }
  const isFurniture = (word: string) => {
    const count = slidesWith.get(foldedWord(word)) ?? 0;
    return count >= 3 && count > read.size * furnitureShare;
  };
  return new Map([...read].map(([number, words]) => [number, words.filter((w) => !isFurniture(w)).join(' ')]));
}
