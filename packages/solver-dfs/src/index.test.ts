import { describeSolverConformance, sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import dfs, { type DfsOptions } from './index.js';

/** Options as the command line hands them over: unchecked. */
const createRaw = (options: Record<string, unknown>) => dfs.create(options as DfsOptions);

describeSolverConformance(dfs);

const usageError = (run: () => unknown) => sudokuErrorMessage('SUDOKU_USAGE', run);

describe('dfs options', () => {
  it('takes none: an unknown key is SUDOKU_USAGE naming it', () => {
    expect(usageError(() => createRaw({ depth: 3 }))).toBe(
      'strategy dfs has no option depth; it takes no options',
    );
  });

  it('sends the former plain variant’s options to the backtrack strategy', () => {
    for (const key of ['variant', 'erase', 'candidates']) {
      expect(usageError(() => createRaw({ [key]: 'plain' }))).toBe(
        `strategy dfs has no option ${key}: plain row-major backtracking, with its erase and candidates modes, is the backtrack strategy (--strategy backtrack, @sudoku/solver-backtrack)`,
      );
    }
  });
});
