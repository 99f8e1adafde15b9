import { isSudokuError } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCornerDigit, cornerDigitFromStudentId } from './corner-digit.js';

function usageError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    expect(isSudokuError(error)).toBe(true);
    expect((error as { code: string }).code).toBe('SUDOKU_USAGE');
    return error as Error;
  }
  throw new Error('expected a SUDOKU_USAGE error');
}

describe('cornerDigitFromStudentId', () => {
  it('applies (sum of the last two digits) mod 9 + 1', () => {
    expect(cornerDigitFromStudentId('15061234')).toBe(8); // 3 + 4 = 7
    expect(cornerDigitFromStudentId('16061129')).toBe(3); // 2 + 9 = 11
    expect(cornerDigitFromStudentId('PB17000099')).toBe(1); // 18 mod 9 = 0
    expect(cornerDigitFromStudentId('00')).toBe(1);
    expect(cornerDigitFromStudentId('x08')).toBe(9);
  });

  it('is that rule for any id ending in two digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(9), fc.nat(9), (prefix, a, b) => {
        const digit = cornerDigitFromStudentId(`${prefix}${a}${b}`);
        expect(digit).toBe(((a + b) % 9) + 1);
        expect(digit).toBeGreaterThanOrEqual(1);
        expect(digit).toBeLessThanOrEqual(9);
      }),
    );
  });

  it('rejects ids that do not end in two digits, naming the id', () => {
    for (const id of ['', '7', '12a', '12 ', 'abc', '1٣']) {
      expect(usageError(() => cornerDigitFromStudentId(id)).message).toContain(JSON.stringify(id));
    }
  });

  it('says an id is a string when given a number, rather than that it lacks two final digits', () => {
    expect(usageError(() => cornerDigitFromStudentId(2023011234 as never)).message).toBe(
      'a student id is a string (a number loses its leading zeros), got 2023011234',
    );
  });
});

describe('assertCornerDigit', () => {
  it('accepts 1-9 and rejects anything else', () => {
    for (let d = 1; d <= 9; d++) expect(() => assertCornerDigit(d)).not.toThrow();
    for (const d of [0, 10, 1.5, -8, Number.NaN]) {
      expect(usageError(() => assertCornerDigit(d)).message).toMatch(/1 to 9/);
    }
    // A string is quoted, so "8" does not read as the 8 it would have accepted.
    expect(usageError(() => assertCornerDigit('8' as unknown as number)).message).toMatch(
      /, got "8"$/,
    );
  });
});
