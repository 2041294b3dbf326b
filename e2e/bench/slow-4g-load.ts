import type { Browser, Locator, Page } from '@playwright/test';

// One cold load of a signed-in screen on Chrome DevTools' "Slow 4G" preset, throttled through the Chrome
// DevTools Protocol: every request pays 562.5 ms of latency, the download shares 1.44 Mbit/s.
export const slow4g = {
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

export type LoadFigures = {
  /** Largest Contentful Paint, ms from the start of navigation. */
  lcp: number;
  /** The element LCP settled on (tag and a class or alt), to say what painted. */
  lcpElement: string;
  /** Requests the page made until its screen showed (the ready locator visible). */
  requestsBeforeReady: number;
  /** Requests the page made in all, counted settleMs after the screen showed. */
  requests: number;
  /** Each request: when it started and ended (ms after navigation), what and how big; for the waterfall. */
  waterfall: { start: number; end: number; url: string; type: string; bytes: number }[];
};

/**
 * Opens `url` in a fresh context (cold cache) with the stored session in local storage, throttled, and waits
 * until `ready(page)` shows: what the screen is for (the dashboard's heading, the player's first slide).
 */
export async function loadOnSlow4g(
  browser: Browser,
  url: string,
  storage: Record<string, string>,
  ready: (page: Page) => Locator,
  settleMs = 3000,
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });

  let navigationStart = 0;
  const started = new Map<string, { start: number; url: string; type: string }>();
  const waterfall: LoadFigures['waterfall'] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!navigationStart) navigationStart = event.timestamp;
    started.set(event.requestId, { start: event.timestamp, url: event.request.url, type: event.type ?? '' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (!request) return;
    waterfall.push({
      start: (request.start - navigationStart) * 1000,
      end: (event.timestamp - navigationStart) * 1000,
      url: request.url,
      type: request.type,
      bytes: event.encodedDataLength,
    });
  });

  await page.goto(url, { waitUntil: 'commit' });
  await ready(page).waitFor({ state: 'visible', timeout: 60_000 });
  // An image paints once decoded: its LCP entry follows the element's appearance.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 60_000 });
  const requestsBeforeReady = started.size;
  const lcp = await page.evaluate(
    () =>
      new Promise<{ time: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries[entries.length - 1]!;
          const element = last.element;
          const label = element
            ? `${element.tagName.toLowerCase()}${element.getAttribute('alt') ? ` alt="${element.getAttribute('alt')}"` : ''}${element.textContent ? ` "${element.textContent.slice(0, 40)}"` : ''}`
            : 'gone';
          resolve({ time: last.startTime, element: label });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await page.waitForTimeout(settleMs);
  const requests = started.size;
  await context.close();
  waterfall.sort((a, b) => a.start - b.start);
  return { lcp: lcp.time, lcpElement: lcp.element, requestsBeforeReady, requests, waterfall };
}

/** The waterfall of one load as text: start–end ms, size and the address without its origin and query. */
export function formatWaterfall(figures: LoadFigures, until: number): string {
  return figures.waterfall
    .filter((request) => request.start <= until)
    .map((request) => {
      const address = new URL(request.url);
      const name = address.pathname.length > 70 ? `${address.pathname.slice(0, 67)}...` : address.pathname;
      return `    ${request.start.toFixed(0).padStart(5)}–${request.end.toFixed(0).padStart(5)} ms ${(request.bytes / 1024).toFixed(1).padStart(6)} KB ${request.type.padEnd(10)} ${name}`;
    })
    .join('\n');
}
