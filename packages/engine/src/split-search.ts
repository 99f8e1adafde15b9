import { assertGrid, type Grid, SudokuError } from '@sudoku/core';
import { readOptions } from '@sudoku/core/kernel';
import { SearchTree } from './search-tree.js';

/** How far {@link splitSearch} cuts the tree. */
export interface SplitOptions {
  /** Expand at most this many branch levels (default: as many as `minParts` needs, or 1). */
  depth?: number;
  /** Keep expanding whole levels until there are at least this many parts (or nothing is left to expand). */
  minParts?: number;
}

/**
 * Cuts the canonical search tree of `grid` (see {@link SearchTree}) into
 * sub-puzzles, for a host to enumerate in parallel and concatenate in order
 * (the nodes a few levels down go to threads). Each part is the
 * closed position of one node with one more branch decided; the parts are
 * disjoint, cover every solution, and `enumerateSolutions` over them one
 * after another yields exactly the sequence of `enumerateSolutions(grid)`.
 * Branches that end in a contradiction are dropped (they hold no solution);
 * a branch that closes to a full grid stays as a one-solution part.
 * Conflicting givens give no parts.
 */
export function splitSearch(grid: Grid, options: SplitOptions = {}): Grid[] {
  assertGrid(grid);
  const { depth, minParts } = readOptions('splitSearch', options, ['depth', 'minParts']);
  for (const [name, value] of [
    ['depth', depth],
    ['minParts', minParts],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 0)) {
      throw new SudokuError('SUDOKU_USAGE', `splitSearch: ${name} must be a whole number ≥ 0`);
    }
  }
  const maxDepth = depth ?? (minParts === undefined ? 1 : 81);
  const wanted = minParts ?? Number.POSITIVE_INFINITY;
  if (new SearchTree(grid).conflicting) return [];
  let parts: Grid[] = [Uint8Array.from(grid)];
  for (let level = 0; level < maxDepth && parts.length < wanted; level++) {
    const next: Grid[] = [];
    let expanded = false;
    for (const part of parts) {
      const tree = new SearchTree(part);
      const cell = tree.close();
      if (cell === -2) continue;
      if (cell === -1) {
        next.push(Uint8Array.from(tree.cells));
        continue;
      }
      expanded = true;
      let m = tree.candidates(cell);
      while (m) {
        const bit = m & -m;
        m ^= bit;
        const child = Uint8Array.from(tree.cells);
        child[cell] = 32 - Math.clz32(bit);
        next.push(child);
      }
    }
    parts = next;
    if (!expanded) break;
  }
  return parts;
}
