import { describe, expect, it } from 'vitest';
import type { DeckLine } from '../../ports/deck-reader.ts';
import { figuresSlide, fourColumnSlide, type LayoutSlide, makeLayoutSlidesPdf, makeLayoutSlidesPptx, placeholderSlide, twoColumnSlide } from '../../test/layout-decks.ts';
import { openPdfDeck } from './pdf-deck.ts';
import { readPdfPage } from './pdf-page-text.ts';
import { PptxArchive } from './pptx-archive.ts';
import { readPptxSlides } from './pptx-text.ts';
import { isFigure, isRightToLeft, type LayoutBlock, numberBlocks, orderBlocks } from './reading-order.ts';

const block = (x: number, y: number, width: number, height: number, ...texts: string[]): LayoutBlock => ({
  box: { x, y, width, height },
  lines: texts.map((text) => ({ text, level: 0 })),
});
const texts = (blocks: LayoutBlock[]) => blocks.map((b) => b.lines.map((l) => l.text).join(' / '));
/** Lines as "block: text", so a test sees both the order and which box each line came from. */
const numbered = (lines: DeckLine[] | undefined) => (lines ?? []).map((l) => `${l.block}: ${l.text}`);

/** No line mixes two boxes: the words found in only one box of the slide all come from the same box. */
function expectNoMixedBoxes(lines: DeckLine[], boxes: { lines: string[] }[]) {
  const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const boxWords = boxes.map((box) => new Set(wordsOf(box.lines.join(' '))));
  const ownBox = (word: string) => boxWords.filter((words) => words.has(word));
  for (const line of lines) {
    const owners = new Set(wordsOf(line.text).map(ownBox).filter((owners) => owners.length === 1).map((owners) => owners[0]));
    expect(owners.size, line.text).toBe(1);
  }
}

describe('reading order of blocks', () => {
  it('reads rows from the top and the columns of a row from the left, each block whole', () => {
    const ordered = orderBlocks([
      block(500, 100, 400, 80, 'Right column', 'its second line'),
      block(60, 300, 840, 40, 'A footnote across the slide'),
      block(60, 100, 400, 120, 'Left column', 'its second line', 'its third line'),
    ]);
    expect(texts(ordered)).toEqual(['Left column / its second line / its third line', 'Right column / its second line', 'A footnote across the slide']);
  });

  it('reads a column of stacked boxes down before the column beside it', () => {
    const ordered = orderBlocks([
      block(500, 100, 400, 300, 'Tall right box', 'line two', 'line three'),
      block(60, 260, 400, 80, 'Lower left box', 'line two'),
      block(60, 100, 400, 80, 'Upper left box', 'line two'),
    ]);
    expect(texts(ordered)).toEqual(['Upper left box / line two', 'Lower left box / line two', 'Tall right box / line two / line three']);
  });

  it('reads the columns from the right on a right-to-left slide', () => {
    const ordered = orderBlocks([block(60, 100, 400, 80, 'שמאל'), block(500, 100, 400, 80, 'ימין')], { rightToLeft: true });
    expect(texts(ordered)).toEqual(['ימין', 'שמאל']);
    expect(isRightToLeft('האם היישום פגיע? OWASP')).toBe(true);
    expect(isRightToLeft('Phishing and vishing')).toBe(false);
  });

  it('pairs each figure with the caption under it, so a row of figures reads "70% email phishing"', () => {
    const ordered = orderBlocks([
      block(60, 170, 180, 60, '70%'),
      block(280, 170, 180, 60, '20%'),
      block(60, 250, 180, 20, 'EMAIL PHISHING'),
      block(280, 250, 180, 20, 'SMS and chat'),
    ]);
    expect(texts(ordered)).toEqual(['70% email phishing', '20% SMS and chat']);
  });

  it('pairs a figure with the caption beside it, and a figure and caption in one box', () => {
    const ordered = orderBlocks([block(60, 100, 200, 50, '29 MILLION'), block(270, 110, 400, 30, 'vulnerable downloads in 2011'), block(60, 300, 200, 80, '61,807', 'ORGANIZATIONS')]);
    expect(texts(ordered)).toEqual(['29 MILLION vulnerable downloads in 2011', '61,807 organizations']);
  });

  it('knows a figure from a sentence', () => {
    expect(['70%', '29 MILLION', '61,807', '$4.5M', '1,261', '3x'].every(isFigure)).toBe(true);
    expect(['70% of attacks', 'A1: Injection', 'Step 2'].some(isFigure)).toBe(false);
  });

  it('keeps a block without a box at its place in the document order', () => {
    const ordered = orderBlocks([block(60, 300, 400, 40, 'Lower'), { box: null, lines: [{ text: 'Unplaced', level: 0 }] }, block(60, 100, 400, 40, 'Upper')]);
    expect(texts(ordered)).toEqual(['Upper', 'Unplaced', 'Lower']);
  });

  it('keeps a heading in its own box with the text box right under it, so headed columns read heading, text, heading, text', () => {
    const ordered = orderBlocks([
      block(40, 100, 200, 24, 'Spear phishing'),
      block(260, 100, 200, 24, 'Whaling'),
      block(40, 150, 200, 60, 'targets one person', 'by name'),
      block(260, 150, 200, 60, 'aims at managers', 'and their assistants'),
    ]);
    expect(texts(ordered)).toEqual(['Spear phishing / targets one person / by name', 'Whaling / aims at managers / and their assistants']);
  });

  it('numbers the lines by their block in reading order', () => {
    expect(numberBlocks([block(0, 0, 1, 1, 'a', 'b'), block(0, 2, 1, 1, 'c')])).toEqual([
      { text: 'a', level: 0, block: 0 },
      { text: 'b', level: 0, block: 0 },
      { text: 'c', level: 0, block: 1 },
    ]);
  });
});

