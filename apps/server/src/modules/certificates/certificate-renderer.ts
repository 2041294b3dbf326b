import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { fill as fillPath, PDFDocument, type PDFFont, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor } from 'pdf-lib';
import QRCode from 'qrcode';
import { encodePng } from './png-encoder.ts';
import { type CertificateContent, certificateSize, drawCertificate, type FontFace, type Painter, type QrModules } from './certificate-layout.ts';

// DejaVu (free licence, see dejavu-fonts-ttf) covers Latin, Greek and Cyrillic, so any such name renders.
const require = createRequire(import.meta.url);
const fontFiles: Record<FontFace, string> = {
  sans: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  sansBold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  serifBold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf'),
};
const fontBytes = Object.fromEntries(Object.entries(fontFiles).map(([face, file]) => [face,
  readFileSync(file)])) as Record<FontFace, Buffer>;
const canvasFamily: Record<FontFace, string> = { sans: 'CertSans', sansBold: 'CertSansBold', serifBold: 'CertSerifBold' };
for (const face of Object.keys(fontFiles) as FontFace[]) GlobalFonts.register(fontBytes[face], canvasFamily[face]);

// pdf-lib has fontkit parse the font file for every document; parsed once, one font (its tables decoded as
// text needs them, its glyphs cached) serves every certificate the process renders.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
const fontkitOnce: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) parsedFonts.set(bytes, (font = fontkit.create(bytes, postscriptName)));
    return font;
  },
};

const hex = (color: string) => {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** The QR code of a link (error correction M: a scuffed print still reads). */
export function qrModulesOf(url: string): QrModules {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitOnce);
  doc.setTitle(`Certificate of Completion: ${content.courseTitle}`);
  doc.setAuthor('Complyra');
  doc.setSubject(`${content.holderName} · ${content.code}`);
  const fonts = {} as Record<FontFace, PDFFont>;
  for (const face of Object.keys(fontFiles) as FontFace[]) fonts[face] = await doc.embedFont(fontBytes[face], { subset: true });
  const { width: W, height: H } = certificateSize;
  const page = doc.addPage([W, H]);
  // Laying out a text is the costly part: its width at 1 pt, once per text (widths scale with the size).
  const unitWidths = new Map<string, number>();
  const widthOf = (text: string, size: number, face: FontFace) => {
    const key = `${face}\n${text}`;
    let unit = unitWidths.get(key);
    if (unit === undefined) unitWidths.set(key, (unit = fonts[face].widthOfTextAtSize(text, 1)));
    return unit * size;
  };
  const painter: Painter = {
    rect(x, y, w, h, s) {
      page.drawRectangle({ x, y: H - y - h, width: w, height: h, color: s.fill ? hex(s.fill) : undefined,
        borderColor: s.stroke ? hex(s.stroke) : undefined, borderWidth: s.stroke ? (s.lineWidth ?? 1) : 0 });
    },
    circle(cx, cy, r, s) {
      page.drawCircle({ x: cx, y: H - cy, size: r, color: s.fill ? hex(s.fill) : undefined,
        borderColor: s.stroke ? hex(s.stroke) : undefined, borderWidth: s.stroke ? (s.lineWidth ?? 1) : 0 });
    },
    line(x1, y1, x2, y2, color, width) {
      page.drawLine({ start: { x: x1, y: H - y1 }, end: { x: x2, y: H - y2 }, color: hex(color), thickness: width });
    },
    text(text, x, y, s) {
      const w = widthOf(text, s.size, s.face);
      const left = s.align === 'center' ? x - w / 2 : s.align === 'right' ? x - w : x;
      page.drawText(text, { x: left, y: H - y, size: s.size, font: fonts[s.face], color: hex(s.color) });
    },
    textWidth: widthOf,
    rects(boxes, fill) {
      const shapes = boxes.map((b) => rectangle(b.x, H - b.y - b.h, b.w, b.h));
      page.pushOperators(pushGraphicsState(), setFillingColor(hex(fill)), ...shapes, fillPath(), popGraphicsState());
    },
  };
  drawCertificate(painter, content);
  return Buffer.from(await doc.save());
}

/** The same certificate as a PNG at twice the size (the spec's image, scale 2, white background). */
export async function renderCertificatePng(content: CertificateContent, scale = 2): Promise<Buffer> {
  const { width: W, height: H } = certificateSize;
  const canvas = createCanvas(W * scale, H * scale);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  const font = (size: number, face: FontFace) => `${size}px ${canvasFamily[face]}`;
  const painter: Painter = {
    rect(x, y, w, h, s) {
      if (s.fill) {
        ctx.fillStyle = s.fill;
        ctx.fillRect(x, y, w, h);
      }
      if (s.stroke) {
        ctx.strokeStyle = s.stroke;
        ctx.lineWidth = s.lineWidth ?? 1;
        ctx.strokeRect(x, y, w, h);
      }
    },
    circle(cx, cy, r, s) {
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      if (s.fill) {
        ctx.fillStyle = s.fill;
        ctx.fill();
      }
      if (s.stroke) {
        ctx.strokeStyle = s.stroke;
        ctx.lineWidth = s.lineWidth ?? 1;
        ctx.stroke();
      }
    },
    line(x1, y1, x2, y2, color, width) {
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.stroke();
    },
    text(text, x, y, s) {
      ctx.font = font(s.size, s.face);
      ctx.fillStyle = s.color;
      ctx.textAlign = s.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(text, x, y);
    },
    textWidth(text, size, face) {
      ctx.font = font(size, face);
      return ctx.measureText(text).width;
    },
    rects(boxes, fill) {
      ctx.fillStyle = fill;
      for (const b of boxes) ctx.fillRect(b.x, b.y, b.w, b.h);
    },
  };
  drawCertificate(painter, content);
  return encodePng(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}
