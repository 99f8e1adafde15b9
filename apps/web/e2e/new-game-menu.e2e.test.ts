import { describe, expect, it } from 'vitest';
import { EXAMPLE, useBrowser, waitForMessage } from './browser.js';

const browser = useBrowser();

describe('the New game menu', () => {
  it('starts a game with the givens typed when Enter is pressed in the field', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByLabel(/^Givens/).fill('40');
    await page.getByLabel(/^Givens/).press('Enter');
    await waitForMessage(page, /New puzzle with 40 givens/);
    await expect(
      page.locator('#new-game-dialog').evaluate((d) => (d as HTMLDialogElement).open),
    ).resolves.toBe(false);
    await context.close();
  });
});
