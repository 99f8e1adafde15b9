import { describe, expect, it } from 'vitest';
import { hasSymmetry, SYMMETRIES, symmetryOrbits } from './symmetry.js';

// The geometric images, written independently of the module's table.
const images = {
  none: (r: number, c: number) => [[r, c]],
  rot180: (r: number, c: number) => [[8 - r, 8 - c]],
  rot90: (r: number, c: number) => [
    [c, 8 - r],
    [8 - r, 8 - c],
    [8 - c, r],
  ],
  mirror: (r: number, c: number) => [[r, 8 - c]],
  diagonal: (r: number, c: number) => [[c, r]],
};

describe('symmetryOrbits', () => {
  it.each(SYMMETRIES)('%s: orbits partition the board and are closed under the images', (name) => {
    const orbits = symmetryOrbits(name);
    const seen = new Set<number>();
    for (const orbit of orbits) {
      for (const cell of orbit) {
        expect(seen.has(cell)).toBe(false);
        seen.add(cell);
        for (const [r, c] of images[name](Math.floor(cell / 9), cell % 9)) {
          expect(orbit).toContain(r * 9 + c);
        }
      }
    }
    expect(seen.size).toBe(81);
  });

  it('has the expected orbit counts', () => {
    expect(symmetryOrbits('none')).toHaveLength(81);
    expect(symmetryOrbits('rot180')).toHaveLength(41); // 40 pairs and the centre
    expect(symmetryOrbits('rot90')).toHaveLength(21); // 20 quadruples and the centre
    expect(symmetryOrbits('mirror')).toHaveLength(45); // 36 pairs and the middle column
    expect(symmetryOrbits('diagonal')).toHaveLength(45); // 36 pairs and the diagonal
  });

  it('hasSymmetry tells symmetric layouts apart', () => {
    const grid = new Uint8Array(81);
    grid[0] = 1;
    grid[80] = 2;
    expect(hasSymmetry(grid, 'rot180')).toBe(true);
    expect(hasSymmetry(grid, 'mirror')).toBe(false);
    expect(hasSymmetry(grid, 'diagonal')).toBe(true);
    expect(hasSymmetry(grid, 'rot90')).toBe(false);
  });
});
