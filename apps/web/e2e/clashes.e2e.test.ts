import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cell, EXAMPLE, useBrowser } from './browser.js';

const browser = useBrowser();

async function chooseClashes(page: Page, value: 'show' | 'refuse') {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.locator(`input[name="clashes"][value="${value}"]`).check();
  await page.getByRole('button', { name: 'Done' }).click();
}

describe('a digit that repeats one of its row, column or box', () => {
  it('stays red (and labelled so) after switching back to refusing such digits', async () => {
    const { context, page } = await browser.open(`#p=${EXAMPLE}`);
    await chooseClashes(page, 'show');
    await cell(page, 1).click();
    await page.keyboard.press('9'); // r1c1 holds 9
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.toBe(
      'row 1, column 2, 9, clashes',
    );
    await chooseClashes(page, 'refuse');
    await expect(cell(page, 1).getAttribute('aria-label')).resolves.toBe(
      'row 1, column 2, 9, clashes',
    );
    await expect(cell(page, 1).getAttribute('class')).resolves.toMatch(/\bwrong\b/);
    await context.close();
  });
});
