// The grey picture of a drawn page and its levels per square tile, shared by the readers of boxed text
// (dark-box-text.ts: dark text on a flat fill; light-text.ts: light text on a coloured fill).

/** The side of the square tiles whose commonest grey level is the fill round a pixel (pixels). */
export const tile = 16;

/** Grey level (0–255) of each pixel of an RGBA image. */
export function greyLevels(rgba: Uint8ClampedArray | Uint8Array, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let p = 0, i = 0; p < pixels; p++, i += 4) grey[p] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  return grey;
}

/** How many pixels of each tile fall in each of 32 grey bands of 8 steps (`counts[tile * 32 + band]`). */
export function tileGreyCounts(grey: Uint8Array, width: number, height: number) {
  const across = Math.ceil(width / tile);
  const down = Math.ceil(height / tile);
  const counts = new Uint32Array(across * down * 32);
  for (let y = 0; y < height; y++) {
    const row = ((y / tile) | 0) * across;
    for (let x = 0; x < width; x++) counts[(row + ((x / tile) | 0)) * 32 + (grey[y * width + x]! >> 3)]!++;
  }
  return { across, down, counts };
}
