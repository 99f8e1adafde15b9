import type { Grid } from '@sudoku/core';
import { loadStrategy } from './strategies.js';

/** Solves one puzzle; returns the 81 digits 1-9, or undefined when it gives up. */
export type SolveFn = (puzzle: Grid) => ArrayLike<number> | undefined;

/** A peer declining a puzzle (as opposed to crashing on it). */
export class PeerGaveUp extends Error {}

/** A contender of the peers suite: `ours:dfs`, `peer:dancing-links`, … */
export interface ContenderInfo {
  id: string;
  label: string;
}

/** The npm packages compared (devDependencies of this package), with how each is driven. */
export const PEERS: readonly ContenderInfo[] = [
  { id: 'peer:dancing-links', label: 'dancing-links 4.3.10 (DLX, sparse rows)' },
  { id: 'peer:@algorithm.ts/sudoku', label: '@algorithm.ts/sudoku 4.0.3 (DLX)' },
  { id: 'peer:sudoku-core', label: 'sudoku-core 3.0.3 (human strategies)' },
  { id: 'peer:sudoku', label: 'sudoku 0.0.3 (Bau: deduce + guess)' },
];

// Exact-cover columns: cell, row-digit, column-digit, box-digit (4 × 81).
function coverColumns(cell: number, d: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
  return [cell, 81 + r * 9 + d, 162 + c * 9 + d, 243 + b * 9 + d];
}

async function dancingLinks(): Promise<SolveFn> {
  const { DancingLinks } = await import('dancing-links');
  const dlx = new DancingLinks<number>();
  return (puzzle) => {
    // README: createSolver({ columns }), addSparseConstraint(data, columns), findOne().
    const solver = dlx.createSolver({ columns: 324 });
    for (let cell = 0; cell < 81; cell++) {
      const given = puzzle[cell];
      for (let d = 0; d < 9; d++) {
        if (given === 0 || given === d + 1)
          solver.addSparseConstraint(cell * 9 + d, coverColumns(cell, d));
      }
    }
    const [solution] = solver.findOne();
    if (!solution) return undefined;
    const grid = new Uint8Array(81);
    for (const row of solution) grid[Math.floor(row.data / 9)] = (row.data % 9) + 1;
    return grid;
  };
}

async function algorithmTs(): Promise<SolveFn> {
  const { SudokuSolver } = await import('@algorithm.ts/sudoku');
  // Typings: { childMatrixWidth } (the README's childMatrixSize is out of date); -1 = empty, digits 0-8.
  const solver = new SudokuSolver({ childMatrixWidth: 3 });
  const board = new Array<number>(81);
  const solution = new Array<number>(81).fill(-1);
  return (puzzle) => {
    for (let i = 0; i < 81; i++) board[i] = puzzle[i] - 1;
    if (!solver.solve(board, solution)) return undefined;
    return solution.map((v) => v + 1);
  };
}

async function sudokuCore(): Promise<SolveFn> {
  const { solve } = (await import('sudoku-core')) as typeof import('sudoku-core');
  // Board: 1-9 or null; returns { solved, board }.
  return (puzzle) => {
    const result = solve(Array.from(puzzle, (v) => (v === 0 ? null : v)));
    if (!result.solved || !result.board) {
      // It only applies human techniques, so a puzzle that needs a guess comes back unsolved.
      throw new PeerGaveUp(`gave up: ${result.error ?? 'solved: false'}`);
    }
    return result.board.map((v) => v ?? 0);
  };
}

async function sudokuBau(): Promise<SolveFn> {
  const module = (await import('sudoku')) as {
    default?: { solvepuzzle: (b: unknown[]) => unknown };
  } & {
    solvepuzzle?: (b: unknown[]) => unknown;
  };
  const solvepuzzle = module.solvepuzzle ?? module.default!.solvepuzzle;
  // David Bau's port: digits 0-8, null = empty; returns the board or null.
  return (puzzle) => {
    const answer = solvepuzzle(Array.from(puzzle, (v) => (v === 0 ? null : v - 1))) as
      | (number | null)[]
      | null;
    return answer ? answer.map((v) => (v ?? -1) + 1) : undefined;
  };
}

/** Loads a contender by id: one of {@link PEERS}, or `ours:NAME` for an installed strategy. */
export async function loadContender(id: string): Promise<SolveFn> {
  if (id.startsWith('ours:')) {
    const solver = (await loadStrategy(id.slice(5))).create();
    return (puzzle) => {
      const result = solver.solve(puzzle);
      return result.status === 'solved' ? result.solution : undefined;
    };
  }
  switch (id) {
    case 'peer:dancing-links':
      return dancingLinks();
    case 'peer:@algorithm.ts/sudoku':
      return algorithmTs();
    case 'peer:sudoku-core':
      return sudokuCore();
    case 'peer:sudoku':
      return sudokuBau();
    default:
      throw new Error(`unknown contender ${id}`);
  }
}
