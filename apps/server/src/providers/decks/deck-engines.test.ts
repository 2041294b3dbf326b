import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, makePptx, sampleSlides } from '../../test/deck-fixtures.ts';
import { itWithLibreOffice, testSoffice } from '../../test/libreoffice.ts';
import { isDeckError } from './deck-error.ts';
import { detectDeckType } from './detect-deck-type.ts';
import { inspectPdf, joinWrappedLines, openPdfDeck } from './pdf-deck.ts';
import { PptxArchive } from './pptx-archive.ts';
import { openPptxDeck } from './pptx-deck.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-decks-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function deckError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(isDeckError(error)).toBe(true);
  return (error as Error).message;
}

/** Sets the declared (central directory) uncompressed size of the named entries. */
function patchDeclaredSize(zip: Buffer, prefix: string, size: number) {
  for (let at = 0; at < zip.length - 4; at++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) continue;
    const name = zip.subarray(at + 46, at + 46 + zip.readUInt16LE(at + 28)).toString();
    if (name.startsWith(prefix)) zip.writeUInt32LE(size, at + 24);
  }
  return zip;
}

describe('deck type by content', () => {
  it('knows PDF and PPTX by their bytes, whatever the name', async () => {
    expect(detectDeckType(makePdf(sampleSlides(1)))).toBe('pdf');
    expect(detectDeckType(Buffer.concat([Buffer.from('\n\n'), makePdf(sampleSlides(1))]))).toBe('pdf');
    expect(detectDeckType(await makePptx(sampleSlides(1)))).toBe('pptx');
    const docx = new JSZip();
    docx.file('[Content_Types].xml', '<Types/>');
    docx.file('word/document.xml', '<w:document/>');
    expect(detectDeckType(await docx.generateAsync({ type: 'nodebuffer' }))).toBeNull();
    expect(detectDeckType(Buffer.from('PK\x03\x04 truncated'))).toBeNull();
    expect(detectDeckType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

describe('PDF decks', () => {
  it('reads each page text and renders pages at 1280 px wide', async () => {
    const deck = await openPdfDeck(makePdf(sampleSlides(2)));
    expect(deck.slideCount).toBe(2);
    expect(deck.slides()[1]).toEqual({
      number: 2,
      title: 'Recognising phishing (2)',
      text: '- Know which data is confidential\n- lock your screen when you leave your desk\n- Report suspicious e-mails within one hour',
      notes: '',
    });
    const image = await deck.renderSlide(2);
    expect(image).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
    await deck.close();
  });

  it('joins bullets that the PDF wrapped onto several lines', () => {
    expect(joinWrappedLines(['Passwords', '- Use a long passphrase that you do not', 'use anywhere else', '- never share it.', 'Ask IT for help'])).toEqual([
      'Passwords',
      '- Use a long passphrase that you do not use anywhere else',
      '- never share it.',
      'Ask IT for help',
    ]);
  });

  it('names a damaged or password-protected PDF', async () => {
    expect(await deckError(inspectPdf(Buffer.from('%PDF-1.4\nnothing else')))).toMatch(/^The PDF (is damaged|could not be read)/);
    // A standard security handler whose user password is not empty.
    const pdf = makePdf(sampleSlides(1)).toString('latin1');
    const junk = `<${'A1'.repeat(32)}>`;
    const encrypted = pdf.replace(
      '/Root 1 0 R >>',
      `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O ${junk} /U ${junk} /P -4 >> /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] >>`,
    );
    expect(await deckError(inspectPdf(Buffer.from(encrypted, 'latin1')))).toBe('The PDF is password-protected. Upload a copy without a password.');
  });
});

describe('PPTX decks', () => {
  it('reads title, body, tables, grouped shapes and notes in presentation order', async () => {
    const deck = await openPptxDeck(await makePptx(sampleSlides(3), { withTable: true }), { workDir, soffice: null });
    expect(deck.slides().map((s) => s.title)).toEqual(['Information Security Basics', 'Recognising phishing (2)', 'Handling personal data (3)']);
    expect(deck.slides()[2]).toEqual({
      number: 3,
      title: 'Handling personal data (3)',
      text: [
        'Know which data is confidential',
        'lock your screen when you leave your desk',
        'Report suspicious e-mails within one hour',
        'Risk | Owner',
        'Phishing | Security team',
        'Grouped reminder text',
      ].join('\n'),
      notes: 'Remind people that mistakes happen and reporting quickly limits the damage.',
    });
    expect(deck.rendering).toBe('extracted-content');
    const image = await deck.renderSlide(3);
    expect(image).toMatchObject({ mimeType: 'image/png', width: 1280, height: 720 });
    expect(image.image.subarray(1, 4).toString()).toBe('PNG');
  });

  itWithLibreOffice('renders slides with LibreOffice when soffice is available (a fresh profile per conversion)', async () => {
    const soffice = testSoffice;
    expect(soffice, 'LibreOffice must be installed (apt-get install -y libreoffice-impress; .ci/run does it)').not.toBeNull();
    const pptx = await makePptx(sampleSlides(2));
    // Two conversions at once: a shared profile would make one of them produce nothing.
    const [a, b] = await Promise.all([openPptxDeck(pptx, { workDir, soffice }), openPptxDeck(pptx, { workDir, soffice })]);
    for (const deck of [a!, b!]) {
      expect(deck.rendering).toBe('libreoffice');
      expect(deck.slideCount).toBe(2);
      expect(deck.slides()[0]!.notes).toContain('mistakes happen');
      expect(await deck.renderSlide(2)).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
      await deck.close();
    }
    expect(fs.readdirSync(workDir)).toEqual([]);
  }, 120_000);

  it('refuses too many entries and too large declared sizes before inflating', async () => {
    const pptx = await makePptx(sampleSlides(1));
    const limits = { maxEntries: 5, maxDeclaredBytes: 1024 * 1024, maxInflatedBytes: 1024 * 1024 };
    expect(await deckError(PptxArchive.open(pptx, limits))).toMatch(/^The PPTX file has \d+ parts; at most 5 are accepted\.$/);
    const declared = patchDeclaredSize(Buffer.from(pptx), 'ppt/presentation.xml', 900 * 1024 * 1024);
    expect(await deckError(PptxArchive.open(declared))).toBe(
      'The PPTX file would unpack to 900 MB, more than the 512 MB allowed. It looks like a zip bomb or a damaged file.',
    );
  });

  it('stops inflating at the byte limit when the declared sizes lie', async () => {
    const zip = await JSZip.loadAsync(await makePptx(sampleSlides(1)));
    zip.file('ppt/slides/slide1.xml', `<p:sld>${' '.repeat(3 * 1024 * 1024)}</p:sld>`);
    const packed = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const lying = patchDeclaredSize(packed, 'ppt/slides/slide1.xml', 100);
    const limits = { maxEntries: 100, maxDeclaredBytes: 1024 * 1024, maxInflatedBytes: 1024 * 1024 };
    const archive = await PptxArchive.open(lying, limits);
    expect(await deckError(archive.readText('ppt/slides/slide1.xml'))).toBe(
      'The PPTX file unpacks to more than 1 MB of slide text; it looks like a zip bomb.',
    );
  });
});
