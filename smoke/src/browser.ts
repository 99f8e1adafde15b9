import type { Browser } from 'playwright-core';

// Debian's Chromium, headless, launched as the game's browser tests launch it.
export { launchChromium } from '../../apps/web/scripts/chromium.mjs';

export interface PageRun {
  /** The page's text once the script has run. */
  text: string;
  /** Uncaught errors and console errors. */
  errors: string[];
  /** `window.smokeResult`, if the script set it. */
  result: unknown;
}

/** Runs a classic-script bundle in a blank page and reads what it left there. */
export async function runInPage(browser: Browser, script: string): Promise<PageRun> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.setContent(
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
    );
    await page.addScriptTag({ content: script });
    // A script may finish after a promise (reading a stream): wait briefly for what it leaves.
    await page
      .waitForFunction(
        () =>
          (document.body.textContent ?? '') !== '' ||
          (window as { smokeResult?: unknown }).smokeResult !== undefined,
        undefined,
        { timeout: 5000 },
      )
      .catch(() => {});
    const text = await page.evaluate(() => document.body.textContent ?? '');
    const result = await page.evaluate(() => (window as { smokeResult?: unknown }).smokeResult);
    return { text, errors, result };
  } finally {
    await page.close();
  }
}
