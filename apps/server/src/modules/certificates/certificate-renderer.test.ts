import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { certificateTexts } from './certificate-layout.ts';
import { qrModulesOf, renderCertificatePdf, renderCertificatePng } from './certificate-renderer.ts';

const verifyUrl = 'https://training.example.com/verify/ABCD-EFGH-JKMN';
const content = {
  holderName: 'Αλέξανδρος Иванов Müller',
  courseTitle: 'Phishing Awareness',
  organizationName: 'Acme Logistics',
  score: 90,
  issuedAt: new Date('2026-03-04T10:00:00Z'),
  code: 'ABCD-EFGH-JKMN',
  verifyUrl,
  projectManager: 'Hanna Hr',
  companyDirector: 'Carl Ceo',
  qr: qrModulesOf(verifyUrl),
};

describe('certificate renderer', () => {
  it('writes a PDF whose page reads as the certificate, with the holder\'s name in any script', async () => {
    const [page] = await pdfPageTexts(await renderCertificatePdf(content));
    expect(page).toContain('CERTIFICATE OF COMPLETION  Presented to  Αλέξανδρος Иванов Müller');
    expect(page).toContain('“Phishing Awareness”  Score 90% · Issued 2026-03-04  Hanna Hr  Project Manager  Carl Ceo  Company Director');
    expect(page).toContain(`Verify at ${verifyUrl}`);
    expect(page).toContain(certificateTexts.disclaimer);
  });

  it('draws a PNG at twice the size whose QR code has the modules of the verification link', async () => {
    const image = await loadImage(await renderCertificatePng(content));
    expect([image.width, image.height]).toEqual([1600, 1200]);
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, 240, 240);
    const dark = (x: number, y: number) => data[(y * 240 + x) * 4]! < 128;
    // The code's extent is read from the image (inside the frame, above the code printed under it): its
    // finder patterns are dark at both ends of the first row and column.
    const darkXs: number[] = [];
    const darkYs: number[] = [];
    for (let y = 60; y < 220; y++) {
      for (let x = 60; x < 240; x++) {
        if (!dark(x, y)) continue;
        darkXs.push(x);
        darkYs.push(y);
      }
    }
    const left = Math.min(...darkXs);
    const top = Math.min(...darkYs);
    const { qr } = content;
    const cell = (Math.max(...darkXs) - left + 1) / qr.size;
    expect(Number.isInteger(cell)).toBe(true);
    const read: boolean[] = [];
    const expected: boolean[] = [];
    for (let row = 0; row < qr.size; row++) {
      for (let column = 0; column < qr.size; column++) {
        read.push(dark(Math.floor(left + (column + 0.5) * cell), Math.floor(top + (row + 0.5) * cell)));
        expected.push(qr.isDark(row, column));
      }
    }
    expect(read).toEqual(expected);
  });
});
