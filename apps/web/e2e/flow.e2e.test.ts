import { describe, expect, it } from 'vitest';
import {
  boardText,
  cell,
  EXAMPLE,
  expectAccessible,
  MULTI,
  messageText,
  newGameWithGivens,
  SOLUTION,
  shot,
  tool,
  useBrowser,
  waitForMessage,
  waitForPuzzle,
} from './browser.js';

// Each test names the point of issue 19's "Why" it covers.
const browser = useBrowser();

describe("a player's flow (issue 19)", () => {
  it('3: a broken link says what is wrong and keeps the game and its address', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    for (const [hash, reason] of [
      [`#p=${EXAMPLE.slice(1)}`, /80 digits; a puzzle has 81/],
      [`#p=${EXAMPLE}12`, /83 digits/],
      [`#p=${EXAMPLE.slice(0, 80)}x`, /"x" at position 81/],
      [`#p=99${EXAMPLE.slice(2)}`, /breaks the rules: digit 9 appears twice/],
      [`#p=${'0'.repeat(81)}`, /board is empty/],
      [`#p=${SOLUTION}`, /already full/],
      // Row 1 needs its 9 in column 9, which already has one.
      [`#p=123456780${'0'.repeat(63)}000000009`, /no solution/],
    ] as const) {
      await page.evaluate((h) => {
        location.hash = h;
      }, hash);
      await waitForMessage(page, reason);
      expect(await messageText(page)).toMatch(/Your game is unchanged/);
      expect((await boardText(page))[1]).toBe('5');
      expect(await page.evaluate(() => location.hash)).toBe(`#p=${EXAMPLE}`);
    }
    await context.close();
  });

  it('3: a broken link at start-up says so, then deals a new puzzle', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE.slice(2)}`);
    await waitForMessage(page, /79 digits.*new puzzle instead/);
    await context.close();
  });

  it('4: New game and a pasted link ask first; the game set aside comes back with Back', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await page.waitForSelector('#confirm-dialog[open]');
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await waitForMessage(page, /Your game goes on/);
    expect((await boardText(page))[1]).toBe('5');
    // A link pasted into the tab: asked too.
    await page.evaluate((h) => {
      location.hash = h;
    }, `#p=${MULTI}`);
    await page.waitForSelector('#confirm-dialog[open]');
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await waitForMessage(page, /You kept your game/);
    expect(await page.evaluate(() => location.hash)).toBe(`#p=${EXAMPLE}`);
    // Now agree: a new game; Back brings the old one back with its digit.
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await page.waitForSelector('#confirm-dialog[open]');
    await page.locator('#confirm-ok').click();
    await waitForMessage(page, /New easy puzzle/);
    expect(await boardText(page)).not.toBe(EXAMPLE);
    await page.goBack();
    await waitForMessage(page, /as you left it/);
    expect((await boardText(page))[1]).toBe('5');
    await context.close();
  });

  it('5: a message clears at the next move, never moves the controls, and Clear notes answers', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    const paletteTop = () =>
      page.locator('#palette').evaluate((el) => el.getBoundingClientRect().top);
    const top = await paletteTop();
    await cell(page, 1).click();
    await page.keyboard.press('9');
    await waitForMessage(page, /already in row 1/);
    await page.keyboard.press('5');
    expect(await messageText(page)).toBe('');
    await tool(page, 'Fill notes');
    await waitForMessage(page, /Notes filled/);
    await tool(page, 'Clear notes');
    await waitForMessage(page, /Notes cleared/);
    expect(await messageText(page)).not.toMatch(/Notes filled/);
    // A very long error, from a file with a long name.
    await page.locator('#file-input').setInputFiles({
      name: `${'long-name-'.repeat(30)}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('1 2 3'),
    });
    await waitForMessage(page, /Could not load/);
    expect(await paletteTop()).toBe(top);
    await context.close();
  });

  it('5, 6, 7: the busy line covers no control; a move stops a count (no stale answer); Esc cancels', async () => {
    for (const phone of [false, true]) {
      const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone });
      await newGameWithGivens(page, 0);
      await waitForMessage(page, /An empty board/);
      await tool(page, 'Count solutions');
      await page.waitForSelector('#busy:not([hidden])');
      const overlaps = await page.evaluate(() => {
        const busy = document.getElementById('busy')!.getBoundingClientRect();
        return [...document.querySelectorAll('button, [role="gridcell"]')]
          .filter(
            (b) => !document.getElementById('busy')!.contains(b) && (b as HTMLElement).offsetParent,
          )
          .filter((b) => {
            const r = b.getBoundingClientRect();
            return (
              r.left < busy.right &&
              r.right > busy.left &&
              r.top < busy.bottom &&
              r.bottom > busy.top
            );
          })
          .map((b) => b.id || b.textContent);
      });
      expect(overlaps).toEqual([]);
      // The count so far, at the end of the label, is in view on a phone too (it was cut off).
      await page.waitForFunction(() =>
        /\d$/.test(document.getElementById('busy-text')!.textContent!),
      );
      const clipped = await page
        .locator('#busy-text')
        .evaluate(
          (text) => text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight,
        );
      expect(clipped).toBe(false);
      await shot(page, `busy-${phone ? 'phone' : 'desktop'}`, false);
      // A digit typed while counting: the count stops and is never shown as this board's.
      await cell(page, 0).click();
      await page.keyboard.press('5');
      await waitForMessage(page, /board changed, so counting stopped/);
      await page.waitForTimeout(300);
      expect(await messageText(page)).not.toMatch(/has [\d,]+ solutions/);
      // Esc stops a running search.
      await tool(page, 'Count solutions');
      await page.waitForSelector('#busy:not([hidden])');
      await page.keyboard.press('Escape');
      await waitForMessage(page, /Counting stopped: at least/);
      await context.close();
    }
  });

  it('7: the hint names where to look, then shows its reasoning on the board, fills on the third press, and stays green', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    const before = await boardText(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForMessage(page, /: look at .* Press Hint again to see the pattern/);
    expect(await page.locator('.cell.hint-unit').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForMessage(page, /Press Hint again to fill it in/);
    expect(await boardText(page)).toBe(before);
    expect(await page.locator('#hint-layer .placement').count()).toBe(1);
    expect(
      await page.locator('.cell.witness, .cell.hint-unit, .cell.hint-cell').count(),
    ).toBeGreaterThan(0);
    await shot(page, 'desktop-light-hint');
    await page.keyboard.press('h');
    await page.waitForFunction(() => document.querySelector('.cell.hinted') !== null);
    const hinted = Number(await page.locator('.cell.hinted').getAttribute('data-cell'));
    expect((await boardText(page))[hinted]).toBe(SOLUTION[hinted]);
    const other = (await boardText(page)).indexOf('0');
    await cell(page, other).click();
    await page.keyboard.press(SOLUTION[other]);
    expect(await cell(page, hinted).getAttribute('class')).toMatch(/\bhinted\b/);
    await context.close();
  });

  it('7: Replay then Undo brings the time back; a tampered time shows sanely; ArrowRight runs to the next row', async () => {
    const save = (elapsedMs: number) =>
      JSON.stringify({
        version: 2,
        givens: EXAMPLE,
        past: [],
        present: { v: EXAMPLE.replace(/^90/, '95'), n: '0'.repeat(162) },
        future: [],
        elapsedMs,
        label: 'Saved',
        assisted: false,
        finished: false,
      });
    const { context, page } = await browser.open('', {
      storage: { 'sudoku.game.v1': save(125_000) },
    });
    await expect(page.locator('#timer').textContent()).resolves.toMatch(/^2:0[5-6]$/);
    await tool(page, 'Replay');
    await expect(page.locator('#timer').textContent()).resolves.toBe('0:00');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.locator('#timer').textContent()).resolves.toMatch(/^2:0[5-6]$/);
    await cell(page, 8).click();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 9).getAttribute('aria-selected')).resolves.toBe('true');
    await context.close();
    const tampered = await browser.open('', { storage: { 'sudoku.game.v1': save(2.7e299) } });
    expect(await tampered.page.locator('#timer').textContent()).toMatch(
      /^\d{1,3}:\d\d:\d\d$|^\d+:\d\d$/,
    );
    expect(await tampered.page.locator('#timer').textContent()).not.toMatch(/e\+/);
    await tampered.context.close();
  });

  it('7: the difficulty levels never offer a "unique" they would ignore; by givens, unique needs 17', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.getByLabel(/^Givens/).fill('12');
    await expect(page.getByLabel(/Unique solution/).isDisabled()).resolves.toBe(true);
    await page.getByLabel(/^Givens/).fill('30');
    await expect(page.getByLabel(/Unique solution/).isDisabled()).resolves.toBe(false);
    await expectAccessible(page, 'the New game menu');
    await context.close();
  });

  it('8: show mistakes: a clashing digit is placed in red, and the setting stays after a reload', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel(/Place it and show it in red/).check();
    await expectAccessible(page, 'the settings');
    await page.getByRole('button', { name: 'Done' }).click();
    await cell(page, 1).click();
    await page.keyboard.press('9');
    expect((await boardText(page))[1]).toBe('9');
    expect(await cell(page, 1).getAttribute('aria-label')).toMatch(/clashes/);
    await page.reload();
    await waitForPuzzle(page);
    expect(await cell(page, 1).getAttribute('class')).toMatch(/\bwrong\b/);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByLabel(/Place it and show it in red/).isChecked()).resolves.toBe(true);
    await context.close();
  });

  it('8: on a phone New game is in view; the tools are one step away, each within two clicks', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`, { phone: true });
    const box = await page.getByRole('button', { name: 'New game' }).first().boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    expect(await page.locator('#tools').isVisible()).toBe(false);
    for (const name of [
      'Solve',
      'Is it solvable?',
      'Count solutions',
      'All solutions',
      'Lock',
      'Replay',
      'Save',
      'Load',
      'Share link',
    ]) {
      await page.getByRole('button', { name: 'Tools' }).click();
      await expect(
        page.locator('#tools').getByRole('button', { name, exact: true }).isVisible(),
      ).resolves.toBe(true);
      await page.getByRole('button', { name: 'Close' }).click();
    }
    await context.close();
  });

  it('8: a whole game played with the keyboard alone ends on the completion card, and New game from it', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    for (
      let i = 0;
      i < 12 &&
      !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell'));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'gridcell',
    );
    let at = Number(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')));
    for (let step = 0; step < 81; step++) {
      if (EXAMPLE[at] === '0') await page.keyboard.press(SOLUTION[at]);
      if (step < 80) await page.keyboard.press('ArrowRight');
      at = (at + 1) % 81;
    }
    await page.waitForSelector('#done-dialog[open]');
    const card = await page.locator('#done-stats').textContent();
    expect(card).toMatch(/Time/);
    expect(card).toMatch(/Mistakes\s*0/);
    expect(card).toMatch(/Hints used\s*0/);
    expect(card).toMatch(/Rating/);
    await shot(page, 'completion', false);
    await expectAccessible(page, 'the completion card');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('done-new');
    await page.keyboard.press('Enter');
    await waitForMessage(page, /New \w+ puzzle with/);
    expect(await boardText(page)).not.toBe(SOLUTION);
    await context.close();
  });
});
