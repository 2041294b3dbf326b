import JSZip from 'jszip';

// Real decks for tests and the benchmark, written from scratch: a text PDF with one page per slide and a
// minimal but valid PPTX (the parts PowerPoint and LibreOffice need), so no binary fixtures live in git.

export interface FixtureSlide {
  title: string;
  bullets: string[];
  notes?: string;
  /** Bullets the author highlighted (a quiz slide copied to reveal its answer). */
  highlighted?: string[];
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/** A piece of text placed on a PDF page: baseline at (x, y) in points, y from the bottom. */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
  size: number;
}

/** A landscape PDF (960x540 pt) with the slide title and bullets in Helvetica. */
export function makePdf(slides: FixtureSlide[]): Buffer {
  return makeLayoutPdf(
    slides.map((slide) => [
      { text: slide.title, x: 60, y: 460, size: 36 },
      ...slide.bullets.map((bullet, i) => ({ text: `- ${bullet}`, x: 80, y: 390 - i * 40, size: 22 })),
    ]),
  );
}

/** Words wrapped into lines of at most `width` characters. */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The way Keynote exports a deck "with presenter notes": a portrait page (612x792) per slide, the slide
 * drawn as text in the top part and its notes below it in a smaller font, wrapped to the page.
 */
export function makeSlidesWithNotesPdf(slides: FixtureSlide[]): Buffer {
  return makeLayoutPdf(
    slides.map((slide) => [
      { text: slide.title, x: 60, y: 720, size: 26 },
      ...slide.bullets.map((bullet, i) => ({ text: `- ${bullet}`, x: 76, y: 680 - i * 24, size: 15 })),
      ...wrapWords(slide.notes ?? '', 90).map((line, i) => ({ text: line, x: 54, y: 380 - i * 15, size: 11 })),
    ]),
    { width: 612, height: 792 },
  );
}

/**
 * A PDF whose pages hold text runs exactly where they are given, the way exporters split text (a word,
 * a hyphen and the next word as separate runs; a title over two lines). Pages are 960x540 unless sized.
 */
export function makeLayoutPdf(pages: PdfTextRun[][], size = { width: 960, height: 540 }): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 pages, 3 font; then per page: page object and content stream.
  const fontId = 3;
  let next = 4;
  const pageObjects: { id: number; body: string }[] = [];
  for (const runs of pages) {
    const pageId = next++;
    const contentId = next++;
    pageIds.push(pageId);
    const stream = runs.map((run) => `BT /F1 ${run.size} Tf ${run.x} ${run.y} Td (${pdfText(run.text)}) Tj ET`).join('\n');
    pageObjects.push({
      id: pageId,
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    });
    pageObjects.push({ id: contentId, body: `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream` });
  }
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  for (const page of pageObjects) objects[page.id] = page.body;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ns = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const runProps = (highlighted: boolean) =>
  highlighted ? '<a:rPr lang="en-US" b="1"><a:highlight><a:srgbClr val="00FF00"/></a:highlight></a:rPr>' : '<a:rPr lang="en-US"/>';
const shape = (id: number, name: string, type: string | null, paragraphs: string[], y: number, highlighted: string[] = []) => `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr/><p:nvPr>${type ? `<p:ph type="${type}"/>` : ''}</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="1143000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs.map((p) => `<a:p><a:r>${runProps(highlighted.includes(p))}<a:t>${xml(p)}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp>`;

/**
 * A PPTX with a title and body per slide, speaker notes, and on the last slide a table and a grouped
 * shape. Slide files are numbered in reverse so that the order must come from presentation.xml.
 */
export async function makePptx(slides: FixtureSlide[], options: { withTable?: boolean } = {}): Promise<Buffer> {
  const zip = new JSZip();
  const count = slides.length;
  const fileOf = (index: number) => count - index; // slide 1 lives in slideN.xml
  zip.file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>${slides.map((_, i) => `<Override PartName="/ppt/slides/slide${fileOf(i)}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`).join('')}${slides.map((_, i) => `<Override PartName="/ppt/notesSlides/notesSlide${fileOf(i)}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml"/>`).join('')}</Types>`);
  zip.file('_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`);
  zip.file('ppt/presentation.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation ${ns}><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`).join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="5143500"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`);
  zip.file('ppt/_rels/presentation.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides.map((_, i) => `<Relationship Id="rId${i + 10}" Type="${rel}/slide" Target="slides/slide${fileOf(i)}.xml"/>`).join('')}</Relationships>`);
  slides.forEach((slide, i) => {
    const last = i === count - 1 && options.withTable;
    const extras = last
      ? `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="5" name="Table"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="457200" y="3400000"/><a:ext cx="8229600" cy="800000"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblGrid><a:gridCol w="4114800"/><a:gridCol w="4114800"/></a:tblGrid><a:tr h="400000"><a:tc><a:txBody><a:bodyPr/><a:p><a:r><a:t>Risk</a:t></a:r></a:p></a:txBody></a:tc><a:tc><a:txBody><a:bodyPr/><a:p><a:r><a:t>Owner</a:t></a:r></a:p></a:txBody></a:tc></a:tr><a:tr h="400000"><a:tc><a:txBody><a:bodyPr/><a:p><a:r><a:t>Phishing</a:t></a:r></a:p></a:txBody></a:tc><a:tc><a:txBody><a:bodyPr/><a:p><a:r><a:t>Security team</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame><p:grpSp><p:nvGrpSpPr><p:cNvPr id="6" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape(7, 'Grouped', null, ['Grouped reminder text'], 4400000)}</p:grpSp>`
      : '';
    zip.file(`ppt/slides/slide${fileOf(i)}.xml`, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${ns}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape(2, 'Title', 'title', [slide.title], 300000)}${shape(3, 'Body', 'body', slide.bullets, 1500000, slide.highlighted)}${extras}</p:spTree></p:cSld></p:sld>`);
    zip.file(`ppt/slides/_rels/slide${fileOf(i)}.xml.rels`, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Type="${rel}/notesSlide" Target="../notesSlides/notesSlide${fileOf(i)}.xml"/></Relationships>`);
    zip.file(`ppt/notesSlides/notesSlide${fileOf(i)}.xml`, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:notes ${ns}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape(2, 'Slide Image', 'sldImg', [], 0)}${shape(3, 'Notes', 'body', slide.notes ? [slide.notes] : [], 0)}</p:spTree></p:cSld></p:notes>`);
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A deck of compliance-style slides for tests and the benchmark. */
export function sampleSlides(count: number): FixtureSlide[] {
  const topics = ['Why data protection matters', 'Recognising phishing', 'Handling personal data', 'Reporting an incident', 'Passwords and access', 'Working remotely'];
  return Array.from({ length: count }, (_, i) => ({
    title: i === 0 ? 'Information Security Basics' : `${topics[i % topics.length]} (${i + 1})`,
    bullets: ['Know which data is confidential', 'lock your screen when you leave your desk', 'Report suspicious e-mails within one hour'],
    notes: i % 2 === 0 ? 'Remind people that mistakes happen and reporting quickly limits the damage.' : undefined,
  }));
}
