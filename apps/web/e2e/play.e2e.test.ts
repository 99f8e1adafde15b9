import { readFileSync } from 'node:fs';
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

const browser = useBrowser();

describe('playing the game in Chromium', () => {
  it('starts a new game with a chosen number of givens, with an accessible board', async () => {
    const { context, page, errors } = await browser.open();
    expect(await page.locator('[role="grid"] [role="row"]').count()).toBe(9);
    expect(await page.locator('[role="gridcell"]').count()).toBe(81);
    await expect(cell(page, 22).getAttribute('aria-label')).resolves.toMatch(/^row 3, column 5/);
    await newGameWithGivens(page, 30);
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-readonly="true"]').length === 30,
    );
    await expect(page.locator('#status').textContent()).resolves.toMatch(
      /New puzzle with 30 givens/,
    );
    const sizes = await page.$$eval('[role="gridcell"]', (cells) =>
      cells.map((c) => [c.getBoundingClientRect().width, c.getBoundingClientRect().height]),
    );
    expect(Math.max(...sizes.flat()) - Math.min(...sizes.flat())).toBeLessThan(3);
    await shot(page, 'desktop-light-new-game');
    await expectAccessible(page, 'a new game');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a clashing digit (naming where) and a change to a given', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('9');
    await expect(page.locator('[role="alert"]').textContent()).resolves.toBe(
      '9 is already in row 1, column 1.',
    );
    expect((await boardText(page))[1]).toBe('0');
    await cell(page, 0).click();
    await page.keyboard.press('5');
    await expect(page.locator('[role="alert"]').textContent()).resolves.toMatch(
      /Row 1, column 1 is a given/,
    );
    expect((await boardText(page))[0]).toBe('9');
    await context.close();
  });

  it('plays with the keyboard: arrows, digits, Backspace, notes, undo and redo', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 0).click();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('5');
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.toBe('row 1, column 2, 5');
    await page.keyboard.press('Backspace');
    expect((await boardText(page))[1]).toBe('0');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await boardText(page))[1]).toBe('5');
    await page.getByRole('button', { name: 'Redo' }).click();
    expect((await boardText(page))[1]).toBe('0');
    await page.keyboard.press('Shift+Digit3');
    await page.keyboard.press('Shift+Digit5');
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.toBe(
      'row 1, column 2, empty, notes 3 5',
    );
    await context.close();
  });

  it('solves with the chosen strategy and shows its statistics; Is it solvable?', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByLabel('Strategy').selectOption('dlx');
    await tool(page, 'Solve');
    await waitForMessage(page, /^Solved with Dancing Links/m);
    expect(await boardText(page)).toBe(SOLUTION);
    await expect(page.locator('#stats').textContent()).resolves.toMatch(/Nodes/);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await boardText(page)).toBe(EXAMPLE);
    await tool(page, 'Is it solvable?');
    await waitForMessage(page, /exactly one solution/);
    await context.close();
  });

  it('saves a game file and loads it back; a bad file is refused and the game kept', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    const [download] = await Promise.all([page.waitForEvent('download'), tool(page, 'Save')]);
    const text = readFileSync((await download.path()) as string, 'utf8');
    expect(text.split('\n').slice(0, 1)).toEqual(['9 5 8 0 6 0 1 2 4']);
    expect(text.split('\n')[10]).toBe('9 0 8 0 6 0 1 2 4');
    const saved = await boardText(page);
    await tool(page, 'Replay');
    expect(await boardText(page)).toBe(EXAMPLE);
    await page
      .locator('#file-input')
      .setInputFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await waitForMessage(page, /^Loaded/m);
    expect(await boardText(page)).toBe(saved);
    await page.locator('#file-input').setInputFiles({
      name: 'bad.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('<img src=x onerror=alert(1)>\n1 2 3\n'),
    });
    await waitForMessage(page, /Could not load “bad.txt”: .*Your game is unchanged/);
    expect(await page.locator('[role="alert"] img').count()).toBe(0);
    expect(await boardText(page)).toBe(saved);
    await context.close();
  });

  it('resumes the autosaved game after a reload', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await cell(page, 1).click();
    await page.keyboard.press('5');
    await page.reload();
    await waitForPuzzle(page);
    expect((await boardText(page))[1]).toBe('5');
    await waitForMessage(page, /Welcome back/);
    await context.close();
  });

  it('turns typed digits into givens with Lock', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await newGameWithGivens(page, 0);
    await waitForMessage(page, /^An empty board/m);
    await cell(page, 0).click();
    await page.keyboard.press('4');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('7');
    await tool(page, 'Lock');
    await waitForMessage(page, /Locked: 2 givens\. It has more than one solution/);
    expect(await page.locator('[aria-readonly="true"]').count()).toBe(2);
    await context.close();
  });

  it('counts solutions and exports all of them to a file with the total', async () => {
    const { context, page } = await browser.open(`#p=${MULTI}`);
    await tool(page, 'Count solutions');
    const line = await waitForMessage(page, /has [\d,]+ solutions \(counted/);
    const counted = Number(line.match(/has ([\d,]+) solution/)?.[1].replaceAll(',', ''));
    expect(counted).toBeGreaterThan(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tool(page, 'All solutions'),
    ]);
    const text = readFileSync((await download.path()) as string, 'utf8');
    expect(text.split('\n')[0]).toBe(`# ${counted} solutions`);
    expect(text.split('\n').slice(1).join('\n').split('\n\n')).toHaveLength(counted);
    await context.close();
  });

  it('looks right on a phone and on desktop, in light and dark mode, with no accessibility violation', async () => {
    for (const [name, options] of [
      ['phone-light', { phone: true }],
      ['phone-dark', { phone: true, dark: true }],
      ['desktop-dark', { dark: true }],
    ] as const) {
      const { context, page, errors } = await browser.open(`#p=${EXAMPLE}`, options);
      await cell(page, 40).click();
      await tool(page, 'Fill notes');
      if (await page.locator('#tools').isVisible())
        await page.getByRole('button', { name: 'Close' }).click();
      await cell(page, 1).click();
      await page.keyboard.press('5');
      await cell(page, 31).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.phone ? 390 : 1280,
      );
      await shot(page, name);
      await expectAccessible(page, name);
      await page.getByRole('button', { name: 'Tools' }).click();
      await shot(page, `${name}-tools`, false);
      await expectAccessible(page, `${name} with Tools open`);
      // The cap field wears the controls' style, not the browser's own (it did in dark mode).
      const look = (selector: string) =>
        page.locator(selector).evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.borderColor, style.borderRadius, style.minHeight];
        });
      expect(await look('#solution-limit'), name).toEqual(await look('#strategy'));
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('keeps the message line from hiding anything: every message stays readable', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForMessage(page, /Press Hint again/);
    expect((await messageText(page)).length).toBeGreaterThan(20);
    await context.close();
  });
});
