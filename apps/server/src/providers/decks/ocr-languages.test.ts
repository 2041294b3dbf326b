import { courseLanguageOptions } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { rasterisePdf } from '../../test/image-decks.ts';
import { openPdfDeck } from './pdf-deck.ts';
import { installedOcrLanguages, SlideOcr } from './slide-ocr.ts';

// Pictures of text are read with the recognition data of the course's language, installed for every
// language the course form offers (without it a page is read with the English data and mended after).
const germanLines = [
  { text: 'Größere Sicherheit für alle', size: 36, y: 440 },
  { text: '• Überprüfen Sie den Absender', size: 24, y: 360 },
  { text: '• Öffnen Sie keine fremden Anhänge', size: 24, y: 310 },
  { text: '• Melden Sie verdächtige Nachrichten', size: 24, y: 260 },
];
async function germanPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([960, 540]);
  for (const line of germanLines) page.drawText(line.text, { x: 60, y: line.y, size: line.size, font });
  return Buffer.from(await pdf.save());
}

describe('OCR in the course language', () => {
  it('has recognition data for every language the course form offers', () => {
    const codes = { en: 'eng', es: 'spa', de: 'deu', fr: 'fra', it: 'ita', pt: 'por', nl: 'nld' } as Record<string, string>;
    const offered = courseLanguageOptions.map((o) => o.value).filter((v) => v !== 'auto');
    // Every offered language has a code here: a new one in the form must bring its data too.
    expect(offered.filter((language) => !codes[language])).toEqual([]);
    for (const language of offered) expect(installedOcrLanguages()).toContain(codes[language]);
    expect(new SlideOcr('de').language).toBe('deu');
  });

  it('reads a German picture of text with its umlauts and ß', async () => {
    const deck = await openPdfDeck(await rasterisePdf(await germanPdf()), 'pdf', { ocr: () => new SlideOcr('de') });
    const [slide] = deck.slides();
    await deck.close();
    expect(slide?.source).toBe('ocr');
    expect(slide?.title).toBe('Größere Sicherheit für alle');
    for (const word of ['Überprüfen', 'Öffnen', 'Anhänge', 'verdächtige']) expect(slide?.text).toContain(word);
  }, 60_000);
});
