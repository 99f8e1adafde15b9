import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readTop95Ratings } from '@sudoku/testing/ratings';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from '../test-support/run-cli.js';

// The hardest puzzles of top95 by Sudoku Explainer's rating (three share 9.3).
const ratings = readTop95Ratings();
const top = Math.max(...ratings.map((r) => r.er));
const HARDEST = ratings.filter((r) => r.er === top).map((r) => r.puzzle);

describe('explain --html on the hardest top95 puzzles', () => {
  it.each(HARDEST)('%s: one file under 2 MB, nothing outside it, every step drawn', (puzzle) => {
    const page = join(scratchDir(), 'page.html');
    const run = runCli(['explain', '--html', page, puzzle]);
    expect(run.status).toBe(0);
    expect(statSync(page).size).toBeLessThan(2 * 1024 * 1024);
    const html = readFileSync(page, 'utf8');
    expect(html).not.toMatch(/https?:|src=|href=|@import|url\((?!#)/);
    const { steps } = JSON.parse(runCli(['explain', '--json', puzzle]).stdout) as {
      steps: unknown[];
    };
    const blocks = html.split('<section class="step"').slice(1);
    expect(blocks).toHaveLength(steps.length);
    for (const block of blocks) expect(block).toContain('<svg class="sp"');
  });
});
