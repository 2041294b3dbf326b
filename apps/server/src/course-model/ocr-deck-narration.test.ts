import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPdfDeck } from '../providers/decks/pdf-deck.ts';
import { SlideOcr } from '../providers/decks/slide-ocr.ts';
import { decksDir } from '../test/deck-course.ts';
import { narrationSentences } from './narration-checks.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// Real pages of the outlined OWASP deck (text drawn as shapes, read by OCR; fixtures/decks/ATTRIBUTION.md)
// through the reader, the course model and the narrator: the Top 10 grid, whose boxes OCR glues across.

const ocrFixture = (name: string) => fs.readFileSync(path.join(decksDir, 'ocr', name));
const details = { courseTitle: 'OWASP Top 10', courseDescription: '', learningObjectives: [], organizationName: null, pointsOfContact: [] };

describe('the outlined OWASP deck\'s Top 10 grid, read by OCR', () => {
  it('is said as numbered boxes by those the deck confirms, never as glued boxes or cut words', async () => {
    const deck = await openPdfDeck(ocrFixture('owasp-top10-2013-outlined-3-pages.pdf'), 'pdf', { ocr: (hint) => new SlideOcr(hint) });
    // The grid is the fixture's first page: a typed opening slide goes before it, as in the deck.
    const opening = { number: 1, title: 'OWASP Top-10 2013', text: 'Dave Wichers\nOWASP Top 10 Project Lead', notes: '' };
    const read = deck.slides().map((slide) => ({ ...slide, number: slide.number + 1 }));
    await deck.close();
    // The deck's later slides name the risks one by one: they confirm the boxes OCR read whole.
    const later = ['2013-A1 – Injection', '2013-A6 – Sensitive Data Exposure'].map((title, i) => ({
      number: read.length + 2 + i, title, text: 'What it is, how it is exploited and how to avoid it', notes: '',
    }));
    const grid = reviewDeckNarration([opening, ...read, ...later], details).slides[1]!.narration;
    expect(grid).toMatch(/^The slide sets out numbered items in boxes, among them /);
    expect(grid).toContain('A6: Sensitive Data Exposure');
    // Before: "A5 means security ion.", "A9 means using Known Vulnerable.", "Session Man sent."
    expect(grid).not.toMatch(/\bmeans\b|Session Man|Using Known Vulnerable\./);
    expect(narrationSentences(grid)).toHaveLength(1);
  }, 240_000);
});
