import { describe, expect, it } from 'vitest';
import { translateClassicArgs } from './classic-args.js';

describe('translateClassicArgs', () => {
  it('maps -c and -s to the long commands with sudoku.txt first, so -o can override it', () => {
    expect(translateClassicArgs(['-c', '10', '-o', 'x.txt'])).toEqual([
      'generate-grids',
      '--output',
      'sudoku.txt',
      '-o',
      'x.txt',
      '--',
      '10',
    ]);
    expect(translateClassicArgs(['-s', 'in.txt'])).toEqual([
      'solve',
      '--output',
      'sudoku.txt',
      '--',
      'in.txt',
    ]);
  });

  it('keeps the value even when it looks like a flag, so -c -100 is a range error later', () => {
    expect(translateClassicArgs(['-c', '-100']).at(-1)).toBe('-100');
  });

  it('moves a classic flag that follows options to the front, and leaves --help alone', () => {
    expect(translateClassicArgs(['-q', '-o', 'x.txt', '-c', '10'])).toEqual([
      'generate-grids',
      '--output',
      'sudoku.txt',
      '-q',
      '-o',
      'x.txt',
      '--',
      '10',
    ]);
    expect(translateClassicArgs(['--help', '-c', '10'])).toEqual(['--help', '-c', '10']);
  });

  it('passes long-form command lines through untouched', () => {
    expect(translateClassicArgs(['solve', '-s', 'dlx', 'x'])).toEqual(['solve', '-s', 'dlx', 'x']);
  });

  it('rejects -c100, a bare -c and a bare -s', () => {
    expect(() => translateClassicArgs(['-c100'])).toThrow(/two arguments: -c 100/);
    expect(() => translateClassicArgs(['-c'])).toThrow(/needs the number of grids/);
    expect(() => translateClassicArgs(['-s'])).toThrow(/needs a puzzle file/);
  });
});
