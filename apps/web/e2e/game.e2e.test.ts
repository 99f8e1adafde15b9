import { mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, serveDist } from '../scripts/serve.mjs';

/**
 * The game in a real browser: Debian's Chromium driven by playwright-core,
 * against the production build served from dist/ on a free port. Screenshots
 * land in e2e/screenshots/ (git-ignored) for a person to look at.
 */

const here = dirname(fileURLToPath(import.meta.url));
const shots = join(here, 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The assignment's example puzzle (core's EXAMPLE fixture) and its solution.
const EXAMPLE = '908060124237451968146020357012070593073010482480005601704590816890746200305080709';
const SOLUTION =
  '958367124237451968146928357612874593573619482489235671724593816891746235365182749';
// A puzzle with several solutions: the example's solution with rows 1-3 blank.
const MULTI = `${'0'.repeat(27)}612874593573619482489235671724593816891746235365182749`;

let server: Server;
let baseUrl: string;
let browser: Browser;

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
  if (server) await new Promise((done) => server.close(done));
});

interface Open {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(hash = '', options: { phone?: boolean; dark?: boolean } = {}): Promise<Open> {
  const context = await browser.newContext({
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 860 },
    deviceScaleFactor: options.phone ? 2 : 1,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
    colorScheme: options.dark ? 'dark' : 'light',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${baseUrl}${hash}`);
  await page.waitForFunction(
    () => document.querySelectorAll('[role="gridcell"][aria-readonly="true"]').length > 0,
  );
  return { context, page, errors };
}

/** The board as 81 characters, `0` for empty. */
function boardText(page: Page): Promise<string> {
  return page.$$eval('[role="gridcell"]', (cells) =>
    cells.map((c) => c.querySelector('.value')?.textContent || '0').join(''),
  );
}

function cell(page: Page, index: number) {
  return page.locator(`[role="gridcell"][data-cell="${index}"]`);
}

/** Waits until the status or alert line matches, and fails with both lines when it does not. */
async function waitForMessage(page: Page, pattern: RegExp, timeout = 30_000): Promise<string> {
  try {
    await page.waitForFunction(
      ([source, flags]) => {
        const text = `${document.getElementById('status')?.textContent ?? ''}\n${document.getElementById('alert')?.textContent ?? ''}`;
        return new RegExp(source, flags).test(text);
      },
      [pattern.source, pattern.flags] as const,
      { timeout },
    );
  } catch (error) {
    const status = await page.locator('#status').textContent();
    const alert = await page.locator('#alert').textContent();
    throw new Error(`no message matching ${pattern} (status: "${status}", alert: "${alert}")`, {
      cause: error,
    });
  }
  return `${await page.locator('#status').textContent()}${await page.locator('#alert').textContent()}`;
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(250); // let fade-ins settle
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

describe('the game in Chromium', () => {
  it('starts a new game with a chosen number of givens, with an accessible board', async () => {
    const { context, page, errors } = await open();
    expect(await page.locator('[role="grid"] [role="row"]').count()).toBe(9);
    expect(await page.locator('[role="gridcell"]').count()).toBe(81);
    await expect(cell(page, 22).getAttribute('aria-label')).resolves.toMatch(/^row 3, column 5/);
    await page.getByText('Givens', { exact: true }).click();
    await page.getByLabel('Number of givens').fill('30');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.waitForFunction(() =>
      document.getElementById('game-label')?.textContent?.includes('30 givens'),
    );
    expect(await page.locator('[aria-readonly="true"]').count()).toBe(30);
    await expect(page.locator('#status').textContent()).resolves.toMatch(
      /New puzzle with 30 givens/,
    );
    // Every cell is square and the same size, empty rows included.
    const sizes = await page.$$eval('[role="gridcell"]', (cells) =>
      cells.map((c) => [c.getBoundingClientRect().width, c.getBoundingClientRect().height]),
    );
    const all = sizes.flat();
    expect(Math.max(...all) - Math.min(...all)).toBeLessThan(3);
    await shot(page, 'desktop-light-new-game');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a digit that clashes, naming the row and column, and refuses to change a given', async () => {
    const { context, page } = await open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('9'); // r1c1 holds the given 9
    await expect(page.locator('[role="alert"]').textContent()).resolves.toBe(
      '9 is already in row 1, column 1.',
    );
    expect((await boardText(page))[1]).toBe('0');
    await cell(page, 0).click();
    await page.keyboard.press('5');
    await expect(page.locator('[role="alert"]').textContent()).resolves.toMatch(
      /Row 1, column 1 is a given of the puzzle and cannot be changed/,
    );
    expect((await boardText(page))[0]).toBe('9');
    await expect(cell(page, 0).getAttribute('aria-readonly')).resolves.toBe('true');
    await context.close();
  });

  it('plays with the keyboard: arrows move, digits enter, Backspace erases, undo and redo', async () => {
    const { context, page } = await open(`#p=${EXAMPLE}`);
    await cell(page, 0).click();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('5');
    expect((await boardText(page))[1]).toBe('5');
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.toBe('row 1, column 2, 5');
    await page.keyboard.press('Backspace');
    expect((await boardText(page))[1]).toBe('0');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await boardText(page))[1]).toBe('5');
    await page.getByRole('button', { name: 'Redo' }).click();
    expect((await boardText(page))[1]).toBe('0');
    // Notes: Shift+digit writes a pencil mark.
    await page.keyboard.press('Shift+Digit3');
    await page.keyboard.press('Shift+Digit5');
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.toBe(
      'row 1, column 2, empty, notes 3 5',
    );
    await context.close();
  });

  it('gives a hint that names its technique, fills the cell and highlights it; undo takes it back', async () => {
    const { context, page } = await open(`#p=${EXAMPLE}`);
    const before = await boardText(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForFunction(() => document.querySelector('.cell.hint-target') !== null);
    const after = await boardText(page);
    const changed = [...after].flatMap((d, i) => (d !== before[i] ? [i] : []));
    expect(changed).toHaveLength(1);
    expect(after[changed[0]]).toBe(SOLUTION[changed[0]]);
    await expect(page.locator('#status').textContent()).resolves.toMatch(
      /(single|Pointing|pair|triple|Wing|fish)/i,
    );
    await shot(page, 'desktop-light-hint');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await boardText(page)).toBe(before);
    await context.close();
  });

  it('solves with the chosen strategy and shows its statistics', async () => {
    const { context, page } = await open(`#p=${EXAMPLE}`);
    await page.getByLabel('Strategy').selectOption('dlx');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await waitForMessage(page, /^Solved with/m);
    expect(await boardText(page)).toBe(SOLUTION);
    await expect(page.locator('#status').textContent()).resolves.toMatch(
      /Solved with Dancing Links/,
    );
    await expect(page.locator('#stats').textContent()).resolves.toMatch(/Nodes/);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await boardText(page)).toBe(EXAMPLE);
    await page.getByRole('button', { name: 'Is it solvable?' }).click();
    await waitForMessage(page, /^Yes/m);
    await expect(page.locator('#status').textContent()).resolves.toMatch(/exactly one solution/);
    await context.close();
  });

  it('saves a game file and loads it back; a bad file is refused and the game kept', async () => {
    const { context, page } = await open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    const text = readFileSync((await download.path()) as string, 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('9 5 8 0 6 0 1 2 4');
    expect(lines[9]).toBe('');
    expect(lines[10]).toBe('9 0 8 0 6 0 1 2 4');
    const saved = await boardText(page);

    await page.getByRole('button', { name: 'Replay' }).click();
    expect(await boardText(page)).toBe(EXAMPLE);
    await page
      .locator('#file-input')
      .setInputFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await waitForMessage(page, /^Loaded/m);
    expect(await boardText(page)).toBe(saved);
    await expect(cell(page, 1).getAttribute('aria-readonly')).resolves.toBeNull();

    await page.locator('#file-input').setInputFiles({
      name: 'bad.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('<img src=x onerror=alert(1)>\n1 2 3\n'),
    });
    await waitForMessage(page, /Could not load/);
    await expect(page.locator('[role="alert"]').textContent()).resolves.toMatch(
      /Could not load “bad.txt”: .*Your game is unchanged/,
    );
    expect(await page.locator('[role="alert"] img').count()).toBe(0);
    expect(await boardText(page)).toBe(saved);
    await context.close();
  });

  it('resumes the autosaved game after a reload', async () => {
    const { context, page } = await open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    await page.reload();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-readonly="true"]').length > 0,
    );
    expect((await boardText(page))[1]).toBe('5');
    await expect(page.locator('#status').textContent()).resolves.toMatch(/Welcome back/);
    await context.close();
  });

  it('counts solutions and exports all of them to a file with the total', async () => {
    const { context, page } = await open(`#p=${MULTI}`);
    await page.getByRole('button', { name: 'Count solutions' }).click();
    await waitForMessage(page, /solutions? \(counted/);
    const counted = Number(
      (await page.locator('#status').textContent())
        ?.match(/has ([\d,]+) solution/)?.[1]
        .replaceAll(',', ''),
    );
    expect(counted).toBeGreaterThan(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'All solutions' }).click(),
    ]);
    const text = readFileSync((await download.path()) as string, 'utf8');
    expect(text.split('\n')[0]).toBe(`# ${counted} solutions`);
    const grids = text.split('\n').slice(1).join('\n').split('\n\n');
    expect(grids).toHaveLength(counted);
    await context.close();
  });

  it('turns typed digits into givens with Lock and shows them apart', async () => {
    const { context, page } = await open(`#p=${EXAMPLE}`);
    await page.getByText('Givens', { exact: true }).click();
    await page.getByLabel('Number of givens').fill('0');
    await page.getByRole('button', { name: 'New game' }).click();
    await waitForMessage(page, /^An empty board/m);
    await cell(page, 0).click();
    await page.keyboard.press('4');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('7');
    await page.getByRole('button', { name: 'Lock' }).click();
    await waitForMessage(page, /^Locked/m);
    await expect(page.locator('#status').textContent()).resolves.toMatch(
      /Locked: 2 givens\. It has more than one solution/,
    );
    expect(await page.locator('[aria-readonly="true"]').count()).toBe(2);
    await context.close();
  });

  it('cancels a long search and keeps the page responsive', async () => {
    const { context, page } = await open(`#p=${MULTI}`);
    await page.getByText('Givens', { exact: true }).click();
    await page.getByLabel('Number of givens').fill('0');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Count solutions' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForMessage(page, /^Counting stopped/m);
    await expect(page.locator('#status').textContent()).resolves.toMatch(
      /at least [\d,]+ solutions/,
    );
    // The respawned worker still answers.
    await page.getByRole('button', { name: 'Is it solvable?' }).click();
    await waitForMessage(page, /^Yes/m);
    await context.close();
  });

  it('looks right on a phone and on desktop, in light and dark mode', async () => {
    for (const [name, options] of [
      ['phone-light', { phone: true }],
      ['phone-dark', { phone: true, dark: true }],
      ['desktop-dark', { dark: true }],
    ] as const) {
      const { context, page, errors } = await open(`#p=${EXAMPLE}`, options);
      await cell(page, 40).click();
      await page.getByRole('button', { name: 'Fill notes' }).click();
      await cell(page, 1).click();
      await page.keyboard.press('5');
      await cell(page, 31).click();
      // Nothing may stick out sideways on a phone.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(options.phone ? 390 : 1280);
      await shot(page, name);
      expect(errors).toEqual([]);
      await context.close();
    }
    const { context, page } = await open(`#p=${EXAMPLE}`, { phone: true });
    await page.getByRole('button', { name: 'About' }).click();
    await expect(page.locator('#about').getAttribute('open')).resolves.toBe('');
    await shot(page, 'phone-light-about', false);
    await context.close();
  });
});
