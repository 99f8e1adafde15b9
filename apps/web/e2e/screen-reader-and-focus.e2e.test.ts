import { describe, expect, it } from 'vitest';
import { cell, EXAMPLE, useBrowser, waitForMessage } from './browser.js';

// What a screen reader hears and where keyboard focus goes, as issue 33's "Why" found them.
const browser = useBrowser();

const spoken = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const region = [...document.querySelectorAll('[role="status"], [aria-live]')].find(
      (r) => r.id !== 'status' && r.id !== 'busy-text' && r.textContent?.trim(),
    );
    return region?.textContent?.trim() ?? '';
  });

describe('a screen reader and the keyboard', () => {
  it('hears each digit typed, note taken and digit erased, with its cell', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    expect(await spoken(page)).toBe('5 in row 1, column 2');
    await page.keyboard.press('Backspace');
    expect(await spoken(page)).toBe('row 1, column 2 erased');
    await page.keyboard.press('Shift+Digit3');
    expect(await spoken(page)).toBe('note 3 added in row 1, column 2');
    await page.keyboard.press('Shift+Digit3');
    expect(await spoken(page)).toBe('note 3 removed from row 1, column 2');
    await context.close();
  });

  it('after a level is chosen in the New game menu, focus is on the board', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Easy', exact: true }).press('Enter');
    await waitForMessage(page, /^New easy puzzle/);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(focused).toBe('gridcell');
    // Typing goes on the board at once.
    const where = await page.evaluate(() =>
      Number((document.activeElement as HTMLElement).dataset.cell),
    );
    await page.keyboard.press('Shift+Digit1');
    await expect(cell(page, where).locator('.notes').textContent()).resolves.toMatch(/1/);
    await context.close();
  });
});
