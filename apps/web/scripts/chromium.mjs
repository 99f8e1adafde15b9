// The game in Chromium, driven by playwright-core: where Chromium is, how it
// is launched, what every page records from its first script on, and the
// actions that both the browser tests (e2e/) and the benchmarks' web suite
// take. Plain JavaScript, like serve.mjs, so the built benchmarks can import it.

import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`), or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with nothing running beside the page (no updates, sync or network chatter). */
export function launchChromium() {
  return chromium.launch({
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
}

/**
 * Runs in every page before its own scripts (`context.addInitScript(pageInitScript, entries)`):
 * records every task over 50 ms, offers the status line as shown, and seeds
 * localStorage with `entries` on the first load of the tab only.
 */
export function pageInitScript(entries) {
  const tasks = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The status line as shown: a cell name's spoken words are not on screen.
  window.__shownLine = () =>
    ['status', 'alert']
      .map((id) => {
        const copy = document.getElementById(id)?.cloneNode(true);
        for (const spoken of copy?.querySelectorAll('.visually-hidden') ?? []) spoken.remove();
        return copy?.textContent ?? '';
      })
      .join('\n');
  if (!sessionStorage.getItem('seeded')) {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    sessionStorage.setItem('seeded', '1');
  }
}

/**
 * A fresh context (no cache, no storage) and page at `url`: desktop or phone,
 * light or dark, downloads accepted, at a given date if asked, with {@link pageInitScript}. Collects the
 * page's errors and the workers it starts.
 */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 860 },
    deviceScaleFactor: options.phone ? 2 : 1,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
    colorScheme: options.dark ? 'dark' : 'light',
    acceptDownloads: true,
  });
  if (options.time) await context.clock.setFixedTime(options.time);
  await context.addInitScript(pageInitScript, options.storage ?? {});
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const errors = [];
  const workers = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(url);
  return { context, page, errors, workers };
}

/** How many givens the board shows (read-only cells). */
export function givensOnBoard(page) {
  return page.$$eval('[role="gridcell"][aria-readonly="true"]', (cells) => cells.length);
}

/** The page's long tasks (over 50 ms) so far. */
export function longTasks(page) {
  return page.evaluate(() => window.__longTasks);
}

/** Waits for the game's `sudoku:playable` mark and returns its time (ms since navigation). */
export async function playableAt(page, timeout = 30_000) {
  await page.waitForFunction(
    () => performance.getEntriesByName('sudoku:playable').length > 0,
    undefined,
    {
      timeout,
    },
  );
  return page.evaluate(() => performance.getEntriesByName('sudoku:playable')[0].startTime);
}

/** The status line's text as shown (status and alert regions, without the words only read aloud). */
export function messageText(page) {
  // One region holds the message at a time; the other's empty line goes.
  return page.evaluate(() => window.__shownLine().trim());
}

/** Waits until the status or alert line matches, and fails with both lines when it does not. */
export async function waitForMessage(page, pattern, timeout = 30_000) {
  try {
    await page.waitForFunction(
      ([source, flags]) => new RegExp(source, flags).test(window.__shownLine()),
      [pattern.source, pattern.flags],
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
export async function tool(page, name) {
  if ((await page.locator('#tools-button').getAttribute('aria-expanded')) !== 'true') {
    await page.getByRole('button', { name: 'Tools' }).click();
  }
  await page.locator('#tools').getByRole('button', { name, exact: true }).click();
}

/** New game by number of givens, through the menu. */
export async function newGameWithGivens(page, givens) {
  await page.getByRole('button', { name: 'New game' }).first().click();
  await page.getByLabel(/^Givens/).fill(String(givens));
  await page.getByRole('button', { name: 'Start with these givens' }).click();
}

/**
 * New game at a level, through the menu ("Extreme" …): the seconds from the
 * level's press to the new puzzle on the board (its "New …" status line).
 */
export async function newGameAtLevel(page, level, timeout = 120_000) {
  await page.evaluate(() => {
    document.getElementById('status').textContent = '';
  });
  await page.getByRole('button', { name: 'New game' }).first().click();
  const started = performance.now();
  await page.getByRole('button', { name: level, exact: true }).click();
  await page.waitForFunction(
    () => /^New /.test(document.getElementById('status')?.textContent ?? ''),
    undefined,
    { timeout },
  );
  return (performance.now() - started) / 1000;
}

/** The first line of the file All solutions saves when it stops at its limit. */
export const ALL_SOLUTIONS_HEADER =
  '# more than 1,000,000 solutions; the search stopped at the limit, and this file holds the first 1,000,000\n';

/**
 * On a page showing the empty board: presses All solutions, waits for the
 * 1,000,000 limit and the saved file. Returns the status line, the file, the
 * seconds from the press to the message, and the long tasks meanwhile.
 */
export async function allSolutionsOfEmptyBoard(page, timeout = 300_000) {
  const before = (await longTasks(page)).length;
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout }),
    tool(page, 'All solutions'),
  ]);
  const line = await waitForMessage(page, /More than 1,000,000 solutions/, timeout);
  const seconds = (performance.now() - started) / 1000;
  const tasks = (await longTasks(page)).slice(before);
  return { line, download, path: await download.path(), seconds, tasks };
}

/** The first `bytes` of a file (the solutions file is 163 MB: no need to read it all). */
function head(path, bytes) {
  const fd = openSync(path, 'r');
  const buffer = Buffer.alloc(bytes);
  const read = readSync(fd, buffer, 0, bytes, 0);
  closeSync(fd);
  return buffer.subarray(0, read).toString('utf8');
}

/** Why a saved file is not the empty board's first 1,000,000 solutions in the canonical order, or undefined. */
export function emptyBoardSolutionsProblem(path) {
  const size = statSync(path).size;
  const start = head(path, ALL_SOLUTIONS_HEADER.length + 162);
  if (!start.startsWith(ALL_SOLUTIONS_HEADER))
    return `the file starts with ${JSON.stringify(start.slice(0, 60))}`;
  if (size !== ALL_SOLUTIONS_HEADER.length + 163 * 1_000_000 - 1)
    return `the file holds ${size} bytes, not 1,000,000 grids`;
  // The first solution of the canonical order.
  if (!/^1 2 3 4 5 6 7 8 9\n4 5 6 7 8 9 1 2 3\n/.test(start.slice(ALL_SOLUTIONS_HEADER.length)))
    return 'the first grid is not the first solution of the canonical order';
  return undefined;
}

/**
 * The gzipped budget in kB of what the game loads at start (the page, its
 * styles and the worker, which makes the first puzzle), against growth: the
 * human-logic engine in the worker (forty techniques, nested chains, and what
 * makes them fast) is most of it (docs/performance.md, "The browser game's
 * size"). What loads on demand (the other Solve strategies, the statistics
 * page) is counted apart.
 */
export const GAME_BUDGET_KB = 73;

/**
 * The files the game loads at start: index.html, what it names (script,
 * styles, manifest; not the home-screen icon), the chunks those scripts
 * import statically, the worker the page starts with its own static imports,
 * and the service worker it registers. A dynamic `import()` is on demand, not start-up (the service
 * worker caches those too, in the background, for offline play).
 */
export function startupFiles(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set(['index.html']);
  // The home-screen icon is fetched when the player adds the game to the home screen, not at start.
  const page = html.replace(/<link rel="apple-touch-icon"[^>]*>/g, '');
  const queue = [...page.matchAll(/(?:src|href)="\.\/([^"#?]+)"/g)].map((m) => m[1]);
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file) || !existsSync(join(distDir, file))) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(distDir, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    // `import … from "./x.js"` (static), not `import("./x.js")` (on demand).
    for (const m of code.matchAll(
      /\bimport\s*(?:[\w$*{}\s,]*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g,
    ))
      queue.push(dir + m[1]);
    // The workers the page starts: `new Worker(new URL("x.js", import.meta.url))`.
    for (const m of code.matchAll(
      /new Worker\(new URL\(new URL\(["'`](?:\.\/)?([\w.-]+\.js)["'`]/g,
    ))
      queue.push(dir + m[1]);
    // The service worker it registers, beside index.html: `register("./sw.js")`.
    for (const m of code.matchAll(/\.register\(["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(m[1]);
  }
  return [...files];
}

/** Each file of the built game, its gzipped size in bytes (level 9), and whether it loads at start. */
export function gzippedSizes(distDir) {
  const startup = new Set(startupFiles(distDir));
  const files = readdirSync(distDir, { recursive: true })
    .map((f) => String(f).split('\\').join('/'))
    .filter((f) => statSync(join(distDir, f)).isFile())
    .sort();
  return files.map((file) => ({
    file,
    bytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    startup: startup.has(file),
  }));
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core on the page as it is: its serious and critical violations,
 * each as "id (impact): the first three targets" (none: an empty list).
 */
export async function seriousViolations(page) {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    // A fade-in still running makes text look faint to axe: let every finite animation end first.
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const result = await globalThis.axe.run(document, { resultTypes: ['violations'] });
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
}
