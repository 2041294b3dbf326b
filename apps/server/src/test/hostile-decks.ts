import { once } from 'node:events';
import zlib from 'node:zlib';

// Decks made to hurt the reader, written from scratch: a small PDF whose page content inflates to a
// huge size, and a PDF with a needle-shaped page.

function pdfFrom(objects: string[], streams: Record<number, Buffer> = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    const id = index + 1;
    offsets[id] = length;
    const stream = streams[id];
    if (stream) {
      push(Buffer.from(`${id} 0 obj\n${body.replace('LENGTH', String(stream.length))}\nstream\n`, 'latin1'));
      push(stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else push(Buffer.from(`${id} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (let id = 1; id <= objects.length; id++) tail += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/** Deflates `head` then `count` copies of `chunk`, a piece at a time (the whole is never in memory). */
async function deflateRepeated(head: Buffer, chunk: Buffer, count: number): Promise<Buffer> {
  const deflate = zlib.createDeflate();
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const ended = once(deflate, 'end');
  deflate.write(head);
  for (let i = 0; i < count; i++) if (!deflate.write(chunk)) await once(deflate, 'drain');
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/** One page whose Flate content stream (under 1 MB) unpacks to `inflatedMb` megabytes, blank after its title. */
export async function makeInflatingPdf(inflatedMb: number): Promise<Buffer> {
  const title = Buffer.from('BT /F1 24 Tf 40 400 Td (Huge page) Tj ET\n', 'latin1');
  const content = await deflateRepeated(title, Buffer.alloc(1024 * 1024, 0x20), inflatedMb);
  return pdfFrom(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      '<< /Length LENGTH /Filter /FlateDecode >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ],
    { 4: content },
  );
}

/** A 20 x 5000 pt page: drawn 1280 px wide it would need a 1280 x 320,000 px canvas. */
export function makeNeedlePdf(): Buffer {
  const content = Buffer.from('BT /F1 12 Tf 2 4900 Td (Tall) Tj ET\n0 0 m 20 5000 l S\n', 'latin1');
  return pdfFrom(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 5000] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      '<< /Length LENGTH >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ],
    { 4: content },
  );
}

/**
 * A page that points outside its file every way a PDF can: a picture whose data is an external stream at a
 * URL, a link annotation, and an action run when the document opens. Readers must fetch none of them.
 */
export function makeLinkingPdf(base: string): Buffer {
  // Enough words that the page is not read from its pixels.
  const words = 'BT /F1 14 Tf 300 300 Td (The picture beside these words is stored at an address outside the file) Tj ET\n';
  const content = Buffer.from(`BT /F1 24 Tf 40 400 Td (Linked page) Tj ET\n${words}q 200 0 0 200 40 100 cm /Im1 Do Q\n`, 'latin1');
  return pdfFrom(
    [
      `<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (${base}/open-action) >> >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 4 0 R /Annots [<< /Type /Annot /Subtype /Link /Rect [40 400 300 430] /A << /S /URI /URI (${base}/link) >> >>] >>`,
      '<< /Length LENGTH >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length LENGTH /F << /FS /URL /F (${base}/external-stream) >> >>`,
    ],
    { 4: content, 6: Buffer.from([255, 0, 0]) },
  );
}
