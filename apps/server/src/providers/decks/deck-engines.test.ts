import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, makePptx, makeSlidesWithNotesPdf, sampleSlides } from '../../test/deck-fixtures.ts';
import { itWithLibreOffice, testSoffice } from '../../test/libreoffice.ts';
import { isDeckError } from './deck-error.ts';
import { detectDeckType } from './detect-deck-type.ts';
import { makePhishingPdf } from '../../test/phishing-deck.ts';
import { rejoinLetterRuns } from './deck-lines.ts';
import { inspectPdf, openPdfDeck } from './pdf-deck.ts';
import { readPdfPage } from './pdf-page-text.ts';
import { PptxArchive } from './pptx-archive.ts';
import { openPptxDeck } from './pptx-deck.ts';

const corpus = path.join(import.meta.dirname, '../../test/fixtures/decks');
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
    expect(deck.slides()[1]).toMatchObject({
      number: 2,
      title: 'Recognising phishing (2)',
      text: 'Know which data is confidential\nlock your screen when you leave your desk\nReport suspicious e-mails within one hour',
      notes: '',
    });
    const image = await deck.renderSlide(2);
    expect(image).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
    await deck.close();
  });

  it('reads a real export: two-line titles, wrapped bullets, terms with definitions, figures kept whole', async () => {
    const deck = await openPdfDeck(makePhishingPdf());
    const slides = deck.slides();
    expect(slides.map((s) => s.title)).toEqual([
      'Phishing Awareness Training',
      'What is phishing?',
      'Protective measures',
      'Phishing in numbers',
      'Signs of a phishing e-mail',
      'What to do if you fall victim?',
      'Reporting suspicious e-mails',
      'Remember',
      'Thank You',
    ]);
    expect(slides[1]!.text.split('\n')).toEqual([
      'Phishing: an e-mail, message or call that tricks you into revealing passwords or paying money',
      'Vishing: phishing by phone call',
      'Smishing: phishing by text message (SMS or chat apps)',
    ]);
    expect(slides[2]!.text).toContain('Use two-factor authentication (2FA) against cyber-attacks on your accounts');
    expect(slides[2]!.text).toContain('Never share your password, e.g. by e-mail or phone');
    expect(slides[3]!.text.split('\n').map((l) => l.split(' ')[0])).toEqual(['70%', '20%', '8%', '2%']);
    expect(slides[7]!.lines!.map((l) => l.level)).toEqual([0, 0, 1]);
    expect(slides[8]).toMatchObject({ title: 'Thank You', text: '' });
    await deck.close();
  });

  it('joins pdf.js items by their gap, not a blind space, and finds the title by its font size', () => {
    const item = (str: string, x: number, y: number, size = 20) => ({ str, x, y, size, width: str.length * size * 0.5 });
    const page = readPdfPage(
      [
        item('Stay safe', 60, 480, 20),
        item('Protect', 60, 430, 36),
        item('your data', 60, 390, 36),
        item('cyber', 80, 300), item('-', 130, 300), item('attack', 140, 300),
        item('Definition', 80, 260), item(':', 180, 260), item('A', 195, 260), item('trick', 215, 260),
        item('70', 80, 220), item('%', 100, 220), item('of', 125, 220), item('e-mails', 150, 220),
        item('P h i s h i n g', 80, 180),
        item('12', 900, 10, 10),
      ],
      { width: 960, height: 540, images: 0 },
    );
    expect(page.title).toBe('Protect your data');
    expect(page.lines.map((l) => l.text)).toEqual(['Stay safe', 'cyber-attack', 'Definition: A trick', '70% of e-mails', 'Phishing']);
  });

  it('never cuts a title: a long block in the largest font, or a long text-only page, is body text, whole', () => {
    const item = (str: string, x: number, y: number, size = 20) => ({ str, x, y, size, width: str.length * size * 0.5 });
    const first = 'This course explains how every one of us contributes to the overall security awareness of the organisation,';
    const second = 'how to recognise a suspicious message, and what to report to the security team within one hour';
    const geometry = { width: 960, height: 540, images: 0 };
    const textOnly = readPdfPage([item(first, 60, 400, 24), item(second, 60, 370, 24)], geometry);
    expect(textOnly).toMatchObject({ title: '', text: `${first} ${second}` });
    const aboveBody = readPdfPage([item(first, 60, 480, 32), item(second, 60, 440, 32), item('Report within one hour', 80, 300)], geometry);
    expect(aboveBody).toMatchObject({ title: '', text: `${first} ${second}\nReport within one hour` });
    const short = readPdfPage([item('Protect your data', 60, 480, 36), item('Report within one hour', 80, 300)], geometry);
    expect(short).toMatchObject({ title: 'Protect your data', text: 'Report within one hour' });
  });

  it('keeps notes as notes on Keynote exports with presenter notes under each slide', async () => {
    const notes = [
      'Start by asking who has received a suspicious e-mail this month. Most hands go up, which shows how common these attempts are.',
      'Walk through each sign slowly. Stress that one sign alone is reason enough to stop and check.',
    ];
    const deck = await openPdfDeck(
      makeSlidesWithNotesPdf([
        { title: 'Why phishing matters', bullets: ['Most attacks start with an e-mail', 'One click can expose the whole company'], notes: notes[0] },
        { title: 'Signs of a phishing e-mail', bullets: ['Urgent language', 'Unexpected attachments', 'A sender you do not know'], notes: notes[1] },
      ]),
    );
    expect(deck.slides()).toEqual([
      {
        number: 1,
        title: 'Why phishing matters',
        text: 'Most attacks start with an e-mail\nOne click can expose the whole company',
        notes: notes[0],
        lines: [
          { text: 'Most attacks start with an e-mail', level: 0, block: 0 },
          { text: 'One click can expose the whole company', level: 0, block: 0 },
        ],
        source: 'text',
      },
      expect.objectContaining({ number: 2, title: 'Signs of a phishing e-mail', text: 'Urgent language\nUnexpected attachments\nA sender you do not know', notes: notes[1] }),
    ]);
    await deck.close();
  });

  it('keeps notes as notes on PDFs printed as notes pages, and joins notes that overflow onto the next page', async () => {
    const deck = await openPdfDeck(fs.readFileSync(path.join(corpus, 'nist-oscal-overview-2017-notes-pages.pdf')));
    expect(deck.slideCount).toBe(26);
    const slides = deck.slides();
    expect(slides[2]).toMatchObject({ title: '', text: '' });
    expect(slides[2]!.notes).toMatch(/^We're using a handful of terms in the presentation\. Control refers to any safeguard/);
    expect(slides[2]!.notes).toContain('800-53 definition');
    expect(slides[3]!.notes).toContain('requirements for some organizations that have multiple regulatory frameworks.');
    await deck.close();
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
    expect(deck.slides()[2]).toMatchObject({
      number: 3,
      title: 'Handling personal data (3)',
      text: [
        'Know which data is confidential',
        'lock your screen when you leave your desk',
        'Report suspicious e-mails within one hour',
        'Risk, Owner',
        'Phishing, Security team',
        'Grouped reminder text',
      ].join('\n'),
      notes: 'Remind people that mistakes happen and reporting quickly limits the damage.',
    });
    expect(deck.rendering).toBe('extracted-content');
    const image = await deck.renderSlide(3);
    expect(image).toMatchObject({ mimeType: 'image/png', width: 1280, height: 720 });
    expect(image.image.subarray(1, 4).toString()).toBe('PNG');
  });

  it('reads SmartArt from its diagram part, keeps untitled slides untitled, tables as cells, notes whole', async () => {
    const owasp = await openPptxDeck(fs.readFileSync(path.join(corpus, 'owasp-top10-2013-talk.pptx')), { workDir, soffice: null });
    const slides = owasp.slides();
    expect(slides[0]!.title).toBe('');
    expect(slides[1]!.text.split('\n').slice(0, 3)).toEqual(['OWASP Top 10 is an Awareness Document', 'Not a standard…', 'First developed in 2003']);
    expect(slides[6]!.lines![1]).toEqual({ text: '2010-A1 – Injection, 2013-A1 – Injection', level: 0, block: 0, cells: ['2010-A1 – Injection', '2013-A1 – Injection'] });
    expect(slides.every((s) => !s.title.includes('|') && !s.text.includes('|'))).toBe(true);
    await owasp.close();
    const git = await openPptxDeck(fs.readFileSync(path.join(corpus, 'ms-intro-git-github.pptx')), { workDir, soffice: null });
    expect(git.slides()[0]!.notes.split('\n').length).toBeGreaterThan(4);
    await git.close();
  });

  it('never cuts a title: a long paragraph in the title box is body text, whole', async () => {
    const paragraph =
      'This course explains how every one of us contributes to the overall security awareness of the organisation, how to recognise a suspicious message, and what to report to the security team within one hour';
    expect(paragraph.length).toBeGreaterThan(200);
    const bullets = ['Know which data is confidential'];
    const pptx = await makePptx([{ title: paragraph, bullets }, { title: paragraph.slice(0, 199), bullets }]);
    const deck = await openPptxDeck(pptx, { workDir, soffice: null });
    expect(deck.slides()[0]).toMatchObject({ title: '', text: `${paragraph}\nKnow which data is confidential` });
    expect(deck.slides()[1]).toMatchObject({ title: paragraph.slice(0, 199), text: 'Know which data is confidential' });
  });

  it('puts text split into single letters back into words', () => {
    expect(rejoinLetterRuns('P h i s h i n g attacks are common')).toBe('Phishing attacks are common');
    expect(rejoinLetterRuns('Plan A or B')).toBe('Plan A or B');
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
