import { sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { createDlxSolver } from './index.js';

describe('createDlxSolver', () => {
  it('takes copy, uncover or nothing, and refuses any other restore mode', () => {
    expect(createDlxSolver().name).toBe('dlx');
    expect(createDlxSolver('uncover').name).toBe('dlx');
    // The options object other strategies' create functions take used to mean copy without a word.
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => createDlxSolver({ restore: 'uncover' } as never)),
    ).toBe('strategy dlx: option restore must be one of copy, uncover, got an object');
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => createDlxSolver('zzz' as never))).toMatch(
      /must be one of copy, uncover, got "zzz"$/,
    );
  });
});
