import { parseGrid, parsePuzzles } from '@sudoku/core';
import { EXAMPLE, MULTI_SOLUTION, referenceCount } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../game/settings.js';
import { harness, inThreadPool } from '../testing/fakes.js';
import { allSolutions, SOLUTIONS_FILE } from './all-solutions.js';
import { countSolutions } from './count.js';
import { enterDigit } from './enter-digit.js';
import { solvable, solve } from './solve.js';

const multi = parseGrid(MULTI_SOLUTION[1].puzzle);
const total = referenceCount(multi, 1e6);

describe('Count and All solutions', () => {
  it('count every solution on the pool', async () => {
    const h = harness({ givens: multi });
    await countSolutions(h.controller);
    expect(h.message()).toMatch(
      new RegExp(`has ${total.toLocaleString('en-US')} solutions .* on 2 workers`),
    );
  });

  it('never answer for a board that changed while they ran', async () => {
    const { pool } = inThreadPool(2, { delay: 20 });
    const h = harness({ pool, state: { selected: 0 } });
    const counting = countSolutions(h.controller);
    h.controller.act((ctx) => enterDigit(ctx, 5, false));
    await counting;
    expect(h.message()).toMatch(/board changed, so counting stopped/);
    expect(h.controller.state.job).toBeUndefined();
    const all = allSolutions(h.controller);
    h.controller.act((ctx) => enterDigit(ctx, 6, false));
    await all;
    expect(h.message()).toMatch(/board changed/);
    expect(h.recorded.downloads).toHaveLength(0);
  });

  it('All solutions saves every solution with the total, in order', async () => {
    const h = harness({ givens: multi });
    await allSolutions(h.controller);
    const [file] = h.recorded.downloads;
    expect(file.name).toBe(SOLUTIONS_FILE);
    const text = await file.blob.text();
    expect(text.split('\n')[0]).toBe(`# ${total} solutions`);
    expect(parsePuzzles(text)).toHaveLength(total);
  });

  it('All solutions stops past the limit and says there are more', async () => {
    const h = harness({ state: { settings: { ...DEFAULT_SETTINGS, solutionLimit: 3000 } } });
    await allSolutions(h.controller);
    const text = await h.recorded.downloads[0].blob.text();
    expect(text.split('\n')[0]).toMatch(/^# more than 3,000 solutions; .* the first 3,000$/);
    expect(parsePuzzles(text)).toHaveLength(3000);
    expect(h.message()).toMatch(/More than 3,000 solutions/);
  });

  it('a cancelled run offers the solutions found so far', async () => {
    const { pool } = inThreadPool(2, { delay: 5 });
    const h = harness({ pool });
    const running = allSolutions(h.controller);
    await new Promise((r) => setTimeout(r, 40));
    h.controller.cancelJob();
    await running;
    expect(h.message()).toMatch(/^Stopped after at least/);
    h.controller.state.message?.action?.run();
    expect(h.recorded.downloads[0].name).toBe(SOLUTIONS_FILE);
  });
});

describe('Solve and Is it solvable?', () => {
  it('solve fills the board (assisted) and shows the statistics', async () => {
    const h = harness({ givens: parseGrid(EXAMPLE.puzzle) });
    await solve(h.controller);
    expect(h.message()).toMatch(/^Solved with DFS/);
    expect(h.controller.state.session.assisted).toBe(true);
    expect(h.controller.state.celebrating).toBeUndefined();
    expect(h.controller.state.stats?.rows[0]).toEqual(['Strategy', 'DFS']);
  });

  it('is it solvable tells one solution from several', async () => {
    const h = harness({ givens: multi });
    await solvable(h.controller);
    expect(h.message()).toMatch(/more than one solution/);
  });
});
