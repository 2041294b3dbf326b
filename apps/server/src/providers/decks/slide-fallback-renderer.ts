import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { DeckSlideText, RenderedSlide } from '../../ports/deck-reader.ts';

// Without LibreOffice a PPTX slide is drawn from its extracted text: a clean, readable 16:9 card with
// the title, the body lines as bullets, and the slide number. Long text shrinks until it fits.

const width = 1280;
const height = 720;
const margin = 72;
const font = (size: number, weight = 'normal') => `${weight} ${size}px "DejaVu Sans", "Liberation Sans", Arial, sans-serif`;

function wrap(context: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderSlideFromText(slide: DeckSlideText, totalSlides: number): Promise<RenderedSlide> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1e3a8a';
  context.fillRect(0, 0, width, 12);

  const textWidth = width - margin * 2;
  let titleSize = 48;
  context.font = font(titleSize, 'bold');
  let titleLines = wrap(context, slide.title || `Slide ${slide.number}`, textWidth);
  while (titleLines.length > 2 && titleSize > 28) {
    titleSize -= 4;
    context.font = font(titleSize, 'bold');
    titleLines = wrap(context, slide.title, textWidth);
  }
  context.fillStyle = '#0f172a';
  context.textBaseline = 'top';
  let y = margin;
  for (const line of titleLines.slice(0, 3)) {
    context.fillText(line, margin, y);
    y += titleSize * 1.2;
  }
  y += 24;

  const items = slide.text.split('\n').map((s) => s.trim()).filter(Boolean);
  const bottom = height - margin;
  // Shrink the body until every line fits above the footer.
  let bodySize = 30;
  let laidOut: { text: string; bullet: boolean }[] = [];
  for (; bodySize >= 16; bodySize -= 2) {
    context.font = font(bodySize);
    laidOut = items.flatMap((item) => wrap(context, item, textWidth - 40).map((text, i) => ({ text, bullet: i === 0 })));
    if (y + laidOut.length * bodySize * 1.45 <= bottom) break;
  }
  context.font = font(bodySize);
  context.fillStyle = '#334155';
  for (const line of laidOut) {
    if (y + bodySize > bottom) break;
    if (line.bullet) {
      context.fillStyle = '#1e3a8a';
      context.beginPath();
      context.arc(margin + 10, y + bodySize * 0.55, bodySize * 0.18, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#334155';
    }
    context.fillText(line.text, margin + 40, y);
    y += bodySize * 1.45;
  }

  context.font = font(18);
  context.fillStyle = '#94a3b8';
  context.textAlign = 'right';
  context.fillText(`${slide.number} / ${totalSlides}`, width - margin, height - 44);
  return { image: await canvas.encode('png'), mimeType: 'image/png', width, height };
}
