/**
 * The certificate's one layout (spec 001 §2: 800x600), drawn by two painters: pdf-lib for the PDF and
 * @napi-rs/canvas for the PNG at twice the size. Coordinates are top-left based, in points.
 */
export const certificateSize = { width: 800, height: 600 } as const;

export interface CertificateContent {
  holderName: string;
  courseTitle: string;
  organizationName: string;
  score: number;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  /** Signature blocks: names from the organization's details where present. */
  projectManager: string;
  companyDirector: string;
  /** The QR code of verifyUrl: which modules are dark. */
  qr: QrModules;
}

/** A QR code's modules, `size` x `size`, row by row. */
export interface QrModules {
  size: number;
  isDark(row: number, column: number): boolean;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type FontFace = 'sans' | 'sansBold' | 'serifBold';

export interface Painter {
  rect(x: number, y: number, w: number, h: number, style: { fill?: string; stroke?: string; lineWidth?: number }): void;
  circle(cx: number, cy: number, r: number, style: { fill?: string; stroke?: string; lineWidth?: number }): void;
  line(x1: number, y1: number, x2: number, y2: number, color: string, width: number): void;
  /** Text with its baseline at y. */
  text(text: string, x: number, y: number, style: { size: number; face: FontFace; color: string; align: 'left' | 'center' | 'right' }): void;
  textWidth(text: string, size: number, face: FontFace): number;
  /** Rectangles in one colour (the QR code's modules), on half points: whole pixels in the PNG at 2x, no seams. */
  rects(boxes: readonly Box[], fill: string): void;
}

export const brand = 'Complyra';
export const certificateTexts = {
  title: 'CERTIFICATE OF COMPLETION',
  presentedTo: 'Presented to',
  completing: 'For successfully completing a compliance course on',
  seal: 'COMPLETION',
  projectManager: 'Project Manager',
  companyDirector: 'Company Director',
  disclaimer:
    'This certificate records the completion of a training course. It is not a legal certification or a guarantee of compliance.',
} as const;

const navy = '#1e2a4a';
const gold = '#c9a227';
const grey = '#5b6474';

/**
 * The QR code as rectangles centred in the square (x, y, size): one a run of dark modules in a row, inside a
 * quiet zone of one module. Drawn as shapes it stays sharp in print and costs no image to encode; modules of
 * whole half points keep its edges on the pixels of the PNG.
 */
function qrBoxes(qr: QrModules, x: number, y: number, size: number): Box[] {
  const halfPoints = (value: number) => Math.floor(value * 2) / 2;
  const cell = halfPoints(size / (qr.size + 2));
  const inset = halfPoints((size - cell * (qr.size + 2)) / 2);
  x += inset;
  y += inset;
  const boxes: Box[] = [];
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (!qr.isDark(row, column)) continue;
      const start = column;
      while (column + 1 < qr.size && qr.isDark(row, column + 1)) column++;
      boxes.push({ x: x + (start + 1) * cell, y: y + (row + 1) * cell, w: (column - start + 1) * cell, h: cell });
    }
  }
  return boxes;
}

/** The largest whole size up to `max` (at least 9) at which the text fits the width; widths scale with the size. */
function fit(p: Painter, text: string, face: FontFace, max: number, width: number): number {
  const perPoint = p.textWidth(text, max, face) / max;
  return perPoint <= 0 ? max : Math.max(9, Math.min(max, Math.floor(width / perPoint)));
}

/** Shortens a text to the width with an ellipsis (course titles can be long). */
function clip(p: Painter, text: string, size: number, face: FontFace, width: number): string {
  if (p.textWidth(text, size, face) <= width) return text;
  let out = text;
  while (out.length > 1 && p.textWidth(`${out}…`, size, face) > width) out = out.slice(0, -1);
  return `${out.trimEnd()}…`;
}

export function drawCertificate(p: Painter, c: CertificateContent): void {
  const { width: W, height: H } = certificateSize;
  p.rect(0, 0, W, H, { fill: '#ffffff' });
  p.rect(14, 14, W - 28, H - 28, { stroke: navy, lineWidth: 3 });
  p.rect(24, 24, W - 48, H - 48, { stroke: gold, lineWidth: 1 });

  p.text(brand, W - 44, 62, { size: 18, face: 'sansBold', color: navy, align: 'right' });
  p.text(c.organizationName, W - 44, 80, { size: 10, face: 'sans', color: grey, align: 'right' });
  p.rects(qrBoxes(c.qr, 40, 40, 64), '#000000');
  p.text(c.code, 72, 116, { size: 7, face: 'sans', color: grey, align: 'center' });

  p.text(certificateTexts.title, W / 2, 160, { size: 30, face: 'serifBold', color: navy, align: 'center' });
  p.line(W / 2 - 120, 178, W / 2 + 120, 178, gold, 2);
  p.text(certificateTexts.presentedTo, W / 2, 215, { size: 14, face: 'sans', color: grey, align: 'center' });
  const nameSize = fit(p, c.holderName, 'serifBold', 34, 600);
  p.text(clip(p, c.holderName, nameSize, 'serifBold', 600), W / 2, 262, { size: nameSize, face: 'serifBold', color: navy, align: 'center' });
  p.line(W / 2 - 220, 274, W / 2 + 220, 274, grey, 0.5);
  p.text(certificateTexts.completing, W / 2, 305, { size: 13, face: 'sans', color: grey, align: 'center' });
  const course = `“${c.courseTitle}”`;
  const courseSize = fit(p, course, 'sansBold', 20, 640);
  p.text(clip(p, course, courseSize, 'sansBold', 640), W / 2, 338, { size: courseSize, face: 'sansBold', color: navy, align: 'center' });
  const day = c.issuedAt.toISOString().slice(0, 10);
  p.text(`Score ${c.score}% · Issued ${day}`, W / 2, 365, { size: 11, face: 'sans', color: grey, align: 'center' });

  // Signature blocks either side of the seal.
  for (const [x, name, role] of [
    [190, c.projectManager, certificateTexts.projectManager],
    [610, c.companyDirector, certificateTexts.companyDirector],
  ] as const) {
    if (name) p.text(clip(p, name, 13, 'sans', 200), x, 462, { size: 13, face: 'sans', color: navy, align: 'center' });
    p.line(x - 100, 472, x + 100, 472, navy, 1);
    p.text(role, x, 490, { size: 11, face: 'sansBold', color: grey, align: 'center' });
  }
  p.circle(W / 2, 455, 52, { fill: gold });
  p.circle(W / 2, 455, 44, { stroke: '#ffffff', lineWidth: 1.5 });
  p.text(certificateTexts.seal, W / 2, 452, { size: 11, face: 'sansBold', color: '#ffffff', align: 'center' });
  p.text(String(c.issuedAt.getUTCFullYear()), W / 2, 470, { size: 14, face: 'sansBold', color: '#ffffff', align: 'center' });

  p.text(`Verify at ${c.verifyUrl}`, W / 2, 535, { size: 9, face: 'sans', color: grey, align: 'center' });
  const disclaimerSize = fit(p, certificateTexts.disclaimer, 'sans', 9, W - 100);
  p.text(certificateTexts.disclaimer, W / 2, 556, { size: disclaimerSize, face: 'sans', color: grey, align: 'center' });
}
