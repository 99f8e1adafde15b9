import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { num } from '../format.js';
import { median } from '../stats.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';

/** The game's shared Chromium helpers and server (plain JavaScript, typed by .d.mts files). */
type Driver = typeof import('../../../apps/web/scripts/chromium.mjs');
type Browser = Awaited<ReturnType<Driver['launchChromium']>>;

const longest = (tasks: { duration: number }[]) => Math.max(0, ...tasks.map((t) => t.duration));

/** Fresh visits (nothing cached or stored): when the first puzzle is playable, and the longest task until then. */
async function startUp(
  driver: Driver,
  browser: Browser,
  url: string,
  loads: number,
  context: SuiteContext,
) {
  const runs: { playable: number; longest: number; tasks: number }[] = [];
  for (let i = 0; i < loads; i++) {
    context.progress.step(`start-up ${i + 1}/${loads}`);
    const { context: tab, page, errors } = await driver.openPage(browser, url);
    const playable = await driver.playableAt(page);
    const givens = await driver.givensOnBoard(page);
    if (givens < 17) throw new Error(`start-up: playable with ${givens} givens on the board`);
    if (errors.length) throw new Error(`start-up: the page reported ${errors[0]}`);
    const tasks = (await driver.longTasks(page)).filter((t) => t.start <= playable);
    runs.push({ playable, longest: longest(tasks), tasks: tasks.length });
    await tab.close();
  }
  return runs;
}

/** All solutions of the empty board: the run's seconds and the longest task the page ran meanwhile. */
async function allSolutions(
  driver: Driver,
  browser: Browser,
  url: string,
  rounds: number,
  context: SuiteContext,
) {
  const runs: { seconds: number; longest: number; tasks: number; workers: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    context.progress.step(`All solutions ${i + 1}/${rounds}`);
    const {
      context: tab,
      page,
      workers,
    } = await driver.openPage(browser, `${url}#p=${'0'.repeat(80)}1`);
    await driver.playableAt(page);
    await driver.newGameWithGivens(page, 0);
    await driver.waitForMessage(page, /An empty board/);
    const { line, download, path, seconds, tasks } = await driver.allSolutionsOfEmptyBoard(page);
    if (!/first 1,000,000 are saved/.test(line)) throw new Error(`All solutions said: ${line}`);
    const problem = driver.emptyBoardSolutionsProblem(path);
    if (problem) throw new Error(`All solutions of the empty board: ${problem}`);
    runs.push({ seconds, longest: longest(tasks), tasks: tasks.length, workers: workers.length });
    await download.delete();
    await tab.close();
  }
  return runs;
}

/**
 * New game → Extreme, as a player asks for it: seconds from the press to the
 * new puzzle on the board ("New …" on the status line). The game picks its
 * own random seed, so each round is another puzzle.
 */
async function newExtremeGames(
  driver: Driver,
  browser: Browser,
  url: string,
  games: number,
  context: SuiteContext,
) {
  const { context: tab, page } = await driver.openPage(browser, url);
  await driver.playableAt(page);
  const seconds: number[] = [];
  try {
    for (let i = 0; i < games; i++) {
      context.progress.step(`New game → Extreme ${i + 1}/${games}`);
      seconds.push(await driver.newGameAtLevel(page, 'Extreme'));
    }
  } finally {
    await tab.close();
  }
  return seconds;
}

