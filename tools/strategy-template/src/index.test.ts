import { parseGrid } from '@sudoku/core';
import { describeSolverConformance, EXAMPLE, sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';

// The behaviour every strategy must show: solutions, statuses, counting,
// callbacks, aborts, time limits, option and grid errors, the batch paths.
describeSolverConformance(plugin);

describe('strategy-template', () => {
  it('refuses an option it does not take, naming it', () => {
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => plugin.create({ depth: 3 }))).toBe(
      'strategy strategy-template has no option depth; it takes no options',
    );
  });

  it('counts its work: nodes, and a guess where a cell had several candidates', () => {
    const result = plugin.create().solve(parseGrid(EXAMPLE.puzzle));
    expect(result.status).toBe('solved');
    expect(result.stats.nodes).toBeGreaterThan(0);
    expect(result.stats.guesses).toBeLessThan(result.stats.nodes);
  });
});
