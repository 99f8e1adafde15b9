import { type Grid, type PuzzleStatus, parseGrid, runSearch, type Solver } from '@sudoku/core';
import { CONFLICTING, EMPTY, EXAMPLE, MULTI_SOLUTION, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { countSolutions } from './count.js';
import { enumerateSolutions } from './enumerate.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { generatePuzzle } from './generate.js';
import { isRated, ratePuzzle } from './rating.js';
import { SearchTree } from './search-tree.js';
import { solveLogically } from './step-solver.js';

/*
 * One outcome model (docs/outcomes.md): the same situation gets the same
 * status from every call that looks at a puzzle, and a budget stops every
 * long call. A call that returns at all under a budget it would otherwise
 * outlive is the proof that it stops; no time is asserted.
 */

const ONE = parseGrid(EXAMPLE.puzzle);
const NONE = parseGrid(UNSOLVABLE[0].puzzle);
const SEVERAL = parseGrid(MULTI_SOLUTION[0].puzzle);
const CLASH = parseGrid(CONFLICTING[0].puzzle);
const OPEN = parseGrid(EMPTY);
/** top95 #7, rated 9.0: a few hundred milliseconds of forcing chains. */
const HARD = parseGrid(SE_RATED.find((p) => p.top95 === 7)!.puzzle);

/** A strategy in core's search frame (its signal and time limit), searching with the engine's tree. */
const STRATEGY: Solver = {
  name: 'tree',
  solve: (puzzle, options) =>
    runSearch(puzzle, options, (grid: Grid, context) => {
      const tree = new SearchTree(grid);
      let nodes = 0;
      const visit = (): boolean => {
        if (++nodes % 256 === 0 && context.shouldStop()) return true;
        const cell = tree.close();
        if (cell === -1) return context.report(tree.cells);
        if (cell < 0) return false;
        const branch = tree.mark;
        for (let m = tree.candidates(cell); m; m &= m - 1) {
          tree.place(cell, 32 - Math.clz32(m & -m));
          const stop = visit();
          tree.undo(branch);
          if (stop) return true;
        }
        return false;
      };
      visit();
      return { nodes, guesses: 0, backtracks: 0 };
    }),
};

function aborted(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}

const CASES: [string, Uint8Array, PuzzleStatus][] = [
  ['one solution', ONE, 'solved'],
  ['no solution', NONE, 'unsolvable'],
  ['several solutions', SEVERAL, 'several-solutions'],
  ['clashing givens', CLASH, 'invalid'],
];

describe.each([
  ['the engine’s search', undefined],
  ['a strategy', STRATEGY],
])('countSolutions with %s', (_, solver) => {
  it.each(CASES)('%s: %s', (_name, grid, status) => {
    const result = countSolutions(grid, 10, { solver });
    expect(result.status).toBe(status);
    expect(result.exhaustive).toBe(true);
  });

  it('stops at its time limit (timeout) or signal (aborted) with what it found', () => {
    const timed = countSolutions(OPEN, Infinity, { solver, timeLimitMs: 20 });
    expect(timed).toMatchObject({ status: 'timeout', exhaustive: false });
    expect(timed.count).toBeGreaterThan(0);
    expect(countSolutions(OPEN, Infinity, { solver, signal: aborted() })).toMatchObject({
      status: 'aborted',
      exhaustive: false,
    });
  });
});

describe('enumerateSolutions', () => {
  it.each(CASES)('%s: %s', (_name, grid, status) => {
    expect(enumerateSolutions(grid).status).toBe(status);
  });

  it('stops at its time limit or signal, and from a callback that aborts', () => {
    expect(enumerateSolutions(OPEN, { timeLimitMs: 20 }).status).toBe('timeout');
    const controller = new AbortController();
    const result = enumerateSolutions(OPEN, {
      signal: controller.signal,
      onSolution: (_solution, index) => {
        if (index === 99) controller.abort();
      },
    });
    expect(result.status).toBe('aborted');
    expect(result.count).toBeGreaterThanOrEqual(100);
  });
});

describe('ratePuzzle', () => {
  it.each(CASES)('%s: %s', (_name, grid, status) => {
    const rating = ratePuzzle(grid);
    expect(rating.status).toBe(status);
    expect(isRated(rating)).toBe(status === 'solved');
  });

  it('stops at its time limit or signal, in the count or in the solve', () => {
    expect(ratePuzzle(HARD, { timeLimitMs: 0 }).status).toBe('timeout');
    expect(ratePuzzle(HARD, { assumeUnique: true, timeLimitMs: 5 }).status).toBe('timeout');
    expect(ratePuzzle(HARD, { signal: aborted() }).status).toBe('aborted');
  });
});

describe('solveLogically', () => {
  it('solved, unsolvable, invalid; stuck or ceiling when the techniques stop', () => {
    expect(solveLogically(ONE).status).toBe('solved');
    expect(solveLogically(NONE).status).toBe('unsolvable');
    expect(solveLogically(CLASH).status).toBe('invalid');
    expect(solveLogically(OPEN).status).toBe('stuck');
    expect(solveLogically(HARD, { ceiling: 2 }).status).toBe('ceiling');
  });

  it('stops at its time limit or signal', () => {
    expect(solveLogically(HARD, { assumeUnique: true, timeLimitMs: 5 }).status).toBe('timeout');
    expect(solveLogically(HARD, { signal: aborted() }).status).toBe('aborted');
  });
});

describe('generatePuzzle', () => {
  it('stops searching for a rare target at its time limit, with the closest puzzle so far', () => {
    // Thousands of attempts without a budget: seconds to minutes.
    const made = generatePuzzle({ seed: 7, technique: 'jellyfish', timeLimitMs: 50 });
    expect(made.stopped).toBe('timeout');
    expect(made.targetReached).toBe(false);
    expect(made.note).toMatch(/the time limit ran out after \d+ attempts?/);
    expect(countSolutions(made.puzzle, 2).status).toBe('solved');
  });

  it('returns a puzzle even when its signal was aborted before the call', () => {
    const made = generatePuzzle({ seed: 7, difficulty: 'extreme', signal: aborted() });
    expect(made.stopped).toBe('aborted');
    expect(made.attempts).toBe(1);
    expect(made.rating?.status).toBe('aborted');
    expect(countSolutions(made.puzzle, 2).status).toBe('solved');
  });

  it('a generous budget changes nothing', () => {
    const free = generatePuzzle({ seed: 3, difficulty: 'hard' });
    const limited = generatePuzzle({ seed: 3, difficulty: 'hard', timeLimitMs: 600_000 });
    expect(limited.stopped).toBeUndefined();
    expect(Array.from(limited.puzzle)).toEqual(Array.from(free.puzzle));
    expect(limited.rating?.rating).toBe(free.rating?.rating);
  });
});
