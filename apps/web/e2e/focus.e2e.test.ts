import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  boardText,
  cell,
  EXAMPLE,
  newGameWithGivens,
  tool,
  useBrowser,
  waitForMessage,
} from './browser.js';

const browser = useBrowser();

/** The focused element's id, or its tag when it has none (BODY = focus lost). */
function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || '');
}

describe('keyboard focus is never dropped on the page', () => {
  it('stays on Undo and Redo when they run out of steps', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    await page.locator('#undo').focus();
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('undo');
    await expect(page.locator('#undo').getAttribute('aria-disabled')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await expect(page.locator('#status').textContent()).resolves.toBe('Nothing to undo.');
    await page.locator('#redo').focus();
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('redo');
    expect((await boardText(page))[1]).toBe('5');
    await context.close();
  });

  it('goes back to the Tools button when the panel closes under it', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.locator('#fill-notes').focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#tools').isHidden()).resolves.toBe(true);
    expect(await focusedId(page)).toBe('tools-button');
    await context.close();
  });

  it('goes back to the Tools button when Esc closes the panel from its Strategy list or limit field', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    for (const field of ['#strategy', '#solution-limit']) {
      await page.getByRole('button', { name: 'Tools' }).click();
      await page.locator(field).focus();
      await page.keyboard.press('Escape');
      await expect(page.locator('#tools').isHidden(), field).resolves.toBe(true);
      expect(await focusedId(page)).toBe('tools-button');
    }
    await context.close();
  });

  it('goes back to the Tools button when a tool closes the sheet on a phone', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.locator('#fill-notes').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#tools').isHidden()).resolves.toBe(true);
    expect(await focusedId(page)).toBe('tools-button');
    await context.close();
  });

  it('goes to the board when the busy line and its Cancel button go away', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await newGameWithGivens(page, 0);
    await cell(page, 0).click();
    await page.keyboard.press('1'); // billions of solutions: the count runs until cancelled
    await tool(page, 'Count solutions');
    await page.locator('#cancel').waitFor({ state: 'visible' });
    await page.locator('#cancel').focus();
    await page.keyboard.press('Enter');
    await waitForMessage(page, /Counting stopped/);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
      'gridcell',
    );
    await context.close();
  });

  it('goes to the board when the button in the message line (Download the first …) is pressed', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await newGameWithGivens(page, 0);
    await cell(page, 0).click();
    await page.keyboard.press('1');
    await tool(page, 'All solutions');
    await page.waitForFunction(() =>
      /\d{3}/.test(document.getElementById('busy-text')?.textContent ?? ''),
    );
    await page.keyboard.press('Escape');
    await waitForMessage(page, /Stopped after at least/);
    await page.locator('#message-action').focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('sudoku-solutions.txt');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
      'gridcell',
    );
    await context.close();
  });

  it('follows the selection when a hint selects its cell, so the focus ring marks where digits go', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 3).click();
    await page.keyboard.press('h');
    await waitForMessage(page, /Press Hint again to see the pattern/);
    await page.keyboard.press('h');
    await waitForMessage(page, /r1c2 .* Press Hint again/);
    await expect(cell(page, 1).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('data-cell')),
    ).resolves.toBe('1');
    await context.close();
  });

  it('comes back to the selected cell when the game goes on after Pause (P, then a key)', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('p');
    await expect(cell(page, 1).isVisible()).resolves.toBe(false);
    await page.keyboard.press('p');
    await expect(cell(page, 1).isVisible()).resolves.toBe(true);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('data-cell')),
    ).resolves.toBe('1');
    await context.close();
  });
});
