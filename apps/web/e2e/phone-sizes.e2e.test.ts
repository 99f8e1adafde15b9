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

  it('held upright, show the board at the top and the digits and buttons at the bottom, nothing to scroll', async () => {
    for (const viewport of [
      { width: 320, height: 568 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
      await page.setViewportSize(viewport);
      const where = await page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect();
        const parts = [
          document.getElementById('board')!,
          ...document.querySelectorAll('#palette .digit, .toolbar .tool'),
        ];
        return {
          scrolls: document.documentElement.scrollHeight > innerHeight,
          outside: parts.filter((el) => {
            const r = box(el);
            return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
          }).length,
          digits: document.querySelectorAll('#palette .digit').length,
          boardTop: box(document.getElementById('board')!).top,
          padBottom: box(document.getElementById('palette')!).bottom,
        };
      });
      const name = `${viewport.width}×${viewport.height}`;
      expect(where.scrolls, name).toBe(false);
      expect(where.outside, name).toBe(0);
      expect(where.digits).toBe(9);
      expect(where.boardTop, name).toBeLessThan(120); // at the top
      expect(viewport.height - where.padBottom, name).toBeLessThan(40); // in thumb reach
      await shot(page, `phone-portrait-${viewport.width}`, false);
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
