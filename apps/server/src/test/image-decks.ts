import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { openPdfDeck } from '../providers/decks/pdf-deck.ts';

// Decks whose words exist only as pixels, made from decks whose text is known: the OCR tests compare
// what comes back with what was drawn.

/** Wraps images into a PDF, one image filling each 960x540 page, with no text layer at all. */
async function imagePdf(images: { bytes: Buffer; mimeType: 'image/jpeg' | 'image/png' }[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (const { bytes, mimeType } of images) {
    const image = mimeType === 'image/png' ? await document.embedPng(bytes) : await document.embedJpg(bytes);
    const page = document.addPage([960, 540]);
    page.drawImage(image, { x: 0, y: 0, width: 960, height: 540 });
  }
  return Buffer.from(await document.save());
}

/** A text PDF rasterised page by page (as Google Slides "download as images" decks are) into an image-only PDF. */
export async function rasterisePdf(textPdf: Buffer): Promise<Buffer> {
  const deck = await openPdfDeck(textPdf);
  const images = [];
  for (let number = 1; number <= deck.slideCount; number++) {
    const { image, mimeType } = await deck.renderSlide(number);
    images.push({ bytes: image, mimeType });
  }
  await deck.close();
  return imagePdf(images);
}

/** A deterministic pseudo-random sequence, so the "photo" is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** A section slide: a photo-like picture (soft shapes and grain) with its caption drawn in on a dark band. */
export async function makePhotoSectionPdf(caption: string): Promise<Buffer> {
  const width = 1280;
  const height = 720;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const random = seeded(7);
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#6a8fb5');
  sky.addColorStop(1, '#2f4a35');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 60; i++) {
    context.fillStyle = `rgba(${Math.floor(random() * 255)}, ${Math.floor(random() * 255)}, ${Math.floor(random() * 255)}, 0.35)`;
    context.beginPath();
    context.arc(random() * width, random() * height, 20 + random() * 120, 0, Math.PI * 2);
    context.fill();
  }
  for (let i = 0; i < 20_000; i++) {
    const shade = Math.floor(random() * 255);
    context.fillStyle = `rgba(${shade}, ${shade}, ${shade}, 0.25)`;
    context.fillRect(random() * width, random() * height, 2, 2);
  }
  context.fillStyle = 'rgba(0, 0, 0, 0.7)';
  context.fillRect(0, 470, width, 140);
  context.fillStyle = '#ffffff';
  context.font = 'bold 64px "DejaVu Sans", "Liberation Sans", Arial, sans-serif';
  context.fillText(caption, 80, 565);
  return imagePdf([{ bytes: await canvas.encode('png'), mimeType: 'image/png' }]);
}
