import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourseModel } from '../../course-model/build-course-model.ts';
import { makeLayoutPdf, makePdf, sampleSlides } from '../../test/deck-fixtures.ts';
import { decksDir } from '../../test/deck-course.ts';
import { makePhotoSectionPdf, rasterisePdf } from '../../test/image-decks.ts';
import { phishingDeckPages } from '../../test/phishing-deck.ts';
import { DeckReaders } from './deck-process.ts';
import { ocrReview, openPdfDeck } from './pdf-deck.ts';
import { ownProcessorMs } from '../../lib/processor-time.ts';
import { installedOcrLanguages, SlideOcr } from './slide-ocr.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-ocr-'));
const readers = new DeckReaders();
afterAll(() => {
  readers.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}%]+/gu) ?? [];
/** Share of the known words (with repeats) found again in what OCR read. */
function recovered(known: string, read: string): number {
  const left = new Map<string, number>();
  for (const word of words(read)) left.set(word, (left.get(word) ?? 0) + 1);
  const all = words(known);
  const found = all.filter((word) => {
    const count = left.get(word) ?? 0;
    if (count > 0) left.set(word, count - 1);
    return count > 0;
  });
  return found.length / all.length;
}

const textDeck = makeLayoutPdf(phishingDeckPages);
let imageDeck: Buffer;
beforeAll(async () => {
  imageDeck = await rasterisePdf(textDeck);
}, 60_000);

