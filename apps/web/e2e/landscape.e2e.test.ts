import { describe, expect, it } from 'vitest';
import { EXAMPLE, shot, useBrowser } from './browser.js';

const browser = useBrowser();

describe('a phone held sideways', () => {
  it('shows the whole board, the buttons and the digits without scrolling', async () => {
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
});
