import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, shot, useBrowser, waitForMessage } from './browser.js';

const browser = useBrowser();

// A position on top95's path whose first hint is a contradiction forcing chain, the longest
// reasoning a hint gave from a link's digits (about 700 characters).
const LONG_HINT =
  '000000040002004001070050090003007000040060000690100800320000100850900060000080003';

const STAGE_ONE = /: look at .*\. Press Hint again to see the pattern\.$/m;
const STAGE_TWO = /Press Hint again to (fill it in|remove (it|them) from your notes)\.$/m;
const APPLIED = /^(\d placed in row \d, column \d|Removed .* from the notes of .*)\.$/m;

/**
 * Hints and applies step after step until the completion card opens: the
 * first stage's headlines, in order, and for each headline the role
 * outlines the drawn pattern had (house and cell frames, by class).
 */
async function hintToTheEnd(page: Page): Promise<{ headlines: string[]; roles: string[][] }> {
  const headlines: string[] = [];
  const roles: string[][] = [];
  const done = page.locator('#done-dialog');
  for (let step = 0; step < 200 && !(await done.isVisible()); step++) {
    await page.keyboard.press('h');
    const first = await waitForMessage(
      page,
      /Press Hint again to (see the pattern|fill it in)\.$/m,
    );
    if (STAGE_ONE.test(first)) {
      headlines.push(first.slice(0, first.indexOf(': look at')));
      await page.keyboard.press('h');
      await waitForMessage(page, STAGE_TWO);
      await page.waitForSelector('.hint-layer.shown');
      roles.push(
        await page.$$eval('.hint-layer .house, .hint-layer .frame', (nodes) =>
          nodes.map((node) => node.getAttribute('class') ?? ''),
        ),
      );
    }
    await page.keyboard.press('h');
    await page.waitForFunction(
      (source) =>
        new RegExp(source, 'm').test(
          (window as unknown as { __shownLine(): string }).__shownLine(),
        ) || (document.getElementById('done-dialog') as HTMLDialogElement).open,
      APPLIED.source,
    );
  }
  return { headlines, roles };
}

describe('hints that teach: one step each, in stages', () => {
  it.each([
    ['skyscraper', 'Skyscraper', []],
    ['x-wing', 'X-Wing', ['house base', 'house cover']],
    ['xy-wing', 'XY-Wing', ['frame pivot', 'frame pincer']],
  ])(
    'a %s practice game, hinted and applied to the end, names the technique in a hint headline and on its card, its pattern drawn by role',
    async (technique, name, outlines) => {
      const { context, page } = await browser.open('');
      await page.getByRole('button', { name: 'New game' }).first().click();
      await page.getByLabel('Its hardest step').selectOption(technique);
      await page.getByRole('button', { name: 'Practise it' }).click();
      await waitForMessage(page, new RegExp(`To solve it you will need ${name}`), 120_000);
      const { headlines, roles } = await hintToTheEnd(page);
      const met = headlines.filter((h) => h.startsWith(name));
      expect(met.length, headlines.join(' | ')).toBeGreaterThan(0);
      // Each role is drawn apart (base lines solid, cover lines dashed; the pivot framed, the pincers dashed).
      const drawn = headlines.flatMap((h, i) => (h.startsWith(name) ? roles[i] : []));
      for (const outline of outlines) expect(drawn).toContain(outline);
      const card = await page.locator('#done-stats').textContent();
      expect(card).toContain(`${name} in hints`);
      expect(card).toContain(met.length === 1 ? 'met once' : `met ${met.length} times`);
      await context.close();
    },
    300_000,
  );

  it('on a 320 px phone, the longest hint is read whole: nothing clipped, axe clean', async () => {
    const { context, page } = await browser.open(`#p=${LONG_HINT}`, { phone: true });
    await page.setViewportSize({ width: 320, height: 568 });
    await page.keyboard.press('h');
    await waitForMessage(page, STAGE_ONE, 60_000);
    await page.keyboard.press('h');
    const text = await waitForMessage(page, STAGE_TWO);
    expect(text.length).toBeGreaterThan(600);
    const fit = await page.evaluate(() => {
      const line = document.querySelector('.status-line')!;
      const messages = document.getElementById('messages')!;
      const status = document.getElementById('status')!.getBoundingClientRect();
      const box = line.getBoundingClientRect();
      return {
        clippedLine: line.scrollHeight > line.clientHeight + 1,
        clippedMessages: messages.scrollHeight > messages.clientHeight + 1,
        inside: status.top >= box.top - 0.5 && status.bottom <= box.bottom + 0.5,
        right: status.right,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(fit).toEqual({
      clippedLine: false,
      clippedMessages: false,
      inside: true,
      right: expect.any(Number),
      pageWidth: 320,
    });
    expect(fit.right).toBeLessThanOrEqual(320);
    await shot(page, 'hint-longest-320');
    await expectAccessible(page, 'the longest hint open on a 320 px phone');
    // Its branches open one at a time, each drawn whole over the board.
    const open = page.getByRole('button', { name: /^Show branch 1 of \d+$/ });
    await open.click();
    await page.getByRole('button', { name: /^Show branch 2 of \d+$/ }).waitFor();
    const drawn = await page.$$eval('.hint-layer .link', (links) => links.length);
    expect(drawn).toBeGreaterThan(0);
    const action = await page.locator('#message-action').boundingBox();
    expect(action && action.x + action.width).toBeLessThanOrEqual(320);
    await expectAccessible(page, 'a forcing chain’s branch open on a 320 px phone');
    await context.close();
  }, 120_000);
});
