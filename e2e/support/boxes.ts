import { expect, type Locator } from '@playwright/test';

// Layout checks by element boxes as Chromium lays them out.

export type Box = { x: number; y: number; width: number; height: number };

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

/** `inner` lies within `outer` (half a pixel of rounding allowed). */
export function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.x + inner.width, `${what}: right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height, `${what}: bottom`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
