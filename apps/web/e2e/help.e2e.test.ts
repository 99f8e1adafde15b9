import { describe, expect, it } from 'vitest';
import { cell, EXAMPLE, expectAccessible, useBrowser } from './browser.js';

const browser = useBrowser();

describe('the Help', () => {
  it('tells givens from your digits by what marks them in light and dark mode alike', async () => {
    for (const dark of [false, true]) {
      const { context, page } = await browser.open(`#p=${EXAMPLE}`, { dark });
      await cell(page, 1).click();
      await page.keyboard.press('5');
      const weight = (index: number) =>
        cell(page, index).evaluate((c) => Number(getComputedStyle(c).fontWeight));
      expect(await weight(0)).toBeGreaterThanOrEqual(600); // a given
      expect(await weight(1)).toBeLessThan(600); // the player's 5
      await page.getByRole('button', { name: 'Help' }).click();
      const help = (await page.locator('#about').textContent()) ?? '';
      expect(help).toMatch(/givens are in bold/);
      expect(help).not.toMatch(/Dark digits/); // the givens are light in dark mode
      // Loaded on demand, it is a dialog like the others: it takes focus and passes axe-core.
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('about-title');
      await expectAccessible(page, `Help, ${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  });
});
