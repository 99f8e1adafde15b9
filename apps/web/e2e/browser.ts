import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  launchChromium,
  type OpenedPage,
  openPage,
  type PageOptions,
  seriousViolations,
} from '../scripts/chromium.mjs';
import { ensureBuilt, serveDist } from '../scripts/serve.mjs';

export {
  longTasks,
  messageText,
  newGameWithGivens,
  tool,
  waitForMessage,
} from '../scripts/chromium.mjs';

/**
 * The game in a real browser: Debian's Chromium driven by playwright-core,
 * against the production build served from dist/ on a free port. Each test
 * file calls useBrowser() once. Screenshots land in e2e/screenshots/
 * (git-ignored) for a person to look at.
 */

const here = dirname(fileURLToPath(import.meta.url));
export const shots = join(here, 'screenshots');

// The example puzzle (core's EXAMPLE fixture) and its solution.
export const EXAMPLE =
  '908060124237451968146020357012070593073010482480005601704590816890746200305080709';
export const SOLUTION =
  '958367124237451968146928357612874593573619482489235671724593816891746235365182749';
// A puzzle with several solutions: the example's solution with rows 1-3 blank.
export const MULTI = `${'0'.repeat(27)}612874593573619482489235671724593816891746235365182749`;

export type Open = OpenedPage;

export interface OpenOptions extends PageOptions {
  /** Wait for a puzzle on the board (default true). */
  ready?: boolean;
}

/** Launches Chromium and the static server around the tests of one file. */
export function useBrowser(): {
  open(hash?: string, options?: OpenOptions): Promise<Open>;
  url(): string;
} {
  let server: Server | undefined;
  let baseUrl = '';
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    await ensureBuilt({ quiet: true });
    ({ server, url: baseUrl } = await serveDist({ port: 0 }));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await new Promise((done) => server!.close(done));
  });
  return {
    url: () => baseUrl,
    async open(hash = '', options: OpenOptions = {}) {
      const opened = await openPage(browser!, `${baseUrl}${hash}`, options);
      if (options.ready !== false) await waitForPuzzle(opened.page);
      return opened;
    },
  };
}

export function waitForPuzzle(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => document.querySelectorAll('[role="gridcell"][aria-readonly="true"]').length > 0,
  );
}

/** The board as 81 characters, `0` for empty. */
export function boardText(page: Page): Promise<string> {
  return page.$$eval('[role="gridcell"]', (cells) =>
    cells.map((c) => c.querySelector('.value')?.textContent || '0').join(''),
  );
}

export function cell(page: Page, index: number) {
  return page.locator(`[role="gridcell"][data-cell="${index}"]`);
}

export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(250); // let fade-ins settle
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

/** Runs axe-core on the page and expects no serious or critical violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}
