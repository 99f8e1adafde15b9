import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardText, cell, useBrowser, waitForMessage } from './browser.js';

// The daily puzzle (issue 33): the same for every player on the same date, with its own streak.
const browser = useBrowser();

const MARCH_14 = new Date(2026, 2, 14, 9, 30);
const MARCH_15 = new Date(2026, 2, 15, 9, 30);

async function playDaily(page: Page, level: string): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).first().click();
  await page.getByLabel('Level').selectOption(level);
  await page.getByRole('button', { name: "Play today's puzzle" }).click();
  await waitForMessage(page, /^The daily .* the same for everyone today/);
}

describe('the daily puzzle', () => {
  it('two fresh browsers on the same date get the same puzzle; another date, another', async () => {
    const boards: string[] = [];
    for (const time of [MARCH_14, MARCH_14, MARCH_15]) {
      const { context, page } = await browser.open('', { time });
      await playDaily(page, 'easy');
      await expect(page.locator('#game-label').textContent()).resolves.toBe('Daily easy');
      boards.push(await boardText(page));
      await context.close();
    }
    expect(boards[1]).toBe(boards[0]);
    expect(boards[2]).not.toBe(boards[0]);
  });

  it('solved, starts a streak: on the completion card and in the menu', async () => {
    const { context, page } = await browser.open('', { time: MARCH_14 });
    await playDaily(page, 'easy');
    await expect(page.locator('#daily-streak').textContent()).resolves.toMatch(/start a streak/);
    // The solution the game checks mistakes against, from its autosave.
    const solution: string = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sudoku.game.v1') ?? '{}').solution,
    );
    const board = await boardText(page);
    for (let i = 0; i < 81; i++) {
      if (board[i] !== '0') continue;
      await cell(page, i).click();
      await page.keyboard.press(solution[i]);
    }
    await page.locator('#done-dialog[open]').waitFor();
    const streak = page.locator('#done-stats div', { hasText: 'Daily streak' }).locator('dd');
    await expect(streak.textContent()).resolves.toBe('1 day');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'New game' }).first().click();
    await expect(page.locator('#daily-streak').textContent()).resolves.toBe('Daily streak: 1 day.');
    await expect(
      page.getByLabel('Level').locator('option', { hasText: 'Easy' }).textContent(),
    ).resolves.toBe('Easy (solved today)');
    await context.close();
  });
});
