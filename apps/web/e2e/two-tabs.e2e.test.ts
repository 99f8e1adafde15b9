import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  boardText,
  cell,
  EXAMPLE,
  MULTI,
  useBrowser,
  waitForMessage,
  waitForPuzzle,
} from './browser.js';

const browser = useBrowser();

describe('two tabs of the game', () => {
  it('keep both games: a tab that saves over the other tab’s game sets it aside', async () => {
    const { context, page: first } = await browser.open(`#p=${EXAMPLE}`);
    await cell(first, 1).click();
    await first.keyboard.press('5');

    // A second tab opens another puzzle (leaving the first game, which it sets aside) and plays.
    const second = await context.newPage();
    await second.goto(`${browser.url()}#p=${MULTI}`);
    await second.getByRole('button', { name: 'Open the linked puzzle' }).click();
    await waitForMessage(second, /Opened the shared puzzle/);
    await cell(second, 0).click();
    await second.keyboard.press('9');
    await second.close();

    // The first tab goes on, saving its game over the second tab's.
    await cell(first, 3).click();
    await first.keyboard.press('3');
    // The second tab's puzzle, opened again here, comes back with its digit.
    await first.evaluate((hash) => {
      location.hash = hash;
    }, `#p=${MULTI}`);
    await first.getByRole('button', { name: 'Open the linked puzzle' }).click();
    await waitForMessage(first, /Back to your game of this puzzle/);
    await waitForPuzzle(first);
    expect((await boardText(first))[0]).toBe('9');
    await context.close();
  });

  it('a tab back in view shows the moves made meanwhile in another tab of the same puzzle', async () => {
    const { context, page: first } = await browser.open(`#p=${EXAMPLE}`);
    await cell(first, 1).click();
    await first.keyboard.press('5');
    await setVisible(first, false);

    // The player goes on in a second tab (it opens the saved game) and leaves it.
    const second = await context.newPage();
    await second.goto(browser.url());
    await waitForMessage(second, /Welcome back/);
    await cell(second, 3).click();
    await second.keyboard.press('3');
    await setVisible(second, false);

    await setVisible(first, true);
    await waitForMessage(first, /latest moves, made in another tab/);
    expect((await boardText(first)).slice(0, 4)).toBe('9583');
    // Playing on in the first tab keeps them, across a reload too.
    await cell(first, 5).click();
    await first.keyboard.press('7');
    await first.reload();
    await waitForPuzzle(first);
    expect((await boardText(first)).slice(0, 6)).toBe('958367');
    await context.close();
  });

  it('two windows side by side, both in view: each shows the moves made in the other', async () => {
    const { context, page: first } = await browser.open(`#p=${EXAMPLE}`);
    await cell(first, 1).click();
    await first.keyboard.press('5');
    const second = await context.newPage();
    await second.goto(browser.url());
    await waitForMessage(second, /Welcome back/);
    await cell(second, 3).click();
    await second.keyboard.press('3');
    // The first window never went out of view, yet it shows the second's digit, and keeps it.
    await waitForMessage(first, /latest moves, made in another tab/);
    expect((await boardText(first)).slice(0, 4)).toBe('9583');
    await cell(first, 5).click();
    await first.keyboard.press('7');
    await second.close();
    await first.reload();
    await waitForPuzzle(first);
    expect((await boardText(first)).slice(0, 6)).toBe('958367');
    await context.close();
  });
});

/** Hides or shows the page as switching tabs does (headless tabs never hide themselves). */
function setVisible(page: Page, visible: boolean): Promise<void> {
  return page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', {
      value: shown ? 'visible' : 'hidden',
      configurable: true,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}
