import { describe, expect, it } from 'vitest';
import { boardText, cell, EXAMPLE, useBrowser, waitForMessage } from './browser.js';

// Digit-first input (issue 33): pick a digit, then tap the cells it goes in.
const browser = useBrowser();

describe('digit-first input', () => {
  it('a digit picked on the pad goes in each cell tapped, until it is put down', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel(/^Digit first/).check();
    await page.getByRole('button', { name: 'Done' }).click();
    const five = page.locator('#palette [data-digit="5"]');
    await five.click();
    await waitForMessage(page, /^5 picked: tap the cells it goes in/);
    await expect(five.getAttribute('aria-pressed')).resolves.toBe('true');
    // r1c2 and r5c1 are both 5 in the solution.
    await cell(page, 1).click();
    await cell(page, 36).click();
    const board = await boardText(page);
    expect([board[1], board[36]]).toEqual(['5', '5']);
    await five.click(); // put down: a tap only selects again
    await expect(five.getAttribute('aria-pressed')).resolves.toBe('false');
    await cell(page, 3).click();
    expect((await boardText(page))[3]).toBe('0');
    await context.close();
  });

  it('off (the default), a digit with no cell selected asks for a cell', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    await page.keyboard.press('Escape'); // clears the selection
    await page.locator('#palette [data-digit="5"]').click();
    await waitForMessage(page, /Select a cell first/);
    await context.close();
  });
});
