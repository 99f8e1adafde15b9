import { describe, expect, it } from 'vitest';
import { cell, EXAMPLE, SOLUTION, tool, useBrowser, waitForMessage } from './browser.js';

const browser = useBrowser();

describe('feedback on the board', () => {
  it('still shakes a refused digit after a finished puzzle’s celebration', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    for (let i = 0; i < 81; i++) {
      if (EXAMPLE[i] !== '0') continue;
      await cell(page, i).click();
      await page.keyboard.press(SOLUTION[i]);
    }
    // The first finish of its difficulty in this browser is its best time.
    await expect(page.locator('#done-stats').textContent()).resolves.toMatch(
      /Best \w+ time\d+:\d\d, a new best/,
    );
    await page.locator('#done-dialog').getByRole('button', { name: 'Close' }).click();
    // The time stays in the status line, where a screen reader hears it.
    await waitForMessage(page, /^Solved in \d+:\d\d\. Start a new game when you like\.$/m);
    await tool(page, 'Replay');
    await waitForMessage(page, /Back to the start/);
    await page.waitForTimeout(1500); // the celebration is over
    await cell(page, 1).click();
    await page.keyboard.press('9'); // r1c1 holds 9: refused
    await expect(cell(page, 1).evaluate((c) => getComputedStyle(c).animationName)).resolves.toBe(
      'shake',
    );
    await context.close();
  });

  it('Pause hides the board and stops the clock; the next key only resumes', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(
      page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(cell(page, 0).isVisible()).resolves.toBe(false);
    const stopped = await page.locator('#timer').textContent();
    await page.waitForTimeout(2100);
    await expect(page.locator('#timer').textContent()).resolves.toBe(stopped);
    await page.keyboard.press('5');
    await expect(cell(page, 0).isVisible()).resolves.toBe(true);
    await expect(cell(page, 1).locator('.value').textContent()).resolves.toBe('');
    // The clock runs again: however busy the machine, the shown time moves on.
    await page.waitForFunction(
      (shown) => document.getElementById('timer')?.textContent !== shown,
      stopped,
    );
    // On a phone: a tap on the covered board resumes.
    await page.keyboard.press('p');
    await page.locator('#board').click();
    await expect(cell(page, 0).isVisible()).resolves.toBe(true);
    // An arrow or Esc only resumes too: the hidden selection does not move.
    for (const key of ['ArrowRight', 'Escape']) {
      await page.keyboard.press('p');
      await page.keyboard.press(key);
      await expect(cell(page, 0).isVisible()).resolves.toBe(true);
      await expect(cell(page, 1).getAttribute('aria-selected')).resolves.toBe('true');
    }
    await context.close();
  });

  it('while paused, a New game chosen from its menu still starts (the menu is no blind key)', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await waitForMessage(page, /^New \w+ puzzle/);
    await expect(cell(page, 0).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
