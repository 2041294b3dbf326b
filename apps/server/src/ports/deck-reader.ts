import type { ReviewReason } from '@complyra/core';
// What a module needs to read a deck (PDF or PPTX): its slides' text and each slide's picture. The readers
// in providers/decks implement it.

export type DeckType = 'pdf' | 'pptx';
export type SlideRendering = 'pdf' | 'libreoffice' | 'extracted-content';

/** One line of a slide as the reader understood it: a bullet at its level, or a table row of cells. */
export interface DeckLine {
  text: string;
  /** Bullet level: 0 top-level, 1 sub-point, … */
  level: number;
  /** A table row: its cells in order (the text joins them without pipes). */
  cells?: string[];
  /** A label placed in a diagram (SmartArt, a free-standing text box), not a bullet of a text body. */
  label?: boolean;
  /**
   * The block of the slide the line belongs to (a column, a box, a table, a figure with its caption),
   * numbered in the order a person reads them. Lines of different blocks are never joined.
   */
  block?: number;
  /**
   * The author marked the line (every run highlighted): on a quiz slide copied to reveal its answer, the
   * right choice.
   */
  marked?: boolean;
  /**
   * What OCR read inside a picture the slide embeds (a screenshot, a code listing's picture): the picture's
   * words, not the slide's. Shown, never said: narration says there is a picture to look at.
   */
  picture?: boolean;
}

export interface DeckSlideText {
  number: number;
  title: string;
  /** The slide's lines joined by newlines (what is stored and shown). */
  text: string;
  notes: string;
  /** The same lines with their levels and table cells, when the reader knows them. */
  lines?: DeckLine[];
  /** 'ocr' when the words were read from the slide's pixels. */
  source?: 'text' | 'ocr';
  /** Why the reader was unsure of the slide's words (OCR, low confidence, unreadable words left out). */
  review?: ReviewReason[];
}

export interface RenderedSlide {
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

export interface OpenedDeck {
  readonly slideCount: number;
  readonly rendering: SlideRendering;
  slides(): DeckSlideText[];
  renderSlide(number: number): Promise<RenderedSlide>;
  close(): Promise<void>;
}
