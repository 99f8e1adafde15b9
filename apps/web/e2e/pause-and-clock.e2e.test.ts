import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardText, EXAMPLE, messageText, useBrowser, waitForMessage } from './browser.js';

// The clock, the pause and the header, as issue 33's "Why" found them.
const browser = useBrowser();

const clockText = (page: Page) => page.locator('#timer').textContent();

describe('the pause and the clock', () => {
  it('the paused line goes once the game goes on, by Pause, a tap on the board or a key', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    const ways: [string, () => Promise<void>][] = [
      ['Pause', () => page.getByRole('button', { name: 'Pause' }).click()],
      ['a tap on the board', () => page.locator('#board').click()],
      ['a key', () => page.keyboard.press('ArrowRight')],
    ];
    for (const [way, goOn] of ways) {
      await page.getByRole('button', { name: 'Pause' }).click();
      await waitForMessage(page, /^Paused\./);
      await goOn();
      await page.waitForFunction(() => !document.body.classList.contains('paused'));
      expect(await messageText(page), way).not.toMatch(/Paused/);
    }
    await context.close();
  });

  it('stops while a dialog covers the game (New game, Settings, Help) and runs again after', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    for (const button of ['New game', 'Settings', 'Help']) {
      await page.getByRole('button', { name: button }).first().click();
      const before = await clockText(page);
      await page.waitForTimeout(2200);
      expect(await clockText(page), `behind ${button}`).toBe(before);
      await page.keyboard.press('Escape');
    }
    const after = await clockText(page);
    await page.waitForFunction(
      (shown) => document.getElementById('timer')?.textContent !== shown,
      after,
    );
    await context.close();
  });

  it('while a new puzzle is made, the header goes on naming the game on the board and its clock', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every frame's header and board, from the press on.
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as unknown as { frames_: string[] }).frames_ = frames;
      const record = () => {
        const board = [...document.querySelectorAll('[role="gridcell"] .value')]
          .map((v) => v.textContent || '0')
          .join('');
        frames.push(`${document.getElementById('game-label')?.textContent}|${board}`);
        requestAnimationFrame(record);
      };
      record();
    });
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Hard', exact: true }).click();
    await waitForMessage(page, /^New /);
    const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    const newBoard = await boardText(page);
    for (const frame of frames) {
      const [label, board] = frame.split('|');
      // The old board under the new label (or the reverse) would be a header over the wrong game.
      expect(label === 'Shared puzzle', frame).toBe(board === EXAMPLE);
      if (board !== EXAMPLE) expect(board).toBe(newBoard);
    }
    await context.close();
  });
});
