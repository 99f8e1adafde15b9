import { describe, expect, it } from 'vitest';
import { EXAMPLE, shot, useBrowser } from './browser.js';

const browser = useBrowser();

describe('phones of every size', () => {
  it('held sideways, shows the whole board, the buttons and the digits without scrolling', async () => {
    for (const viewport of [
      { width: 844, height: 390 },
      { width: 667, height: 375 },
    ]) {
      const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
      await page.setViewportSize(viewport);
      const bottoms = await page.evaluate(() =>
        ['board', 'undo', 'palette'].map(
          (id) => document.getElementById(id)!.getBoundingClientRect().bottom,
        ),
      );
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(viewport.height);
      const cellSize = await page
        .locator('[role="gridcell"]')
        .first()
        .evaluate((c) => c.getBoundingClientRect().width);
      expect(cellSize).toBeGreaterThanOrEqual(28); // still a finger's width
      await shot(page, `phone-landscape-${viewport.width}`, false);
      await context.close();
    }
  });

  it('fit a 320 px-wide screen: nothing is cut off or scrolls sideways', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    await page.setViewportSize({ width: 320, height: 568 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    const help = await page.getByRole('button', { name: 'Help' }).boundingBox();
    expect((help?.x ?? 0) + (help?.width ?? 0)).toBeLessThanOrEqual(320);
    const newGame = await page.getByRole('button', { name: 'New game' }).first().boundingBox();
    expect(newGame?.height).toBeLessThan(48); // one line
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Sudoku/);
    await shot(page, 'phone-320', false);
    await page.getByRole('button', { name: 'Tools' }).click();
    const [select, card] = await page
      .locator('#strategy')
      .evaluate((el) =>
        [el, el.parentElement!.parentElement!].map((e) => e.getBoundingClientRect().right),
      );
    expect(select).toBeLessThanOrEqual(card); // the Strategy menu stays inside its card
    await context.close();
  });
});
