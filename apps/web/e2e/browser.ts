import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ensureBuilt, serveDist } from '../scripts/serve.mjs';

/**
 * The game in a real browser: Debian's Chromium driven by playwright-core,
 * against the production build served from dist/ on a free port. Each test
 * file calls useBrowser() once. Screenshots land in e2e/screenshots/
 * (git-ignored) for a person to look at.
 */

const here = dirname(fileURLToPath(import.meta.url));
export const shots = join(here, 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The example puzzle (core's EXAMPLE fixture) and its solution.
export const EXAMPLE =
  '908060124237451968146020357012070593073010482480005601704590816890746200305080709';
export const SOLUTION =
  '958367124237451968146928357612874593573619482489235671724593816891746235365182749';
// A puzzle with several solutions: the example's solution with rows 1-3 blank.
export const MULTI = `${'0'.repeat(27)}612874593573619482489235671724593816891746235365182749`;

export interface Open {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Playwright's view of the workers the page started. */
  workers: string[];
}

export interface OpenOptions {
  phone?: boolean;
  dark?: boolean;
  /** Wait for a puzzle on the board (default true). */
  ready?: boolean;
  /** localStorage entries to start with. */
  storage?: Record<string, string>;
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
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await new Promise((done) => server!.close(done));
  });
  return {
    url: () => baseUrl,
    async open(hash = '', options: OpenOptions = {}) {
      const context = await browser!.newContext({
        viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 860 },
        deviceScaleFactor: options.phone ? 2 : 1,
        isMobile: options.phone ?? false,
        hasTouch: options.phone ?? false,
        colorScheme: options.dark ? 'dark' : 'light',
        acceptDownloads: true,
      });
      await context.addInitScript((entries: Record<string, string>) => {
        // Every task over 50 ms the page runs, from the first script on.
        const tasks: { start: number; duration: number }[] = [];
        (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            tasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
        // The status line as shown: a cell name's spoken words are not on screen.
        (window as unknown as { __shownLine(): string }).__shownLine = () =>
          ['status', 'alert']
            .map((id) => {
              const copy = document.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
              for (const spoken of copy?.querySelectorAll('.visually-hidden') ?? [])
                spoken.remove();
              return copy?.textContent ?? '';
            })
            .join('\n');
        if (!sessionStorage.getItem('seeded')) {
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
          sessionStorage.setItem('seeded', '1');
        }
      }, options.storage ?? {});
      const page = await context.newPage();
      const errors: string[] = [];
      const workers: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(`${baseUrl}${hash}`);
      if (options.ready !== false) await waitForPuzzle(page);
      return { context, page, errors, workers };
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

/** The status line's text as shown (status and alert regions, without the words only read aloud). */
export function messageText(page: Page): Promise<string> {
  // One region holds the message at a time; the other's empty line goes.
  return page.evaluate(() => (window as unknown as ShownLine).__shownLine().trim());
}

interface ShownLine {
  __shownLine(): string;
}

/** Waits until the status or alert line matches, and fails with both lines when it does not. */
export async function waitForMessage(
  page: Page,
  pattern: RegExp,
  timeout = 30_000,
): Promise<string> {
  try {
    await page.waitForFunction(
      ([source, flags]) =>
        new RegExp(source, flags).test((window as unknown as ShownLine).__shownLine()),
      [pattern.source, pattern.flags] as const,
      { timeout },
    );
  } catch (error) {
    throw new Error(`no message matching ${pattern} (line: "${await messageText(page)}")`, {
      cause: error,
    });
  }
  return messageText(page);
}

/** Opens Tools (if closed) and presses one of its buttons: every tool is two clicks away. */
export async function tool(page: Page, name: string): Promise<void> {
  if ((await page.locator('#tools-button').getAttribute('aria-expanded')) !== 'true') {
    await page.getByRole('button', { name: 'Tools' }).click();
  }
  await page.locator('#tools').getByRole('button', { name, exact: true }).click();
}

/** New game by number of givens, through the menu. */
export async function newGameWithGivens(page: Page, givens: number): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).first().click();
  await page.getByLabel(/^Givens/).fill(String(givens));
  await page.getByRole('button', { name: 'Start with these givens' }).click();
}

export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(250); // let fade-ins settle
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

/** Runs axe-core on the page and expects no serious or critical violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            c: Document,
            o: object,
          ): Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
  expect(violations, `axe on ${what}`).toEqual([]);
}

/** The page's long tasks (over 50 ms) so far. */
export function longTasks(page: Page): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(
    () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
  );
}
