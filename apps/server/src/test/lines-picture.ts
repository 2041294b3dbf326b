import { createCanvas } from '@napi-rs/canvas';

/** A PNG of lines of dark words on a plain ground, drawn as pixels only (no text layer): a slide's or a screenshot's picture. */
export interface LinesLayout {
  width: number;
  height: number;
  ground: string;
  font: number;
  left: number;
  top: number;
  step: number;
}

export function linesPicture(lines: string[], { width, height, ground, font, left, top, step }: LinesLayout): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = ground;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000';
  context.font = `${font}px sans-serif`;
  lines.forEach((line, i) => context.fillText(line, left, top + i * step));
  return canvas.toBuffer('image/png');
}
