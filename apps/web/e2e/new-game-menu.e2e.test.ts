import { describe, expect, it } from 'vitest';
import { boardText, EXAMPLE, useBrowser, waitForMessage } from './browser.js';

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

  it('counts the puzzles tried while it searches for an extreme one, and Cancel stops it', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    // The count comes every 200 ms; a search that ends sooner (rare) is tried again.
    let outcome: unknown;
    let before = '';
    for (let round = 0; round < 3 && outcome !== 'counted'; round++) {
      before = await boardText(page);
      await page.getByRole('button', { name: 'New game' }).first().click();
      await page.getByRole('button', { name: 'Extreme', exact: true }).click();
      const seen = await page.waitForFunction(
        () => {
          const busy = document.getElementById('busy');
          const text = document.getElementById('busy-text')?.textContent ?? '';
          if (busy && !busy.hidden && /^Making an extreme puzzle… [\d,]+ tried$/.test(text))
            return 'counted';
          return /^New /.test(document.getElementById('status')?.textContent ?? '') && 'made';
        },
        undefined,
        { timeout: 30_000 },
      );
      outcome = await seen.jsonValue();
    }
    expect(outcome).toBe('counted');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForMessage(page, /New game cancelled; your game is unchanged/);
    await expect(boardText(page)).resolves.toBe(before);
    await context.close();
  });

  it('makes a puzzle to practise a technique: its hardest step is of that kind', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByLabel('Its hardest step').selectOption('skyscraper');
    await page.getByRole('button', { name: 'Practise it' }).click();
    await waitForMessage(page, /To solve it you will need Skyscraper, and nothing harder/);
    await expect(page.locator('#game-label').textContent()).resolves.toBe('Skyscraper practice');
    await context.close();
  });

  it('Back to an earlier game not played yet brings back its own label, not "Shared puzzle"', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    const label = () => page.locator('#game-label').textContent();
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await waitForMessage(page, /^New \w+ puzzle/);
    const [first, firstBoard] = [await label(), await boardText(page)];
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Medium', exact: true }).click();
    await waitForMessage(page, /^New \w+ puzzle/);
    await page.goBack();
    await waitForMessage(page, /^Back to/);
    expect(await boardText(page)).toBe(firstBoard);
    expect(await label()).toBe(first);
    await context.close();
  });
});
