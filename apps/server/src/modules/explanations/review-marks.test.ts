import type { SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { reviewMarks } from './review-marks.ts';

const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const });
const ocr = { code: 'ocr' as const, message: 'Read by OCR from the slide\'s picture.' };
const lowConfidence = { code: 'low-confidence' as const, message: 'OCR was unsure of some words.' };

const readByOcr: SlideModel = {
  number: 2,
  title: 'Strong passwords',
  role: 'content',
  points: [statement('Use a passphrase of at least 14 characters')],
  notes: '',
  source: 'ocr',
  review: [ocr, lowConfidence, ocr],
};
const fullSlide: SlideModel = {
  ...readByOcr,
  number: 3,
  source: 'text',
  review: [],
  points: Array.from({ length: 6 }, (_, i) => statement(`Rule ${i + 1}: lock the screen, shred printed documents, report lost badges`)),
};

describe('review marks of a slide\'s narration', () => {
  it('carries the reasons the reader stored with the slide, each once', () => {
    expect(reviewMarks(readByOcr, { explanation: 'Use a passphrase of at least 14 characters.', isApproved: false }, 'en')).toEqual([ocr, lowConfidence]);
  });

  it('adds little-said when the narration says much less than a full slide shows', () => {
    expect(reviewMarks(fullSlide, { explanation: 'Here are some rules.', isApproved: false }, 'en')).toEqual([
      { code: 'little-said', message: 'The narration says little of what the slide shows: 1 of the slide\'s 11 main words.' },
    ]);
  });

  it('has none once an admin approved the text, whatever the reader was unsure of', () => {
    expect(reviewMarks(readByOcr, { explanation: 'Short.', isApproved: true }, 'en')).toEqual([]);
    expect(reviewMarks(fullSlide, { explanation: 'Here are some rules.', isApproved: true }, 'en')).toEqual([]);
  });

  it('has none for a narration without a slide', () => {
    expect(reviewMarks(undefined, { explanation: 'Text.', isApproved: false }, 'en')).toEqual([]);
  });
});
