import { describe, expect, it } from 'vitest';
import { boardText, cell, EXAMPLE, useBrowser, waitForMessage } from './browser.js';

const browser = useBrowser();

// Easter Monster: rating it for the completion card takes a while.
const EASTER_MONSTER =
  '100000002090400050006000700050903000000070000000850040700000600030009080002000001';

/**
 * In the page, before its scripts: presses Hint the moment the opening is
 * shown running (a mutation observer runs right after that render), and
 * keeps every busy line shown after it. A press from the test itself could
 * come after a quick opening had ended, on a busy machine or a fast one.
 */
function pressHintWhileOpening(): void {
  const seen: string[] = [];
  (window as unknown as { __busyLines: string[] }).__busyLines = seen;
  let pressed = false;
  new MutationObserver(() => {
    const busy = document.getElementById('busy');
    const text = document.getElementById('busy-text')?.textContent ?? '';
    const running = document.body?.getAttribute('aria-busy') === 'true';
    if (!pressed && running && text.startsWith('Opening the puzzle')) {
      pressed = true;
      document.getElementById('hint')?.click();
    } else if (pressed && busy && !busy.hidden) seen.push(text);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

describe('a link while it opens', () => {
  it('Hint pressed during the opening waits and says so: the link opens, no hint for the old board', async () => {
    const { context, page, errors } = await browser.open(`#p=${EASTER_MONSTER}`, {
      ready: false,
      initScript: pressHintWhileOpening,
    });
    await waitForMessage(page, /Opened the shared puzzle/);
    const shown = await page.evaluate(
      () => (window as unknown as { __busyLines: string[] }).__busyLines,
    );
    expect(shown).toContain('Opening the puzzle… Please wait for it, or press Cancel first.');
    expect(await boardText(page)).toBe(EASTER_MONSTER);
    expect(await page.locator('#hint-layer > :not(defs)').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Back, then Keep playing, leaves the earlier game one Back away (its entry is not written over)', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await waitForMessage(page, /^New \w+ puzzle/);
    const empty = (await boardText(page)).indexOf('0');
    await cell(page, empty).click();
    for (let d = 1; d <= 9 && (await boardText(page))[empty] === '0'; d++)
      await page.keyboard.press(String(d));
    await page.goBack();
    await page.waitForSelector('#confirm-dialog[open]');
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await waitForMessage(page, /You kept your game/);
    await page.goBack();
    await page.waitForSelector('#confirm-dialog[open]');
    await page.locator('#confirm-ok').click();
    await waitForMessage(page, /^Back to/);
    expect(await boardText(page)).toBe(EXAMPLE);
    await context.close();
  });
});
