import { describe, expect, it } from 'vitest';
import { EXAMPLE, useBrowser, waitForMessage } from './browser.js';

const browser = useBrowser();

describe('the message line', () => {
  it('shows the start of a message too long for it, and scrolls to the rest', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    await page.setViewportSize({ width: 320, height: 640 }); // a small phone
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForMessage(page, /^Full house: .* Press Hint again/);
    // Three lines now fit the line exactly; a longer hint's reasoning (a chain's) runs to four or more.
    await page.evaluate(() =>
      document.getElementById('status')!.append(' It follows from the notes of the box.'.repeat(3)),
    );
    const box = await page.evaluate(() => {
      const line = document.getElementById('messages')!.getBoundingClientRect();
      const text = document.getElementById('status')!.getBoundingClientRect();
      return { lineTop: line.top, textTop: text.top, overflows: text.height > line.height };
    });
    expect(box.overflows).toBe(true);
    // The first words (the technique's name) sit inside the line, not above its scrollable area.
    expect(box.textTop).toBeGreaterThanOrEqual(box.lineTop - 0.5);
    await context.close();
  });
});
