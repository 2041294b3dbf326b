import JSZip from 'jszip';
import { makeLayoutPdf, type PdfTextRun } from './deck-fixtures.ts';

// Slides laid out in boxes, the way designed decks are: two boxes side by side, four headed columns, a row
// of four figures over their captions. The lines of neighbouring boxes share baselines, so a reader that
// reads across the page line by line glues phrases of different boxes together. Each slide exists as a PDF
// page (text runs placed as an exporter places them) and as a PPTX slide (shapes with their geometry,
// written out of reading order so the order must come from where they stand).

/** A box of text on a 960 x 540 slide: top-left corner in points, lines top first. */
export interface LayoutTextBox {
  x: number;
  y: number;
  width: number;
  lines: string[];
  size?: number;
  /** Set vertically (turned a quarter): the box is given as drawn before the turn, as PPTX stores it. */
  turned?: boolean;
}

export interface LayoutSlide {
  title: string;
  boxes: LayoutTextBox[];
  /** A table under the boxes: rows of cells of paragraphs ("• " opens a bulleted one). */
  table?: string[][][];
}

export const twoColumnSlide: LayoutSlide = {
  title: 'Phishing by other channels',
  boxes: [
    { x: 60, y: 150, width: 400, lines: ['Clone Phishing', 'copies a real message you', 'received and swaps its link'] },
    { x: 500, y: 150, width: 400, lines: ['Vishing', 'is phishing by a phone call', 'from a fake help desk'] },
  ],
};

export const fourColumnSlide: LayoutSlide = {
  title: 'Four kinds of attack',
  boxes: [
    { x: 40, y: 150, width: 200, lines: ['Spear phishing', 'targets one person', 'by name'] },
    { x: 260, y: 150, width: 200, lines: ['Smishing', 'arrives as a text', 'message (SMS)', 'with a short link'] },
    { x: 480, y: 150, width: 200, lines: ['Whaling', 'aims at managers', 'and their assistants'] },
    { x: 700, y: 150, width: 200, lines: ['Pharming', 'redirects a real', 'address to a fake site'] },
  ],
};

export const figuresSlide: LayoutSlide = {
  title: 'Where attacks come from',
  boxes: [
    { x: 60, y: 170, width: 180, lines: ['70%'], size: 48 },
    { x: 280, y: 170, width: 180, lines: ['20%'], size: 48 },
    { x: 500, y: 170, width: 180, lines: ['8%'], size: 48 },
    { x: 720, y: 170, width: 180, lines: ['2%'], size: 48 },
    { x: 60, y: 250, width: 180, lines: ['EMAIL PHISHING'], size: 16 },
    { x: 280, y: 250, width: 180, lines: ['WEBSITE SPOOFING'], size: 16 },
    { x: 500, y: 250, width: 180, lines: ['PHONE CALLS'], size: 16 },
    { x: 720, y: 250, width: 180, lines: ['QR CODES'], size: 16 },
  ],
};

export const layoutSlides = [twoColumnSlide, fourColumnSlide, figuresSlide];

const bodySize = 20;

/** The text runs of a slide as an exporter writes them: line by line across the page, box after box on each baseline. */
function slideRuns(slide: LayoutSlide): PdfTextRun[] {
  const runs: PdfTextRun[] = [{ text: slide.title, x: 60, y: 540 - 70, size: 36 }];
  for (const box of slide.boxes) {
    const size = box.size ?? bodySize;
    box.lines.forEach((text, i) => runs.push({ text, x: box.x, y: 540 - box.y - size - i * size * 1.25, size }));
  }
  // Sorted by baseline, left to right: the order that reads across the columns.
  return runs.sort((a, b) => b.y - a.y || a.x - b.x);
}

/** The layout slides as a 960 x 540 pt PDF, one page each. */
export const makeLayoutSlidesPdf = (slides: LayoutSlide[] = layoutSlides) => makeLayoutPdf(slides.map(slideRuns));

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ns = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** English Metric Units per point. */
const emu = 12700;

interface PointBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const paragraphsXml = (lines: string[]) => lines.map((line) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${xml(line)}</a:t></a:r></a:p>`).join('');

/** A text box (no placeholder) at a box in points, or a placeholder without geometry of its own when `placeholder` is set and the box is null. */
function shapeXml(id: number, lines: string[], box: PointBox | null, placeholder?: string, turned = false) {
  const ph = placeholder ? `<p:ph ${placeholder}/>` : '';
  const xfrm = box ? `<a:xfrm${turned ? ' rot="16200000"' : ''}><a:off x="${Math.round(box.x * emu)}" y="${Math.round(box.y * emu)}"/><a:ext cx="${Math.round(box.width * emu)}" cy="${Math.round(box.height * emu)}"/></a:xfrm>` : '';
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr${placeholder ? '' : ' txBox="1"'}/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr>${xfrm}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphsXml(lines)}</p:txBody></p:sp>`;
}

