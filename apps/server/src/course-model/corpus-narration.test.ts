import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPdfDeck } from '../providers/decks/pdf-deck.ts';
import { openPptxDeck } from '../providers/decks/pptx-deck.ts';
import { makePhishingPdf } from '../test/phishing-deck.ts';
import { reviewDeckNarration } from './review-deck-narration.ts';

// Every deck of the corpus (real public decks, see fixtures/decks/ATTRIBUTION.md) and the phishing deck
// go through the real reader, the course model and the built-in narrator; every check holds on every slide.

const corpus = path.join(import.meta.dirname, '../test/fixtures/decks');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-corpus-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const decks = fs.readdirSync(corpus).filter((f) => /\.(pdf|pptx)$/.test(f));
const details = {
  courseDescription: 'Training material for our teams.',
  learningObjectives: ['Explain the main risks', 'Report incidents quickly'],
  organizationName: 'Acme Logistics',
  pointsOfContact: [{ role: 'Security Officer', name: 'Dana Smith', contact: 'dana@acme.test' }],
};

async function review(name: string, body: Buffer) {
  const deck = name.endsWith('.pdf') ? await openPdfDeck(body) : await openPptxDeck(body, { workDir, soffice: null });
  const result = reviewDeckNarration(deck.slides(), { courseTitle: name.replace(/\.\w+$/, ''), ...details });
  await deck.close();
  return result;
}

describe('narration of real decks', () => {
  it('has all six corpus decks', () => {
    expect(decks).toHaveLength(6);
  });

  it.each([...decks, 'phishing-awareness.pdf'])('%s: every slide passes every check, coverage ≥ 0.9, contact once', async (name) => {
    const body = name === 'phishing-awareness.pdf' ? makePhishingPdf() : fs.readFileSync(path.join(corpus, name));
    const result = await review(name, body);
    const flagged = result.slides
      .filter((s) => !s.report.passed)
      .map((s) => `slide ${s.slide.number}: ${s.report.results.filter((r) => !r.passed).flatMap((r) => r.problems).join('; ')}`);
    expect(flagged).toEqual([]);
    const mean = result.slides.reduce((sum, s) => sum + s.report.coverage, 0) / result.slides.length;
    expect(mean).toBeGreaterThanOrEqual(0.9);
    expect(result.contact.passed).toBe(true);
    // No slide says another slide's notes (a build-up or answer slide copied with the notes of the one before).
    expect(result.notes.problems).toEqual([]);
    expect(result.slides.filter((s) => s.narration.includes('Dana Smith'))).toHaveLength(1);
    expect(result.slides.every((s) => s.narration.trim().length > 0)).toBe(true);
  }, 120_000);

  it('reads the Spanish deck in Spanish and the Hebrew deck in its own words and order', async () => {
    const es = await review('es.pptx', fs.readFileSync(path.join(corpus, 'ms-regression-tidymodels-es.pptx')));
    expect(es.course.language).toBe('es');
    expect(es.slides[2]!.narration).toMatch(/^(Veamos|Ahora pasamos a|Esta diapositiva trata de) objetivos de aprendizaje\./);
    const he = await review('he.pptx', fs.readFileSync(path.join(corpus, 'owasp-top10-2017-hebrew.pptx')));
    expect(he.course.language).toBe('he');
    const english = /\b(Let's|This slide|Welcome|Make sure|Here you see|The points here)\b/;
    expect(he.slides.filter((s) => english.test(s.narration))).toEqual([]);
    // Right to left: the slide's sentences come in the slide's own order.
    expect(he.slides[2]!.narration.indexOf('הקדמה')).toBeLessThan(he.slides[2]!.narration.indexOf('תוכנות בלתי מאובטחות'));
  }, 120_000);
});