describe('PDF slides laid out in boxes', () => {
  it('reads two boxes side by side each whole, never across the columns', async () => {
    const deck = await openPdfDeck(makeLayoutSlidesPdf());
    const [twoColumns, fourColumns, figures] = deck.slides();
    expect(twoColumns!.title).toBe('Phishing by other channels');
    expect(numbered(twoColumns!.lines)).toEqual([
      '0: Clone Phishing copies a real message you received and swaps its link',
      '1: Vishing is phishing by a phone call from a fake help desk',
    ]);
    expectNoMixedBoxes(twoColumns!.lines!, twoColumnSlide.boxes);

    expect(fourColumns!.title).toBe('Four kinds of attack');
    expect(numbered(fourColumns!.lines)).toEqual([
      '0: Spear phishing targets one person by name',
      '1: Smishing arrives as a text message (SMS) with a short link',
      '2: Whaling aims at managers and their assistants',
      '3: Pharming redirects a real address to a fake site',
    ]);
    expectNoMixedBoxes(fourColumns!.lines!, fourColumnSlide.boxes);

    expect(figures!.title).toBe('Where attacks come from');
    expect(numbered(figures!.lines)).toEqual(['0: 70% email phishing', '1: 20% website spoofing', '2: 8% phone calls', '3: 2% QR codes']);
    expect(figures!.text).toBe('70% email phishing\n20% website spoofing\n8% phone calls\n2% QR codes');
    await deck.close();
  });

  it('splits a baseline at a column gutter but keeps word gaps inside a line', () => {
    const item = (str: string, x: number, y: number, size = 20) => ({ str, x, y, size, width: str.length * size * 0.5 });
    const page = readPdfPage(
      [
        item('Passwords', 60, 470, 36),
        item('Long ones', 60, 380), item('are safer', 160, 380), item('Managers', 500, 380),
        item('beat short ones', 60, 355), item('remember them', 500, 355),
      ],
      { width: 960, height: 540, images: 0 },
    );
    expect(page.title).toBe('Passwords');
    expect(numbered(page.lines)).toEqual(['0: Long ones are safer beat short ones', '1: Managers remember them']);
  });

  it('keeps a wide space inside one text, and a label with its figure, on one line: no gutter runs there', () => {
    const item = (str: string, x: number, y: number, size = 20) => ({ str, x, y, size, width: str.length * size * 0.6 });
    const page = readPdfPage(
      [
        item('Commands', 60, 470, 36),
        item('$mkdir - used to create a directory', 60, 380),
        item('$cd', 60, 355), item('used to change directories', 180, 355),
        item('Libraries', 60, 200), item('31', 400, 200),
        item('Organizations', 60, 175), item('61,807', 400, 175),
      ],
      { width: 960, height: 540, images: 0 },
    );
    expect(page.lines.map((l) => l.text)).toEqual([
      '$mkdir - used to create a directory',
      '$cd used to change directories',
      'Libraries 31',
      'Organizations 61,807',
    ]);
  });
});

describe('PDF slides in a right-to-left script', () => {
  it('reads a Hebrew line from its right edge and a Hebrew slide\'s columns from the right', () => {
    const item = (str: string, x: number, y: number, size = 20) => ({ str, x, y, size, width: str.length * size * 0.5 });
    const page = readPdfPage(
      [
        item('כותרת השקופית', 600, 470, 36),
        // One line in two items, the first word at the right; a second column to the left.
        item('שלום', 820, 380), item('עולם', 760, 380), item('טור שמאלי', 100, 380),
      ],
      { width: 960, height: 540, images: 0 },
    );
    expect(page.title).toBe('כותרת השקופית');
    expect(numbered(page.lines)).toEqual(['0: שלום עולם', '1: טור שמאלי']);
  });
});

