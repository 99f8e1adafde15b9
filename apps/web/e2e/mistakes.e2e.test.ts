import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cell,
  EXAMPLE,
  expectAccessible,
  SOLUTION,
  useBrowser,
  waitForMessage,
} from './browser.js';

// Mistakes mode and the completion card's count (issue 33).
const browser = useBrowser();

// r1c6 is 7 in the solution; a 3 there repeats nothing on the example's board.
const WRONG = { cell: 5, digit: '3' };

async function type(page: Page, index: number, digit: string): Promise<void> {
  await cell(page, index).click();
  await page.keyboard.press(digit);
}

async function chooseMode(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name }).check();
  await page.getByRole('button', { name: 'Done' }).click();
}

describe('mistakes', () => {
  it('the completion card counts a wrong digit that repeated nothing, even once fixed', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await type(page, WRONG.cell, WRONG.digit);
    await type(page, WRONG.cell, SOLUTION[WRONG.cell]); // fixed at once
    for (let i = 0; i < 81; i++) if (EXAMPLE[i] === '0') await type(page, i, SOLUTION[i]);
    await page.locator('#done-dialog[open]').waitFor();
    const mistakes = await page
      .locator('#done-stats div', { hasText: 'Mistakes' })
      .locator('dd')
      .textContent();
    expect(mistakes).toBe('1');
    await expect(page.locator('#done-title').textContent()).resolves.toBe('Solved!');
    await context.close();
  });

  it('show mistakes: a wrong digit is drawn red and named a mistake; a right one is not', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { dark: true });
    await chooseMode(page, /^Show mistakes/);
    await type(page, WRONG.cell, WRONG.digit);
    await type(page, 1, '5'); // right
    await expect(cell(page, WRONG.cell).getAttribute('aria-label')).resolves.toMatch(
      /3, a mistake$/,
    );
    await expect(cell(page, WRONG.cell).getAttribute('class')).resolves.toMatch(/\bwrong\b/);
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.toBe('row 1, column 2, 5');
    await expect(page.locator('#mistakes').textContent()).resolves.toBe('Mistakes 1');
    await expectAccessible(page, 'mistakes mode, dark');
    await context.close();
  });

  it('limit: the third mistake ends the game; Try again plays it from the start', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await chooseMode(page, /^Three mistakes end the game/);
    await expect(page.locator('#mistakes').textContent()).resolves.toBe('Mistakes 0/3');
    for (const digit of ['3', '8', '9']) await type(page, WRONG.cell, digit);
    await waitForMessage(page, /3 mistakes: this game is over/);
    await expect(page.locator('#mistakes').textContent()).resolves.toBe('Mistakes 3/3');
    const clock = await page.locator('#timer').textContent();
    await type(page, 1, '5');
    await expect(cell(page, 1).locator('.value').textContent()).resolves.toBe('');
    await page.waitForTimeout(1100);
    await expect(page.locator('#timer').textContent()).resolves.toBe(clock);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('#mistakes').textContent()).resolves.toBe('Mistakes 0/3');
    await type(page, 1, '5');
    await expect(cell(page, 1).locator('.value').textContent()).resolves.toBe('5');
    await context.close();
  });
});
