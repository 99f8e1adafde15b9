import { describe, expect, it } from 'vitest';
import {
  allSolutionsOfEmptyBoard,
  emptyBoardSolutionsProblem,
  GAME_BUDGET_KB,
  givensOnBoard,
  gzippedSizes,
  playableAt,
} from '../scripts/chromium.mjs';
import { distDir } from '../scripts/serve.mjs';
import { newGameWithGivens, useBrowser, waitForMessage } from './browser.js';

/**
 * What issue 19's targets rest on, as behaviour: All solutions of the empty
 * board, a fresh visit becoming playable, and the size of the whole game.
 * How fast (start-up, the longest task, the run's seconds) is measured by
 * the benchmarks' web suite (`pnpm bench --suite web`), never asserted here:
 * a busy machine must not fail a test.
 */
const browser = useBrowser();

describe('the targets of issue 19, as behaviour', () => {
  it('All solutions of the empty board stops at 1,000,000 on 2+ workers and saves them', async () => {
    const { context, page, workers } = await browser.open(`#p=${'0'.repeat(80)}1`);
    await newGameWithGivens(page, 0);
    await waitForMessage(page, /An empty board/);
    const { line, path } = await allSolutionsOfEmptyBoard(page);
    expect(line).toMatch(/first 1,000,000 are saved/);
    expect(emptyBoardSolutionsProblem(path)).toBeUndefined();
    expect(workers.length).toBeGreaterThanOrEqual(2);
    await context.close();
  }, 400_000);

  it('a fresh visit becomes playable: the mark is set once, with a new puzzle on the board', async () => {
    const { context, page, errors } = await browser.open('', { ready: false });
    expect(await playableAt(page)).toBeGreaterThan(0);
    expect(await givensOnBoard(page)).toBeGreaterThanOrEqual(17);
    expect(await page.evaluate(() => performance.getEntriesByName('sudoku:playable').length)).toBe(
      1,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  // A budget against growth (GAME_BUDGET_KB says why); sizes are the same on every machine.
  it(`what the game loads at start stays within its ${GAME_BUDGET_KB} kB gzipped budget`, () => {
    const sizes = gzippedSizes(distDir);
    const list = (files: typeof sizes) =>
      files.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} kB`).join(', ');
    const startup = sizes.filter((s) => s.startup);
    const total = startup.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(
      `Gzipped at start: ${list(startup)}; total ${(total / 1024).toFixed(1)} kB. On demand: ${list(sizes.filter((s) => !s.startup))}`,
    );
    // The page, its styles and the worker are all counted: a budget that missed one would be no budget.
    const names = startup.map((s) => s.file).join(' ');
    expect(names).toMatch(/assets\/index-[\w-]+\.js/);
    expect(names).toMatch(/assets\/index-[\w-]+\.css/);
    expect(names).toMatch(/assets\/solver-worker-[\w-]+\.js/);
    expect(total).toBeLessThanOrEqual(GAME_BUDGET_KB * 1024);
  });
});