describe('PPTX slides laid out in boxes', () => {
  it('orders shapes by where they stand (through a group transform and the slide layout), each shape a block', async () => {
    const slides = await readPptxSlides(await PptxArchive.open(await makeLayoutSlidesPptx()));
    expect(slides.map((s) => s.title)).toEqual(['Phishing by other channels', 'Four kinds of attack', 'Where attacks come from', placeholderSlide.title]);
    expect(numbered(slides[0]!.lines)).toEqual([
      '0: Clone Phishing',
      '0: copies a real message you received and swaps its link',
      '1: Vishing',
      '1: is phishing by a phone call from a fake help desk',
    ]);
    expect(numbered(slides[1]!.lines)).toEqual([
      '0: Spear phishing',
      '0: targets one person by name',
      '1: Smishing',
      '1: arrives as a text message (SMS) with a short link',
      '2: Whaling',
      '2: aims at managers and their assistants',
      '3: Pharming',
      '3: redirects a real address to a fake site',
    ]);
    expect(numbered(slides[2]!.lines)).toEqual(['0: 70% email phishing', '1: 20% website spoofing', '2: 8% phone calls', '3: 2% QR codes']);
    expect(slides[2]!.lines!.every((l) => l.label)).toBe(true);
    // The body placeholder stands where its layout puts it: under the text box the slide lists after it.
    expect(numbered(slides[3]!.lines)).toEqual([`0: ${placeholderSlide.note}`, `1: ${placeholderSlide.body[0]}`, `1: ${placeholderSlide.body[1]}`]);
    for (const [index, slide] of [twoColumnSlide, fourColumnSlide, figuresSlide].entries()) {
      expectNoMixedBoxes(slides[index]!.lines!, slide.boxes);
    }
  });

  it('reads the boxes of a Hebrew slide from the right', async () => {
    const hebrew = {
      title: 'דרכי תקיפה',
      boxes: [
        // The fixture writes boxes last first: the left box comes first in the document.
        { x: 500, y: 150, width: 400, lines: ['פישינג', 'הודעת דואר מתחזה'] },
        { x: 60, y: 150, width: 400, lines: ['ויישינג', 'שיחת טלפון מתחזה'] },
      ],
    };
    const [slide] = await readPptxSlides(await PptxArchive.open(await makeLayoutSlidesPptx([hebrew])));
    expect(numbered(slide!.lines)).toEqual(['0: פישינג', '0: הודעת דואר מתחזה', '1: ויישינג', '1: שיחת טלפון מתחזה']);
  });

  it('places a label set vertically where it shows, not where its unturned box would reach', async () => {
    const diagram = {
      title: 'Layers',
      boxes: [
        { x: 300, y: 100, width: 400, lines: ['Step one', 'the request arrives'] },
        // Drawn 400 wide before the turn, it reaches into the right column; turned, it stands at x 230-255.
        { x: 40, y: 290, width: 400, lines: ['Network Layer'], turned: true },
        { x: 40, y: 100, width: 100, lines: ['Firewall'] },
      ],
    };
    const [slide] = await readPptxSlides(await PptxArchive.open(await makeLayoutSlidesPptx([diagram])));
    expect(numbered(slide!.lines)).toEqual(['0: Firewall', '1: Network Layer', '2: Step one', '2: the request arrives']);
  });
});

describe('a table cell of several paragraphs', () => {
  it('says a heading over bullets with a colon and the bullets as a list, never glued (Hebrew OWASP 2017 slide 6)', async () => {
    const references: LayoutSlide = {
      title: 'Risk',
      boxes: [],
      table: [
        [['Threat', 'Agent'], ['Impact']],
        [
          ['OWASP', '• Risk Rating Methodology', '• Article on Threat Modeling', 'External references', '• ISO 31000: Risk Management', '• NIST CVSS 3.0'],
          ['Attackers may use many paths through your application to do harm.', 'Each path is a risk.', 'Score', '= 3.0'],
        ],
        [['Use strong', 'passwords for', 'every account'], ['Review', 'Report', 'Repeat']],
      ],
    };
    const [slide] = await readPptxSlides(await PptxArchive.open(await makeLayoutSlidesPptx([references])));
    const rows = (slide!.lines ?? []).filter((l) => l.cells).map((l) => l.cells);
    expect(rows).toEqual([
      ['Threat Agent', 'Impact'],
      [
        'OWASP: Risk Rating Methodology, Article on Threat Modeling. External references: ISO 31000: Risk Management, NIST CVSS 3.0',
        'Attackers may use many paths through your application to do harm. Each path is a risk. Score = 3.0',
      ],
      ['Use strong passwords for every account', 'Review. Report. Repeat'],
    ]);
  });
});
