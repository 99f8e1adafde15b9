import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardText, EXAMPLE, messageText, useBrowser, waitForMessage } from './browser.js';

// The clock, the pause and the header, as issue 33's "Why" found them.
const browser = useBrowser();

const clockText = (page: Page) => page.locator('#timer').textContent();

/** What the test hook below keeps on the page: the generated puzzles held back, and every frame's header and board. */
type Hook = { held: (() => void)[]; frames: string[]; recording: boolean };

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

  it('while an extreme puzzle is made, the header keeps the game on the board and its clock until the new board shows', async () => {
    // A test hook: the worker's generated puzzle is held back until the test lets it through,
    // so the search takes as long as the test needs to look at the header.
    const holdGeneratedPuzzles = () => {
      const held: (() => void)[] = [];
      const hook = window as unknown as Hook;
      hook.held = held;
      const Native = window.Worker;
      window.Worker = class extends Native {
        // The page hears its worker through addEventListener (the engine's worker transport).
        override addEventListener(
          type: string,
          listener: EventListenerOrEventListenerObject,
          options?: boolean | AddEventListenerOptions,
        ): void {
          const handler = listener as (event: Event) => void;
          if (type !== 'message' || typeof handler !== 'function') {
            super.addEventListener(type, listener, options);
            return;
          }
          super.addEventListener(
            type,
            (event) => {
              const data = (event as MessageEvent).data;
              if (data?.type === 'result' && data.result?.type === 'generate')
                held.push(() => handler.call(this, event));
              else handler.call(this, event);
            },
            options,
          );
        }
      };
      // Every frame's header (level and clock) and board, once recording.
      hook.frames = [];
      hook.recording = false;
      const record = () => {
        const board = [...document.querySelectorAll('[role="gridcell"] .value')]
          .map((v) => v.textContent || '0')
          .join('');
        const label = document.getElementById('game-label')?.textContent;
        if (hook.recording)
          hook.frames.push(`${label}|${document.getElementById('timer')?.textContent}|${board}`);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    };
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, {
      initScript: holdGeneratedPuzzles,
    });
    await page.locator('[role="gridcell"]').nth(1).click();
    await page.keyboard.press('5');
    const before = await boardText(page);
    // The old game's clock past 0:01, so that a reset to 0:00 shows.
    await page.waitForFunction(
      () => !/^0:0[01]$/.test(document.getElementById('timer')!.textContent!),
    );
    await page.evaluate(() => {
      (window as unknown as Hook).recording = true;
    });
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Extreme', exact: true }).click();
    // A game with a digit played asks first, as the player's game would.
    await page.locator('#confirm-ok').click();
    // The puzzle is made; the page has not been told yet.
    await page.waitForFunction(() => (window as unknown as Hook).held.length > 0, undefined, {
      timeout: 300_000,
    });
    await page.waitForTimeout(1100);
    const header = async () => [
      await page.locator('#game-label').textContent(),
      await clockText(page),
      await boardText(page),
    ];
    const [label, clock, board] = await header();
    expect([label, board]).toEqual(['Shared puzzle', before]);
    expect(clock).not.toMatch(/^0:0[01]$/);
    await page.evaluate(() => {
      for (const deliver of (window as unknown as Hook).held) deliver();
    });
    await waitForMessage(page, /^New /);
    const frames = await page.evaluate(() => (window as unknown as Hook).frames);
    const newBoard = await boardText(page);
    expect(newBoard).not.toBe(before);
    for (const frame of frames) {
      const [label, clock, board] = frame.split('|');
      // The old board under the new level or a new clock (or the reverse) is a header over the wrong game.
      expect(label === 'Shared puzzle', frame).toBe(board === before);
      if (board === before) expect(clock, frame).not.toMatch(/^0:0[01]$/);
      else expect(board, frame).toBe(newBoard);
    }
    await context.close();
  }, 330_000);
});
