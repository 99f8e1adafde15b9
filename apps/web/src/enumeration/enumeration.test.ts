import { parseGrid, parsePuzzles } from '@sudoku/core';
import { enumerateSolutions } from '@sudoku/engine';
import { MULTI_SOLUTION, referenceCount } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { inThreadPool } from '../testing/fakes.js';
import { enumerate } from './enumeration.js';

const grid = parseGrid(MULTI_SOLUTION[1].puzzle);

function canonical(g: Uint8Array, max = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  enumerateSolutions(g, { maxSolutions: max, onSolution: (s) => void out.push(s.join('')) });
  return out;
}

async function fileGrids(file: Blob | undefined): Promise<string[]> {
  return file ? parsePuzzles(await file.text()).map((g) => g.join('')) : [];
}

describe('enumerate over a worker pool', () => {
  it('counts every solution on all workers', async () => {
    const { pool, workers } = inThreadPool(3);
    const seen: number[] = [];
    const outcome = await enumerate(pool, grid, { onProgress: (n) => seen.push(n) });
    expect(outcome).toMatchObject({ status: 'complete', count: referenceCount(grid, 1e6) });
    expect(seen.at(-1)).toBe(outcome.count);
    expect(workers.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the solutions in the canonical order, the file exactly their text', async () => {
    const { pool } = inThreadPool(2);
    const outcome = await enumerate(pool, grid, { limit: 1_000_000, keep: true });
    expect(outcome.status).toBe('complete');
    expect(await fileGrids(outcome.file)).toEqual(canonical(grid));
    expect(outcome.file?.size).toBe(163 * outcome.count - 1);
  });

  it('stops past the limit with exactly the first `limit` solutions, and shares the work', async () => {
    const { pool, workers } = inThreadPool(2);
    const empty = new Uint8Array(81);
    const outcome = await enumerate(pool, empty, { limit: 5000, keep: true });
    expect([outcome.status, outcome.count, outcome.kept]).toEqual(['limit', 5000, 5000]);
    expect(await fileGrids(outcome.file)).toEqual(canonical(empty, 5000));
    // Both workers took slices of the tree.
    expect(workers.filter((w) => w.tasks.includes('slice')).length).toBe(2);
  });

  it('reports a limit equal to the total as complete', async () => {
    const total = referenceCount(grid, 1e6);
    const { pool } = inThreadPool(2);
    const outcome = await enumerate(pool, grid, { limit: total, keep: true });
    expect([outcome.status, outcome.count, outcome.kept]).toEqual(['complete', total, total]);
  });

  it('cancels: the promise resolves with what was found in order', async () => {
    const { pool } = inThreadPool(2, { delay: 5 });
    const running = enumerate(pool, new Uint8Array(81), { keep: true, limit: 1e6 });
    await new Promise((r) => setTimeout(r, 30));
    pool.cancel();
    const outcome = await running;
    expect(outcome.status).toBe('cancelled');
    const grids = await fileGrids(outcome.file);
    expect(grids.length).toBeGreaterThan(0);
    expect(grids).toEqual(canonical(new Uint8Array(81), grids.length));
  });

  it('says zero for a grid without solutions', async () => {
    const { pool } = inThreadPool(2);
    const none = parseGrid(MULTI_SOLUTION[0].puzzle);
    none[0] = none[1] === 1 ? 2 : 1;
    none[1] = none[0];
    const outcome = await enumerate(pool, none, { limit: 10, keep: true });
    expect([outcome.status, outcome.count, outcome.file]).toEqual(['complete', 0, undefined]);
  });
});