describe('slides whose words exist only as pixels', () => {
  it('reads an image-only PDF of a known deck back: the same titles and at least 90% of its words, recorded as OCR', async () => {
    const known = (await openPdfDeck(textDeck)).slides();
    const deck = await openPdfDeck(imageDeck, 'pdf', { ocr: (hint) => new SlideOcr(hint) });
    const slides = deck.slides();
    expect(slides.map((s) => s.title)).toEqual(known.map((s) => s.title));
    expect(slides.every((s) => s.source === 'ocr')).toBe(true);
    for (const [i, slide] of slides.entries()) {
      expect(recovered(`${known[i]!.title} ${known[i]!.text}`, `${slide.title} ${slide.text}`), slide.title).toBeGreaterThanOrEqual(0.9);
    }
    const all = (list: typeof slides) => list.map((s) => `${s.title} ${s.text}`).join(' ');
    expect(recovered(all(known), all(slides))).toBeGreaterThanOrEqual(0.95);
    // The reading rules apply to OCR'd lines too: wrapped bullets join, terms keep their definitions.
    expect(slides[1]!.text.split('\n')[0]).toBe('Phishing: an e-mail, message or call that tricks you into revealing passwords or paying money');
    expect(slides[3]!.text).toContain('70% of reported attempts are phishing e-mails');
    // The course model records where each slide's words came from.
    expect(buildCourseModel(slides).slides.every((s) => s.source === 'ocr')).toBe(true);
    await deck.close();
  }, 120_000);

  it('reads the caption of a section slide that is a photo with its caption drawn in', async () => {
    const deck = await openPdfDeck(await makePhotoSectionPdf('Part 2: Reporting incidents'), 'pdf', { ocr: (hint) => new SlideOcr(hint) });
    expect(deck.slides()[0]).toMatchObject({ title: 'Part 2: Reporting incidents', text: '', source: 'ocr' });
    await deck.close();
  }, 60_000);

  it('reads the slide picture of a notes page and keeps the notes from its text layer', async () => {
    // Two pages of a real deck printed as notes pages: the slide is a picture, the notes are text.
    const source = await PDFDocument.load(fs.readFileSync(path.join(decksDir, 'nist-oscal-overview-2017-notes-pages.pdf')));
    const twoPages = await PDFDocument.create();
    for (const page of await twoPages.copyPages(source, [1, 3])) twoPages.addPage(page);
    const deck = await openPdfDeck(Buffer.from(await twoPages.save()), 'pdf', { ocr: (hint) => new SlideOcr(hint) });
    const [questions, challenges] = deck.slides();
    expect(questions).toMatchObject({ title: 'Questions to address', source: 'ocr' });
    expect(questions!.text.split('\n')).toEqual([
      'Why is OSCAL needed?',
      'How will OSCAL be available for adoption and usage?',
      'What is the initial scope of the OSCAL project?',
      'What are the major challenges within the initial scope?',
      'What is the current status of the OSCAL project?',
      'What is the future vision for OSCAL?',
    ]);
    expect(questions!.notes).toMatch(/^Today I will address a handful of questions/);
    expect(challenges).toMatchObject({ title: 'Major challenges in security controls', source: 'ocr' });
    expect(challenges!.text).toContain('A single system may be subject to several regulatory frameworks');
    expect(challenges!.notes).toMatch(/^In OSCAL we're trying to deal with a number of challenges/);
    await deck.close();
  }, 120_000);

  it('never starts OCR for pages whose text layer holds what they show', async () => {
    let started = 0;
    for (const pdf of [makePdf(sampleSlides(3)), textDeck]) {
      const deck = await openPdfDeck(pdf, 'pdf', {
        ocr: (hint) => {
          started++;
          return new SlideOcr(hint);
        },
      });
      expect(deck.slides().every((s) => s.source === 'text' && s.review === undefined)).toBe(true);
      await deck.close();
    }
    expect(started).toBe(0);
  });

  it('leaves pages unread and says so when OCR would pass the time limit', async () => {
    const warnings: string[] = [];
    const deck = await openPdfDeck(imageDeck, 'pdf', { ocr: (hint) => new SlideOcr(hint), ocrUntil: ownProcessorMs(), onWarning: (w) => warnings.push(w) });
    expect(deck.slides().every((s) => s.source === 'text' && !s.title && !s.text)).toBe(true);
    expect(warnings).toEqual(['9 slide(s) without a text layer were not read by OCR: reading them would pass the deck reader\'s time limit.']);
    await deck.close();
  });

  it('reads the pages it had no time for a step at a time, one page at least, until every page is read', async () => {
    const known = (await openPdfDeck(textDeck)).slides();
    const warnings: string[] = [];
    const ocr = (hint: string | null) => new SlideOcr(hint);
    const deck = await openPdfDeck(imageDeck, 'pdf', { ocr, ocrUntil: ownProcessorMs(), ocrInSteps: true, onWarning: (w) => warnings.push(w) });
    expect(deck.ocrLeft).toBe(9);
    const left: number[] = [];
    // No time at all: each step still reads one page, so the deck process's requests always get on.
    while (deck.ocrLeft > 0) left.push(await deck.readMore(ownProcessorMs()));
    expect(left).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(deck.slides().map((s) => s.title)).toEqual(known.map((s) => s.title));
    expect(deck.slides().every((s) => s.source === 'ocr')).toBe(true);
    expect(warnings).toEqual([]);
    await deck.close();
  }, 120_000);

  it('reads with the installed language data only: the course language when installed, else English', () => {
    expect(installedOcrLanguages()).toContain('eng');
    expect(new SlideOcr('fr', ['eng']).language).toBe('eng');
    expect(new SlideOcr('fr', ['eng', 'fra']).language).toBe('fra');
    expect(new SlideOcr(null, ['eng', 'fra']).language).toBe('eng');
    expect(new SlideOcr(null, []).available).toBe(false);
  });

  it('runs inside the bounded deck process and writes no language data to disk', async () => {
    const before = new Set(fs.readdirSync(process.cwd()));
    const deck = await readers.open(imageDeck, 'pdf', { workDir, soffice: null });
    const slides = deck.slides();
    expect(slides[0]).toMatchObject({ title: 'Phishing Awareness Training', text: 'Presented by the Security Team', source: 'ocr' });
    expect(slides[8]).toMatchObject({ title: 'Thank You', source: 'ocr' });
    await deck.close();
    expect(fs.readdirSync(process.cwd()).filter((name) => !before.has(name))).toEqual([]);
  }, 120_000);
});

const ocrFixture = (name: string) => fs.readFileSync(path.join(decksDir, 'ocr', name));
const withOcr = { ocr: (hint: string | null) => new SlideOcr(hint) };
/** Words of more than 20 letters: runs OCR glued together. */
const gluedRuns = (text: string) => text.match(/\p{L}{21,}/gu) ?? [];

describe('text drawn as shapes, and pictures of text at a low resolution', () => {
  const englishSlides = [
    {
      title: 'Spotting a phishing email',
      text: 'Attackers pretend to be legitimate senders\nCheck the sender address before you reply\nNever open attachments you did not expect\nReport suspicious messages to the security team',
    },
    {
      title: 'Strong passwords',
      text: 'Use a different password for every account\nA good password has at least twelve characters\nStore passwords in the company password manager\nTurn on multi-factor authentication everywhere',
    },
  ];

  it('reads slides whose words are vector outlines (no text layer at all) by OCR, word for word', async () => {
    const deck = await openPdfDeck(ocrFixture('ocr-outlined-en.pdf'), 'pdf', withOcr);
    expect(deck.slides().map(({ title, text }) => ({ title, text }))).toEqual(englishSlides);
    expect(deck.slides().map((s) => [s.source, s.review])).toEqual([
      ['ocr', [{ code: 'ocr', message: 'Read by OCR from the slide\'s picture.' }]],
      ['ocr', [{ code: 'ocr', message: 'Read by OCR from the slide\'s picture.' }]],
    ]);
    await deck.close();
  }, 120_000);

  it('ends the OCR engine between pages when memory runs high, and reads the next page with a new one', async () => {
    class CountedOcr extends SlideOcr {
      ended = 0;
      override async close() {
        this.ended++;
        await super.close();
      }
    }
    let engine: CountedOcr | null = null;
    let asked = 0;
    const deck = await openPdfDeck(ocrFixture('ocr-outlined-en.pdf'), 'pdf', {
      ocr: (hint) => (engine = new CountedOcr(hint)),
      memoryHigh: () => ++asked > 0,
    });
    expect(asked).toBe(2);
    // Ended after each of the two pages, then once more with the deck's reading.
    expect(engine!.ended).toBe(3);
    expect(deck.slides().map(({ title, text }) => ({ title, text }))).toEqual(englishSlides);
    await deck.close();
  }, 120_000);

  it('reads by OCR the slides whose text layer has only their bullet signs, though it has characters', async () => {
    // The text layer alone: the bullet signs, nothing of what the slides say (the slide number is left out).
    const textLayer = await openPdfDeck(ocrFixture('ocr-outlined-bullets-de.pdf'));
    expect(textLayer.slides().map((s) => `${s.title} ${s.text}`.replace(/\s+/g, ' ').trim())).toEqual(['Ø Ø Ø Ø', 'Ø Ø Ø Ø']);
    await textLayer.close();

    const deck = await openPdfDeck(ocrFixture('ocr-outlined-bullets-de.pdf'), 'pdf', withOcr);
    const [passwords, phishing] = deck.slides();
    // Read with the German recognition data (the deck's language, its data installed): every word as written.
    expect(passwords).toMatchObject({ title: 'Sicherer Umgang mit Passwörtern', source: 'ocr' });
    expect(passwords!.text.split('\n')).toEqual([
      'Verwenden Sie für jedes Konto ein eigenes Passwort',
      'Ein gutes Passwort hat mindestens zwölf Zeichen',
      'Geben Sie Ihr Passwort niemals am Telefon weiter',
      'Melden Sie verdächtige Anfragen sofort der IT',
    ]);
    expect(phishing).toMatchObject({ title: 'Phishing erkennen', source: 'ocr' });
    expect(phishing!.text.split('\n')).toEqual([
      'Prüfen Sie den Absender jeder Nachricht genau',
      'Öffnen Sie keine unerwarteten Anhänge',
      'Klicken Sie nicht auf Links in dringenden Nachrichten',
      'Im Zweifel fragen Sie Ihre Kollegen',
    ]);
    await deck.close();
  }, 120_000);

  it('reads 80 dpi pictures of slides into the words they show: dictionary words, no glued runs', async () => {
    const deck = await openPdfDeck(ocrFixture('ocr-imageonly-80dpi-en.pdf'), 'pdf', withOcr);
    const slides = deck.slides();
    expect(slides.map(({ title, text }) => ({ title, text }))).toEqual(englishSlides);
    expect(slides.every((s) => s.source === 'ocr' && gluedRuns(`${s.title} ${s.text}`).length === 0)).toBe(true);
    await deck.close();
  }, 120_000);

  it('tells an admin why a slide read by OCR may need a look, in one sentence each', () => {
    expect(ocrReview(0, 91)).toEqual([{ code: 'ocr', message: 'Read by OCR from the slide\'s picture.' }]);
    expect(ocrReview(4, 62)).toEqual([
      { code: 'ocr', message: 'Read by OCR from the slide\'s picture.' },
      { code: 'low-confidence', message: 'OCR was unsure of some words (average confidence 62%).' },
      { code: 'unreadable-words', message: '4 unreadable words were left out.', count: 4 },
    ]);
    expect(ocrReview(1, null).at(-1)).toEqual({ code: 'unreadable-words', message: '1 unreadable word was left out.', count: 1 });
  });

  it('reads words drawn as shapes inside the bounded deck process, its memory within the limit', async () => {
    const bounded = new DeckReaders({ memoryMb: 768, seconds: 120 });
    try {
      const deck = await bounded.open(ocrFixture('ocr-outlined-en.pdf'), 'pdf', { workDir, soffice: null, language: 'en' });
      expect(deck.slides().map((s) => s.title)).toEqual(['Spotting a phishing email', 'Strong passwords']);
      expect((await deck.renderSlide(2)).width).toBe(1280);
      await deck.close();
    } finally {
      bounded.close();
    }
  }, 120_000);
});

describe('the OWASP deck with its text drawn as outlines, read by OCR', () => {
  // Five pages of the real deck (fixtures/decks/ATTRIBUTION.md): the logo line on every slide, faint black text on boxes
  // filled almost black, a bar chart with a log axis, titles wrapped over two lines at the top right.
  let slides: Awaited<ReturnType<typeof openPdfDeck>> extends { slides(): infer S } ? S : never;
  beforeAll(async () => {
    const deck = await openPdfDeck(ocrFixture('owasp-top10-2013-outlined-5-pages.pdf'), 'pdf', withOcr);
    slides = deck.slides();
    await deck.close();
  }, 180_000);

  it('leaves out the logo line and takes the real title, both lines of it', () => {
    expect(slides.map((s) => s.title).filter((t) => /Open Web Application/.test(t))).toEqual([]);
    expect(slides.map((s) => `${s.title}\n${s.text}`).filter((t) => /Open Web Application/.test(t))).toEqual([]);
    expect(slides[0]!.title).toMatch(/^About the OWASP\.? Top 10$/);
    expect(slides[3]!.title).toMatch(/Avoiding Injection Flaws$/);
  });

  it('reads the faint black text on the dark boxes', () => {
    expect(slides[0]!.text).toContain('Not a standard');
    expect(slides[2]!.text).toContain('Used more sources of vulnerability data');
    expect(slides[3]!.text).toContain('Bind variables allow the interpreter to distinguish');
  });

  it('leaves the chart\'s axis out, keeps the table beside it, and says the chart was not read out', () => {
    const chart = slides[4]!;
    expect(chart.text).not.toMatch(/10,000,000|100,000\b/);
    expect(chart.text).toContain('Organizations 61,807');
    expect(chart.review?.map((r) => r.code)).toContain('chart-skipped');
  });
});

describe('light text on coloured boxes and 80 dpi pictures, read by OCR', () => {
  it('reads the white words on each coloured box as a line of its own, as outlines and as an 80 dpi picture', async () => {
    const deck = await openPdfDeck(ocrFixture('ocr-light-boxes-en.pdf'), 'pdf', withOcr);
    const expected = {
      title: 'Four steps of incident response',
      text: 'Detect the attack early\nContain the damage\nRecover the systems\nReview what happened\nCall the security desk at once',
    };
    expect(deck.slides().map(({ title, text }) => ({ title, text }))).toEqual([expected, expected]);
    await deck.close();
  }, 120_000);

  it('reads the Top 10 grid of the outlined OWASP deck, and a title beside the logo without the logo\'s word', async () => {
    const deck = await openPdfDeck(ocrFixture('owasp-top10-2013-outlined-3-pages.pdf'), 'pdf', withOcr);
    const [grid, transport, redirects] = deck.slides();
    // Before: 'ASP Top Ten 013' and nothing of the boxes. A centred label keeps its wrapped line ('A7: Missing' +
    // 'Function', centred-wraps.ts).
    for (const box of ['A6: Sensitive Data Exposure', 'A7: Missing Function', 'A9: Using Known Vulnerable', 'Unvalidated Redirects and Forwards']) {
      expect(grid!.text.split('\n')).toContain(box);
    }
    // The logo's "OWASP" beside the title's last line is no part of it (before: 'Transport Layer OWASP Protection').
    expect(transport!.title).toMatch(/^Transport Layer( Protection)?$/);
    // "Unvalidated" as read, not mended to "Invalidated".
    expect(`${redirects!.title}\n${redirects!.text}`).toMatch(/\bUnvalidated Redirects\b/);
    expect(`${redirects!.title}\n${redirects!.text}`).not.toMatch(/\bInvalidated\b/);
    await deck.close();
  }, 180_000);

  it('reads 80 dpi slide pictures: a one-word point beside a map, white labels on coloured columns', async () => {
    const deck = await openPdfDeck(ocrFixture('ms-intro-git-github-imageonly-2-pages.pdf'), 'pdf', withOcr);
    const [versions, columns] = deck.slides();
    expect(versions).toMatchObject({ title: 'What is Version Control?', text: 'Time\nWho took it\nState and Location of pieces' });
    expect(columns!.title).toBe('How Git works?');
    for (const label of ['Working', 'Staging Area', 'Local Repository']) expect(columns!.text.split('\n')).toContain(label);
    await deck.close();
  }, 180_000);
});
