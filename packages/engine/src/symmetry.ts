import { SudokuError } from '@sudoku/core';

/** Clue layouts a generated puzzle can keep. */
export type Symmetry = 'none' | 'rot180' | 'rot90' | 'mirror' | 'diagonal';

/** Every symmetry name, for option parsing. */
export const SYMMETRIES: readonly Symmetry[] = ['none', 'rot180', 'rot90', 'mirror', 'diagonal'];

/** The images of cell (r, c) under each symmetry's generator. */
const IMAGE: Record<Symmetry, (r: number, c: number) => number> = {
  none: (r, c) => r * 9 + c,
  rot180: (r, c) => (8 - r) * 9 + (8 - c),
  rot90: (r, c) => c * 9 + (8 - r),
  mirror: (r, c) => r * 9 + (8 - c),
  diagonal: (r, c) => c * 9 + r,
};

const cache = new Map<Symmetry, readonly (readonly number[])[]>();

/**
 * The orbits of the symmetry: sets of cells that must be all given or all
 * empty (a cell, its mirror image, its four quarter-turn images…). Orbits are
 * listed by their smallest cell, each sorted ascending.
 */
export function symmetryOrbits(symmetry: Symmetry): readonly (readonly number[])[] {
  const known = cache.get(symmetry);
  if (known) return known;
  const image = IMAGE[symmetry];
  if (!image) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `unknown symmetry '${String(symmetry)}'; expected one of ${SYMMETRIES.join(', ')}`,
    );
  }
  const seen = new Uint8Array(81);
  const orbits: number[][] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (seen[cell]) continue;
    const orbit: number[] = [];
    for (let x = cell; !seen[x]; x = image(Math.floor(x / 9), x % 9)) {
      seen[x] = 1;
      orbit.push(x);
    }
    orbits.push(orbit.sort((a, b) => a - b));
  }
  cache.set(symmetry, orbits);
  return orbits;
}

/** True when the givens of `grid` (non-zero cells) are a union of the symmetry's orbits. */
export function hasSymmetry(grid: ArrayLike<number>, symmetry: Symmetry): boolean {
  for (const orbit of symmetryOrbits(symmetry)) {
    const given = grid[orbit[0]] !== 0;
    for (const cell of orbit) if ((grid[cell] !== 0) !== given) return false;
  }
  return true;
}
