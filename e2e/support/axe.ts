import type { Page } from '@playwright/test';
import axe from 'axe-core';

export type ContrastFailure = { target: string; text: string; message: string };

/**
 * axe-core's colour-contrast rule over the whole page. Its source is evaluated through the DevTools
 * protocol, which the app's Content-Security-Policy does not govern (an inline script tag would be refused).
 */
export async function contrastFailures(page: Page): Promise<ContrastFailure[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, { runOnly: ['color-contrast'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        target: node.target.join(' '),
        text: (document.querySelector(String(node.target[0])) as HTMLElement | null)?.innerText?.slice(0, 60) ?? '',
        message: node.any.map((check) => check.message).join('; '),
      })),
    );
  });
}
