import { describe, expect, it } from 'vitest';
import { cell, EXAMPLE, expectAccessible, shot, useBrowser } from './browser.js';

// The theme toggle and print styles (issue 33).
const browser = useBrowser();

const background = (page: import('playwright-core').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the theme and printing', () => {
  it('Settings choose light or dark over the system, kept for the next visit', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { dark: true });
    const systemDark = await background(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Light' }).check();
    expect(await background(page)).not.toBe(systemDark);
    const light = await background(page);
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await background(page)).toBe(systemDark);
    await page.getByRole('button', { name: 'Done' }).click();
    await expectAccessible(page, 'the dark theme chosen');
    // A light system, the dark theme kept from the last visit.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await page.waitForSelector('[role="gridcell"][aria-readonly="true"]');
    expect(await background(page)).toBe(systemDark);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'As the system' }).check();
    expect(await background(page)).toBe(light);
    await context.close();
  });

  it('prints the board and its givens alone, black on white', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { dark: true });
    await cell(page, 1).click();
    await page.keyboard.press('5');
    await page.emulateMedia({ media: 'print' });
    const look = await page.evaluate(() => {
      const shown = (sel: string) => {
        const el = document.querySelector(sel);
        return el !== null && getComputedStyle(el).display !== 'none';
      };
      const color = (index: number) =>
        getComputedStyle(document.querySelector(`[data-cell="${index}"]`)!).color;
      return {
        others: ['.topbar', '.toolbar', '#palette', '.status-line', '.game-meta'].filter(shown),
        board: shown('#board'),
        given: color(0),
        player: color(1),
        page: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(look).toEqual({
      others: [],
      board: true,
      given: 'rgb(0, 0, 0)',
      player: 'rgba(0, 0, 0, 0)',
      page: 'rgb(255, 255, 255)',
    });
    await shot(page, 'print');
    await context.close();
  });
});
