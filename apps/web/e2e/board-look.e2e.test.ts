import { describe, expect, it } from 'vitest';
import { cell, EXAMPLE, tool, useBrowser, waitForMessage } from './browser.js';

// A 17-given puzzle whose path takes a skyscraper (the engine's technique examples).
const SKYSCRAPER =
  '000000000000000001000002340000050000003000600007010008050003000090006000180000005';

// How the board draws what is on it, as issue 33's "Why" found it.
const browser = useBrowser();

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('what the board shows', () => {
  it("draws the digits Solve filled apart from the player's own, and names them so", async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5'); // right: r1c2 is 5
    // Dancing Links, loaded into the worker on demand (only the depth-first search is there at start).
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.locator('#strategy').selectOption('dlx');
    await tool(page, 'Solve');
    await waitForMessage(page, /^Solved with Dancing Links/);
    const look = (index: number) =>
      cell(page, index).evaluate((el) => {
        const style = getComputedStyle(el.querySelector('.value')!);
        return `${style.color} ${style.fontStyle} ${style.fontWeight}`;
      });
    // r1c2 is the player's; r1c4 (empty before) is Solve's.
    expect(await look(3)).not.toBe(await look(1));
    await expect(cell(page, 3).getAttribute('aria-label')).resolves.toMatch(/filled by Solve/);
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.not.toMatch(/Solve/);
    // Undo brings the player's board back, with nothing drawn as Solve's.
    await page.keyboard.press('Control+z');
    await expect(page.locator('.cell.solved').count()).resolves.toBe(0);
    await context.close();
  });

  it("rings a hint's candidates inside their cells, clear of the cell borders", async () => {
    for (const phone of [false, true]) {
      const { context, page } = await browser.open(`#p=${SKYSCRAPER}`, { phone });
      if (phone) await page.setViewportSize({ width: 320, height: 568 });
      // Singles first: the hints are applied until one rings candidates (a pair, a pointing, …).
      for (let step = 0; step < 81; step++) {
        // The first press names where to look; the second draws the pattern.
        await page.keyboard.press('h');
        await waitForMessage(page, /Press Hint again to see the pattern/);
        await page.keyboard.press('h');
        await page.waitForFunction(() =>
          document.getElementById('hint-layer')?.classList.contains('shown'),
        );
        if ((await page.locator('#hint-layer circle').count()) > 0) break;
        await page.keyboard.press('h');
        await page.waitForFunction(
          () => !document.getElementById('hint-layer')?.classList.contains('shown'),
        );
      }
      const outside = await page.evaluate(() => {
        const cells = [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')];
        const problems: string[] = [];
        const rings = document.querySelectorAll<SVGCircleElement>('#hint-layer circle');
        for (const ring of rings) {
          const box = ring.getBoundingClientRect();
          const scale = ring.getScreenCTM()?.a ?? 1;
          const half = (Number.parseFloat(getComputedStyle(ring).strokeWidth) * scale) / 2;
          const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
          const home = cells.find((c) => {
            const r = c.getBoundingClientRect();
            return cx >= r.left && cx < r.right && cy >= r.top && cy < r.bottom;
          })!;
          const r = home.getBoundingClientRect();
          // The cell's own area, without its right and bottom border lines.
          const inner = {
            left: r.left,
            top: r.top,
            right: r.left + home.clientWidth,
            bottom: r.top + home.clientHeight,
          };
          // Clear of the lines by half a pixel at least: a ring touching one reads as part of it.
          const clear = 0.5;
          if (
            box.left - half < inner.left + clear ||
            box.top - half < inner.top + clear ||
            box.right + half > inner.right - clear ||
            box.bottom + half > inner.bottom - clear
          )
            problems.push(
              `cell ${home.dataset.cell}: ring ${JSON.stringify(box)} ±${half} over ${JSON.stringify(inner)}`,
            );
        }
        return { rings: rings.length, problems };
      });
      expect(outside.rings, 'the hint rings candidates').toBeGreaterThan(0);
      expect(outside.problems, phone ? 'phone' : 'desktop').toEqual([]);
      await context.close();
    }
  });

  it("tints the selected cell's row, column and box visibly in dark mode", async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { dark: true });
    await cell(page, 1).click();
    const background = (index: number) =>
      cell(page, index).evaluate((el) => getComputedStyle(el).backgroundColor);
    // r1c3 shares the row; r5c5 shares nothing with r1c2.
    await expect(cell(page, 2).getAttribute('class')).resolves.toMatch(/\bpeer\b/);
    const ratio = contrast(await background(2), await background(40));
    expect(ratio).toBeGreaterThanOrEqual(1.3);
    await context.close();
  });
});
