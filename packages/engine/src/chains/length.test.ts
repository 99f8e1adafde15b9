import { describe, expect, it } from 'vitest';
import { chainDifficulty, lengthTenths } from './length.js';

describe('chain length bonus', () => {
  it('adds a tenth each time the nodes beyond two pass 4, 6, 8, 12, 16, 24, 32, 48', () => {
    const steps: [number, number][] = [
      [6, 0],
      [7, 1],
      [8, 1],
      [9, 2],
      [10, 2],
      [11, 3],
      [14, 3],
      [15, 4],
      [18, 4],
      [19, 5],
      [26, 5],
      [27, 6],
      [34, 6],
      [35, 7],
      [50, 7],
      [51, 8],
    ];
    for (const [complexity, tenths] of steps)
      expect(lengthTenths(complexity), `${complexity}`).toBe(tenths);
  });

  it('keeps difficulties to exact tenths', () => {
    expect(chainDifficulty(6.6, 11)).toBe(6.9);
    expect(chainDifficulty(8.5, 4)).toBe(8.5);
    expect(chainDifficulty(7.0, 27)).toBe(7.6);
  });
});