const boxHeight = (box: LayoutTextBox) => (box.size ?? bodySize) * 1.25 * box.lines.length + 10;

/**
 * A layout slide as PPTX shapes: the title placeholder without geometry (its layout places it), the boxes
 * as text boxes written last box first; with `grouped`, the boxes sit in a group whose child coordinates
 * are half the slide's (chExt is half of ext), so only the group transform puts them where they show.
 */
function slideXml(slide: LayoutSlide, grouped: boolean): string {
  let id = 3;
  const boxes = [...slide.boxes].reverse();
  const scale = grouped ? 0.5 : 1;
  // PowerPoint keeps a box's heading as one paragraph and wraps the text under it by itself.
  const paragraphs = (box: LayoutTextBox) => (box.lines.length > 1 ? [box.lines[0]!, box.lines.slice(1).join(' ')] : box.lines);
  const shapes = boxes
    .map((box) => {
      const placed = { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: boxHeight(box) * scale };
      return shapeXml(id++, paragraphs(box), placed, undefined, box.turned);
    })
    .join('');
  const body = grouped
    ? `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="99" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${960 * emu}" cy="${540 * emu}"/><a:chOff x="0" y="0"/><a:chExt cx="${480 * emu}" cy="${270 * emu}"/></a:xfrm></p:grpSpPr>${shapes}</p:grpSp>`
    : shapes;
  const table = slide.table ? tableXml(slide.table) : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${ns}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${body}${table}${shapeXml(2, [slide.title], null, 'type="title"')}</p:spTree></p:cSld></p:sld>`;
}

/** A table as PowerPoint writes one: a cell's paragraphs, bulleted ones with their bullet character. */
function tableXml(rows: string[][][]): string {
  const paragraph = (text: string) =>
    text.startsWith('• ')
      ? `<a:p><a:pPr marL="82800" indent="-82800"><a:buChar char="•"/></a:pPr><a:r><a:t>${text.slice(2)}</a:t></a:r></a:p>`
      : `<a:p><a:r><a:t>${text}</a:t></a:r></a:p>`;
  const cells = (row: string[][]) => row.map((cell) => `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>${cell.map(paragraph).join('')}</a:txBody></a:tc>`).join('');
  return `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="90" name="Table"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="${60 * emu}" y="${300 * emu}"/><a:ext cx="${840 * emu}" cy="${200 * emu}"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl>${rows.map((row) => `<a:tr h="${100 * emu}">${cells(row)}</a:tr>`).join('')}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
}

/**
 * A slide whose body placeholder has no geometry of its own: its layout puts it in the lower half, under a
 * text box that the slide lists after it.
 */
export const placeholderSlide = {
  title: 'Report it',
  body: ['Forward the message to the security team', 'Delete it afterwards'],
  note: 'When in doubt, do not click',
};

function placeholderSlideXml(): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${ns}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapeXml(2, [placeholderSlide.title], null, 'type="title"')}${shapeXml(3, placeholderSlide.body, null, 'idx="1"')}${shapeXml(4, [placeholderSlide.note], { x: 60, y: 120, width: 840, height: 40 })}</p:spTree></p:cSld></p:sld>`;
}

const layoutXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sldLayout ${ns}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapeXml(2, [], { x: 60, y: 30, width: 840, height: 60 }, 'type="title"')}${shapeXml(3, [], { x: 60, y: 260, width: 840, height: 240 }, 'idx="1"')}</p:spTree></p:cSld></p:sldLayout>`;

/**
 * The layout slides as a PPTX (the four-column slide's boxes inside a scaled group), then the slide whose
 * body placeholder is placed by its slide layout.
 */
export async function makeLayoutSlidesPptx(slides: LayoutSlide[] = layoutSlides): Promise<Buffer> {
  const zip = new JSZip();
  const parts = [...slides.map((slide) => slideXml(slide, slide === fourColumnSlide)), placeholderSlideXml()];
  zip.file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>${parts.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`).join('')}<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/></Types>`);
  zip.file('_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`);
  zip.file('ppt/presentation.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation ${ns}><p:sldIdLst>${parts.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`).join('')}</p:sldIdLst><p:sldSz cx="${960 * emu}" cy="${540 * emu}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`);
  zip.file('ppt/_rels/presentation.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${parts.map((_, i) => `<Relationship Id="rId${i + 10}" Type="${rel}/slide" Target="slides/slide${i + 1}.xml"/>`).join('')}</Relationships>`);
  zip.file('ppt/slideLayouts/slideLayout1.xml', layoutXml);
  parts.forEach((part, i) => {
    zip.file(`ppt/slides/slide${i + 1}.xml`, part);
    zip.file(`ppt/slides/_rels/slide${i + 1}.xml.rels`, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/></Relationships>`);
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
