import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cell,
  EXAMPLE,
  expectAccessible,
  SOLUTION,
  shots,
  useBrowser,
  waitForMessage,
} from './browser.js';

// The statistics page (issue 33): loaded on demand, unaided games apart from helped ones, a file out and in.
const browser = useBrowser();

/** Plays the example to the end (with a hint first when `hinted`) and closes the card. */
async function finishExample(page: Page, hinted = false): Promise<void> {
  if (hinted) {
    // Where to look, the pattern, then the digit.
    await page.keyboard.press('h');
    await waitForMessage(page, /Press Hint again to see the pattern/);
    await page.keyboard.press('h');
    await waitForMessage(page, /Press Hint again to fill it in/);
    await page.keyboard.press('h');
  }
  for (let i = 0; i < 81; i++) {
    if (EXAMPLE[i] !== '0') continue;
    if ((await cell(page, i).locator('.value').textContent()) === SOLUTION[i]) continue;
    await cell(page, i).click();
    await page.keyboard.press(SOLUTION[i]);
  }
  await page.locator('#done-dialog[open]').waitFor();
}

/** The statistics table's rows as text cells. */
async function openStatistics(page: Page): Promise<string[][]> {
  await page.getByRole('button', { name: 'Statistics' }).click();
  await page.locator('#stats-dialog[open]').waitFor();
  return page.$$eval('#stats-table tbody tr', (rows) =>
    rows.map((r) => [...r.children].map((c) => c.textContent ?? '')),
  );
}

describe('statistics', () => {
  it('load only when opened, and count an unaided win with its time and streak', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await finishExample(page);
    const card = await page.locator('#done-stats').textContent();
    expect(card).toMatch(/Best easy time0:\d\d, a new best/);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(loaded.filter((u) => /statistics-page/.test(u))).toEqual([]);
    const rows = await openStatistics(page);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(0, 4)).toEqual(['Easy', '1', '1', '100%']);
    expect(rows[0][6]).toBe('0');
    await expect(page.locator('#stats-summary').textContent()).resolves.toMatch(
      /Streak of wins1 \(best 1\)/,
    );
    await expectAccessible(page, 'the statistics page');
    await context.close();
  });

  it('count a game finished with a hint apart: no best time from it, and the card says so', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await finishExample(page, true);
    await expect(page.locator('#done-stats').textContent()).resolves.toMatch(
      /Best timeapart: hints or Solve used/,
    );
    await page.getByRole('button', { name: 'Close' }).click();
    const rows = await openStatistics(page);
    expect(rows[0]).toEqual(['Easy', '1', '0', '0%', '–', '–', '1']);
    await context.close();
  });

  it('export to a file and import it in another browser; a wrong file changes nothing and says why', async () => {
    const first = await browser.open(`#p=${EXAMPLE}`);
    await finishExample(first.page);
    await first.page.getByRole('button', { name: 'Close' }).click();
    const table = await openStatistics(first.page);
    const [download] = await Promise.all([
      first.page.waitForEvent('download'),
      first.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sudoku-statistics.json');
    const exported = join(shots, 'statistics.json');
    writeFileSync(exported, readFileSync((await download.path())!));
    await first.context.close();

    const { context, page } = await browser.open('');
    // A note in this browser's own game: it counts as started.
    await page.locator('[role="gridcell"]:not([aria-readonly])').first().click();
    await page.keyboard.press('Shift+Digit1');
    const before = await openStatistics(page);
    const bad = join(shots, 'not-statistics.json');
    writeFileSync(bad, '{"format": "sudoku-game"}');
    for (const [file, expected] of [
      [bad, /not-statistics\.json was not imported: it is not a statistics file/],
      [exported, /^Imported statistics\.json: \d+ games\.$/],
    ] as const) {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import' }).click(),
      ]);
      await chooser.setFiles(file);
      // This browser has counted its own first game: replacing it is asked first.
      if (file === exported) {
        await page.locator('#confirm-dialog[open]').waitFor();
        await expect(page.locator('#confirm-text').textContent()).resolves.toMatch(
          /^The 1 game counted in this browser give way to the \d+ of statistics\.json\./,
        );
        await page.getByRole('button', { name: 'Replace them' }).click();
      }
      await page.waitForFunction(
        (source) =>
          new RegExp(source).test(document.getElementById('stats-message')?.textContent ?? ''),
        expected.source,
      );
      if (file === bad) {
        const rows = await page.$$eval('#stats-table tbody tr', (r) => r.length);
        expect(rows).toBe(before.length);
      }
    }
    const after = await page.$$eval('#stats-table tbody tr', (rows) =>
      rows.map((r) => [...r.children].map((c) => c.textContent ?? '')),
    );
    expect(after).toEqual(table);
    await context.close();
  });
});
