import { describe, expect, it } from 'vitest';
import { EXAMPLE, useBrowser, waitForMessage } from './browser.js';

const browser = useBrowser();

describe('the message line', () => {
  it('keeps its height for a message too long for it: it shows the start and scrolls to the rest', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    await page.setViewportSize({ width: 320, height: 640 }); // a small phone
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForMessage(page, /^Full house: .* Press Hint again/);
    // Escape hides the hint; a long message that is not a hint's stays in the line's height.
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      document.getElementById('status')!.textContent =
        'The board changed. It follows from the notes of the box.'.repeat(4);
    });
    const box = await page.evaluate(() => {
      const line = document.getElementById('messages')!.getBoundingClientRect();
      const text = document.getElementById('status')!.getBoundingClientRect();
      return { lineTop: line.top, textTop: text.top, overflows: text.height > line.height };
    });
    expect(box.overflows).toBe(true);
    // The first words sit inside the line, not above its scrollable area.
    expect(box.textTop).toBeGreaterThanOrEqual(box.lineTop - 0.5);
    await context.close();
  });

  it("grows to a shown hint's text, so none of it is clipped", async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForMessage(page, /Press Hint again/);
    await page.evaluate(() =>
      document.getElementById('status')!.append(' It follows from the notes of the box.'.repeat(6)),
    );
    const clipped = await page.evaluate(() => {
      const messages = document.getElementById('messages')!;
      return messages.scrollHeight > messages.clientHeight + 1;
    });
    expect(clipped).toBe(false);
    await context.close();
  });
});
