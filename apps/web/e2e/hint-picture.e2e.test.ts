import { describe, expect, it } from 'vitest';
import { cell, EXAMPLE, tool, useBrowser, waitForMessage } from './browser.js';

const browser = useBrowser();

describe('a hint drawn on the board', () => {
  it('shows its digit alone in the cell it fills, not over that cell’s notes', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await tool(page, 'Fill notes');
    // The example's first hint: r1c2 holds 5, and its notes are just 5, where the digit is drawn.
    await page.keyboard.press('h');
    await waitForMessage(page, /Press Hint again to see the pattern/);
    await page.keyboard.press('h');
    await waitForMessage(page, /r1c2 .* holds 5/);
    // A screen reader hears the cell's name, not "r 1 c 2".
    const heard = await page.locator('#status').evaluate((status) => {
      const copy = status.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent;
    });
    expect(heard).toMatch(/row 1, column 2 .* holds 5/);
    expect(heard).not.toMatch(/r1c2/);
    await expect(cell(page, 1).locator('.notes').isVisible()).resolves.toBe(false);
    await page.keyboard.press('Escape');
    await expect(cell(page, 1).locator('.notes').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('after a wrong digit, names it and outlines it, and the second press erases it', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    // r1c6 is 8 in the solution; a 3 there clashes with nothing yet leaves no solution.
    await cell(page, 5).click();
    await page.keyboard.press('3');
    await page.keyboard.press('h');
    await waitForMessage(
      page,
      /no solution: the 3 in r1c6 is wrong\. Press Hint again to erase it/,
    );
    await expect(cell(page, 5).getAttribute('class')).resolves.toMatch(/hint-cell/);
    await page.keyboard.press('h');
    await waitForMessage(page, /Erased the wrong digit/);
    await expect(cell(page, 5).locator('.value').textContent()).resolves.toBe('');
    await context.close();
  });
});
