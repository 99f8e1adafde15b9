import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readTop95Ratings } from '@sudoku/testing/ratings';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Debian's Chromium, headless, launched as the game's browser tests launch it.
import { launchChromium, seriousViolations } from '../../web/scripts/chromium.mjs';
import { BIN, runCli, scratchDir } from '../src/test-support/run-cli.js';

// The hardest top95 puzzle by Sudoku Explainer's rating (the first of those at the top).
const ratings = readTop95Ratings();
const HARDEST = ratings.reduce((a, b) => (b.er > a.er ? b : a)).puzzle;

let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(dirname(BIN), 'dist', 'main.js')))
    throw new Error('build the command first: pnpm build');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('explain --html in Chromium', () => {
  it('the hardest top95 page asks for nothing outside itself, draws every step, and axe finds no serious violation', async () => {
    const file = join(scratchDir(), 'page.html');
    const run = runCli(['explain', '-q', '--html', file, HARDEST]);
    expect(run.status, run.stderr).toBe(0);
    const url = pathToFileURL(file).href;
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(url, { waitUntil: 'load' });
    expect(requests).toEqual([url]);

    // Every step's block holds a drawn board, with a size on the page.
    const steps = await page.$$eval('section.step', (blocks) =>
      blocks.map((block) => {
        const svg = block.querySelector('svg');
        const box = svg?.getBoundingClientRect();
        return { drawn: (box?.width ?? 0) > 100 && (box?.height ?? 0) > 100 };
      }),
    );
    const json = JSON.parse(runCli(['explain', '--json', HARDEST]).stdout) as { steps: unknown[] };
    expect(steps).toHaveLength(json.steps.length);
    expect(steps.every((s) => s.drawn)).toBe(true);

    // Opened folds, as a reader would, are checked too.
    await page.$$eval('details', (all) => {
      for (const d of all) d.open = true;
    });
    const violations = await seriousViolations(page);
    expect(violations).toEqual([]);
    await page.close();
  });
});
