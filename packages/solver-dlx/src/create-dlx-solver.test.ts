import { sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import dlx, { createDlxSolver } from './index.js';

describe('createDlxSolver', () => {
  it('takes the options the plugin takes: a restore mode of copy or uncover, or nothing', () => {
    expect(createDlxSolver().name).toBe('dlx');
    expect(createDlxSolver(null).name).toBe('dlx');
    expect(createDlxSolver({ restore: 'uncover' }).name).toBe('dlx');
    expect(dlx.create({ restore: 'uncover' }).name).toBe('dlx');
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => createDlxSolver({ restore: 'zzz' } as never)),
    ).toMatch(/must be one of copy, uncover, got "zzz"$/);
  });

  it('refuses a misspelt option, at compile time and at run time', () => {
    // @ts-expect-error a misspelt option is a type error
    expect(() => dlx.create({ restor: 'copy' })).toThrow(/has no option restor/);
    // @ts-expect-error the factory takes the same options
    expect(() => createDlxSolver({ restor: 'copy' })).toThrow(/has no option restor/);
  });
});