export const webSuite: Suite = {
  name: 'web',
  title: 'The browser game in Chromium: start-up, All solutions, New game → Extreme, size',
  about:
    'The built game (apps/web/dist, built with vite when older than its sources) served on localhost and ' +
    'driven in headless Chromium (`/usr/bin/chromium` or `CHROMIUM_PATH`) with playwright-core, as the ' +
    'browser tests do. Fresh visits: when the first puzzle is playable (the `sudoku:playable` mark) and ' +
    'the longest task until then (the page observes every task over 50 ms). All solutions of the empty ' +
    'board: seconds until "More than 1,000,000 solutions" with the file saved and checked, and the ' +
    'longest task on the page meanwhile (the search runs in workers). New game → Extreme: seconds from ' +
    'the press to the new puzzle, one game after another in one tab. The size of the whole game ' +
    'gzipped (level 9). Wall times on a shared machine: the longest tasks there include waits for a ' +
    'core. Skipped with a note where Chromium is missing.',
  async run(context, report) {
    const driver: Driver = await import('../../../apps/web/scripts/chromium.mjs');
    if (!existsSync(driver.CHROMIUM)) {
      report.skip(
        `Chromium is missing at ${driver.CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
      );
      return;
    }
    const { ensureBuilt, serveDist, distDir } = await import('../../../apps/web/scripts/serve.mjs');
    const loads = pick(context, { smoke: 1, quick: 3, full: 7 });
    const rounds = pick(context, { smoke: 1, quick: 1, full: 3 });
    const games = pick(context, { smoke: 1, quick: 4, full: 16 });
    context.progress.start('web', 1 + loads + rounds + games);
    context.progress.step('building the game');
    if (await ensureBuilt({ quiet: true }))
      report.notes.push('The game was built with vite first.');
    const { server, url } = await serveDist({ port: 0 });
    const browser = await driver.launchChromium();
    let start: Awaited<ReturnType<typeof startUp>>;
    let all: Awaited<ReturnType<typeof allSolutions>>;
    let extreme: number[];
    try {
      start = await startUp(driver, browser, url, loads, context);
      all = await allSolutions(driver, browser, url, rounds, context);
      extreme = await newExtremeGames(driver, browser, url, games, context);
    } finally {
      await browser.close();
      await new Promise((done) => (server as Server).close(done));
    }
    const sizes = driver.gzippedSizes(distDir);
    // The budget is for what loads at start; on-demand chunks are listed apart.
    const total = sizes.filter((f) => f.startup).reduce((s, f) => s + f.bytes, 0);

    // Median and worst of each figure; the median goes into the report's figures.
    const row = (
      what: string,
      key: string,
      values: number[],
      unit: string,
      target: string,
      digits = 0,
    ) => {
      report.figure(key, median(values), unit, 'lower');
      return [what, num(median(values), digits), num(Math.max(...values), digits), target];
    };
    const workers = all.map((r) => r.workers);
    report.figure('allSolutions/workers', median(workers), 'workers', 'none');
    report.figure('size/totalKiB', total / 1024, 'KiB', 'lower');
    const rows = [
      row(
        'fresh visit: playable at (ms)',
        'startUp/playableMs',
        start.map((r) => r.playable),
        'ms',
        '< 500',
      ),
      row(
        'fresh visit: longest task until playable (ms)',
        'startUp/longestTaskMs',
        start.map((r) => r.longest),
        'ms',
        '< 100',
      ),
      row(
        'fresh visit: tasks over 50 ms until playable',
        'startUp/longTasks',
        start.map((r) => r.tasks),
        'tasks',
        '0',
      ),
      row(
        'All solutions of the empty board, to 1,000,000 (s)',
        'allSolutions/seconds',
        all.map((r) => r.seconds),
        's',
        '',
        2,
      ),
      row(
        'All solutions: longest task on the page (ms)',
        'allSolutions/longestTaskMs',
        all.map((r) => r.longest),
        'ms',
        '< 100',
      ),
      ['All solutions: workers started', num(median(workers)), num(Math.min(...workers)), '≥ 2'],
      row(
        `New game → Extreme, press to new puzzle (s, ${games} game${games > 1 ? 's' : ''})`,
        'newGame/extremeSeconds',
        extreme,
        's',
        '< 1 (median)',
        2,
      ),
      [
        'what the game loads at start, gzipped (kB)',
        num(total / 1024, 1),
        '',
        `≤ ${driver.GAME_BUDGET_KB} (budget)`,
      ],
    ];
    report.table(
      `The game in headless Chromium (${loads} fresh visit${loads > 1 ? 's' : ''}, ${rounds} All solutions run${rounds > 1 ? 's' : ''})`,
      ['what', 'median', 'worst', 'target'],
      rows,
    );
    report.table(
      'The game gzipped, file by file',
      ['file', 'kB', 'loads'],
      sizes.map((f) => [f.file, num(f.bytes / 1024, 1), f.startup ? 'at start' : 'on demand']),
    );
    report.headline.push(
      `Fresh visit playable at ${num(median(start.map((r) => r.playable)), 0)} ms (median of ${loads}), longest task until then ${num(median(start.map((r) => r.longest)), 0)} ms; All solutions of the empty board ${num(median(all.map((r) => r.seconds)), 2)} s with the longest task on the page ${num(median(all.map((r) => r.longest)), 0)} ms; New game → Extreme ${num(median(extreme), 2)} s (median of ${games}, worst ${num(Math.max(...extreme), 2)} s); the game is ${num(total / 1024, 1)} kB gzipped.`,
    );
  },
};
