import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, loadImage, type Image } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { type CertificateContent, certificateSize, drawCertificate, type FontFace, type Painter } from './certificate-layout.ts';

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

const hex = (color: string) => {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

export const qrPngOf = (url: string) => QRCode.toBuffer(url, { type: 'png', margin: 1, width: 256, errorCorrectionLevel: 'M' });

export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Certificate of Completion: ${content.courseTitle}`);
  doc.setAuthor('Complyra');
  doc.setSubject(`${content.holderName} · ${content.code}`);
  const fonts = {} as Record<FontFace, PDFFont>;
  for (const face of Object.keys(fontFiles) as FontFace[]) fonts[face] = await doc.embedFont(fontBytes[face], { subset: true });
  const qr = await doc.embedPng(content.qrPng);
  const { width: W, height: H } = certificateSize;
  const page = doc.addPage([W, H]);
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
      const w = fonts[s.face].widthOfTextAtSize(text, s.size);
      const left = s.align === 'center' ? x - w / 2 : s.align === 'right' ? x - w : x;
      page.drawText(text, { x: left, y: H - y, size: s.size, font: fonts[s.face], color: hex(s.color) });
    },
    textWidth: (text, size, face) => fonts[face].widthOfTextAtSize(text, size),
    image(_png, x, y, w, h) {
      page.drawImage(qr, { x, y: H - y - h, width: w, height: h });
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
  const qr: Image = await loadImage(content.qrPng);
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
    image(_png, x, y, w, h) {
      ctx.drawImage(qr, x, y, w, h);
    },
  };
  drawCertificate(painter, content);
  return canvas.toBuffer('image/png');
}
