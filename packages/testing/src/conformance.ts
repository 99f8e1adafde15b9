import {
  type Grid,
  gridToString,
  isSudokuError,
  isValidSolution,
  keepsClues,
  parseGrid,
  type SolveOptions,
  type SolveResult,
  type SolverOptions,
  type SolverPlugin,
  STRATEGY_NAME,
} from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sudokuErrorMessage } from './errors.js';
import { describeFastPaths } from './fast-path-conformance.js';
import {
  CONFLICTING,
  EMPTY,
  EXAMPLE,
  MULTI_SOLUTION,
  type PuzzleFixture,
  SOLVABLE,
  UNIT_TEST,
  UNSOLVABLE,
} from './fixtures.js';
import { referenceCount } from './reference.js';

/** Settings for {@link describeSolverConformance}. */
export interface ConformanceOptions {
  /** Options passed to `plugin.create()`. */
  createOptions?: SolverOptions;
  /** Label for the describe block; defaults to the plugin name. */
  label?: string;
  /** fast-check runs for the property tests (default 60). */
  propertyRuns?: number;
  /**
   * The solvable fixtures to solve (default: all of {@link SOLVABLE}). For a
   * deliberately naive strategy, such as plain backtracking, that needs
   * minutes on 17-clue puzzles; say why next to the subset.
   */
  solvable?: readonly PuzzleFixture[];
}

/** Fails the test unless `result` is solved with a valid grid that keeps the clues. */
export function expectValidSolution(puzzle: Grid, result: SolveResult): Grid {
  expect(result.status).toBe('solved');
  if (result.status !== 'solved') throw new Error('unreachable');
  expect(isValidSolution(result.solution), gridToString(result.solution)).toBe(true);
  expect(keepsClues(puzzle, result.solution)).toBe(true);
  return result.solution;
}

/**
 * The behaviour every strategy must show, as a vitest suite. A strategy's
 * own test file calls it with its default export:
 *
 * ```ts
 * describeSolverConformance(plugin);
 * ```
 */
export function describeSolverConformance(
  plugin: SolverPlugin,
  options: ConformanceOptions = {},
): void {
  const solver = () => plugin.create(options.createOptions);

  describe(`${options.label ?? plugin.name}: solver conformance`, () => {
    it('is a well-formed plugin', () => {
      expect(STRATEGY_NAME.test(plugin.name)).toBe(true);
      expect(plugin.description.length).toBeGreaterThan(0);
      expect(solver().name).toBe(plugin.name);
    });

    it('takes exactly the options it declares, each of their values, and refuses others', () => {
      const declared = plugin.options ?? [];
      const refuses = (options: SolverOptions, why: string) => {
        let error: unknown;
        try {
          plugin.create(options);
        } catch (e) {
          error = e;
        }
        expect(isSudokuError(error) && error.code, why).toBe('SUDOKU_USAGE');
      };
      refuses({ noSuchOption: '1' }, 'an undeclared key');
      for (const option of declared) {
        const range = Array.isArray(option.values)
          ? undefined
          : (option.values as { min: number; max: number });
        const values = range
          ? [range.min, range.max, option.fallback].map(String)
          : (option.values as readonly string[]);
        for (const value of values) {
          const result = plugin.create({ [option.key]: value }).solve(parseGrid(EXAMPLE.puzzle));
          expect(result.status, `${option.key}=${value}`).toBe('solved');
        }
        const outside = range ? String(range.max + 1) : 'no-such-value';
        refuses({ [option.key]: outside }, `${option.key}=${outside}`);
      }
    });

    it('solves every fixture with a valid grid that keeps the clues, leaving the puzzle untouched', () => {
      const s = solver();
      for (const { source, puzzle } of options.solvable ?? SOLVABLE) {
        const grid = parseGrid(puzzle);
        const result = s.solve(grid);
        expect(result.status, source).toBe('solved');
        expectValidSolution(grid, result);
        expect(gridToString(grid, '0'), source).toBe(puzzle.replaceAll('.', '0'));
        expect(result.stats.nodes, source).toBeGreaterThan(0);
        expect(result.stats.elapsedMs, source).toBeGreaterThanOrEqual(0);
      }
    });

    it('returns the known unique solutions', () => {
      for (const { puzzle, solution } of [EXAMPLE, UNIT_TEST]) {
        const result = solver().solve(parseGrid(puzzle), { maxSolutions: 2 });
        expect(result.status).toBe('solved');
        if (result.status !== 'solved') return;
        expect(gridToString(result.solution)).toBe(solution);
        expect(result.solutionCount).toBe(1);
        expect(result.exhaustive).toBe(true);
      }
    });

    it('reports puzzles without a solution as unsolvable', () => {
      for (const { source, puzzle } of UNSOLVABLE) {
        expect(solver().solve(parseGrid(puzzle)).status, source).toBe('unsolvable');
      }
    });

    it('reports conflicting givens as invalid without searching', () => {
      for (const { source, puzzle } of CONFLICTING) {
        const result = solver().solve(parseGrid(puzzle));
        expect(result.status, source).toBe('invalid');
        if (result.status !== 'invalid') return;
        expect(result.conflicts.length, source).toBeGreaterThan(0);
        expect(result.stats.nodes, source).toBe(0);
      }
    });

    it('counts solutions exactly below the cap and stops at the cap', () => {
      for (const { source, puzzle } of MULTI_SOLUTION) {
        const grid = parseGrid(puzzle);
        for (const cap of [1, 2, 10, 200]) {
          const expected = referenceCount(grid, cap + 1);
          const result = solver().solve(grid, { maxSolutions: cap });
          expect(result.status, source).toBe('solved');
          if (result.status !== 'solved') return;
          expect(result.solutionCount, `${source}, cap ${cap}`).toBe(Math.min(expected, cap));
          expect(result.exhaustive, `${source}, cap ${cap}`).toBe(expected < cap);
        }
      }
    });

    it('enumerates distinct valid solutions through the callback, the same way every time', () => {
      const puzzle = parseGrid(MULTI_SOLUTION[1].puzzle);
      const run = () => {
        const seen: string[] = [];
        const result = solver().solve(puzzle, {
          maxSolutions: 50,
          onSolution: (solution, index) => {
            expect(index).toBe(seen.length);
            expect(isValidSolution(solution)).toBe(true);
            expect(keepsClues(puzzle, solution)).toBe(true);
            seen.push(gridToString(solution));
          },
        });
        return { seen, result };
      };
      const first = run();
      expect(first.seen.length).toBe(Math.min(50, referenceCount(puzzle, 51)));
      expect(new Set(first.seen).size).toBe(first.seen.length);
      expect(run().seen).toEqual(first.seen);
      if (first.result.status === 'solved') {
        expect(gridToString(first.result.solution)).toBe(first.seen[0]);
      }
    });

    it('stops when the callback returns false', () => {
      let calls = 0;
      const result = solver().solve(parseGrid(EMPTY), {
        maxSolutions: 1000,
        onSolution: () => ++calls < 3,
      });
      expect(calls).toBe(3);
      expect(result.status).toBe('solved');
      if (result.status === 'solved') expect(result.exhaustive).toBe(false);
    });

    it('honours an abort signal, before the search and during it', () => {
      const before = new AbortController();
      before.abort();
      expect(solver().solve(parseGrid(EMPTY), { signal: before.signal }).status).toBe('aborted');

      const during = new AbortController();
      const result = solver().solve(parseGrid(EMPTY), {
        maxSolutions: 1_000_000_000,
        signal: during.signal,
        onSolution: (_solution, index) => {
          if (index === 4) during.abort();
        },
      });
      expect(result.status).toBe('aborted');
      if (result.status === 'aborted') {
        expect(result.solutionCount).toBeGreaterThanOrEqual(5);
        expect(result.solutionCount).toBeLessThan(1_000_000_000);
        expect(result.solution && isValidSolution(result.solution)).toBe(true);
      }
    });

    it('honours a time limit, with status timeout', () => {
      const result = solver().solve(parseGrid(EMPTY), {
        maxSolutions: Number.MAX_SAFE_INTEGER,
        timeLimitMs: 20,
      });
      expect(result.status).toBe('timeout');
    });

    it('creates its default solver from no options, null or {}, and refuses a non-object with SUDOKU_USAGE', () => {
      // Core's readOptions reads null as none; a strategy that did not would throw a bare TypeError.
      const create = plugin.create as (value: unknown) => ReturnType<typeof plugin.create>;
      for (const none of [undefined, null, {}]) {
        const result = create(none).solve(parseGrid(EXAMPLE.puzzle));
        expect(result.status === 'solved' && gridToString(result.solution)).toBe(EXAMPLE.solution);
      }
      expect(sudokuErrorMessage('SUDOKU_USAGE', () => create('fast'))).toMatch(
        /takes an options object, got "fast"/,
      );
    });

    it('throws SUDOKU_BAD_GRID for input that is not a grid', () => {
      for (const bad of [new Uint8Array(80), Uint8Array.from({ length: 81 }, () => 10)]) {
        let caught: unknown;
        try {
          solver().solve(bad);
        } catch (error) {
          caught = error;
        }
        expect(isSudokuError(caught) && caught.code).toBe('SUDOKU_BAD_GRID');
      }
    });

    it('throws SUDOKU_USAGE naming an option no search could honour', () => {
      // NaN last: before this check it never stopped, where the others fail at once.
      const bad: [SolveOptions, RegExp][] = [
        [{ maxSolution: 100 } as SolveOptions, /^solve has no option maxSolution; it takes /],
        [{ maxSolutions: 0 }, /^maxSolutions .* got 0$/],
        [{ maxSolutions: 2.5 }, /^maxSolutions .* got 2\.5$/],
        [{ maxSolutions: '3' as unknown as number }, /^maxSolutions .* got "3"$/],
        [{ maxSolutions: Number.NaN }, /^maxSolutions must be a whole number ≥ 1 .*got NaN$/],
        [{ timeLimitMs: Number.NaN }, /^timeLimitMs must be .* got NaN$/],
        [{ timeLimitMs: -5 }, /^timeLimitMs .* got -5$/],
        [{ signal: true as unknown as AbortSignal }, /^signal must be an AbortSignal, got true$/],
        [{ onSolution: 'log' as unknown as () => void }, /^onSolution must be a function/],
      ];
      for (const [opts, message] of bad) {
        expect(
          sudokuErrorMessage('SUDOKU_USAGE', () => solver().solve(parseGrid(EMPTY), opts)),
        ).toMatch(message);
      }
      const all = solver().solve(parseGrid(MULTI_SOLUTION[0].puzzle), { maxSolutions: Infinity });
      expect(all.status === 'solved' && all.exhaustive).toBe(true);
    });

    describeFastPaths(solver, options.solvable ?? SOLVABLE);

    it('solves random puzzles cut from known grids (property)', () => {
      const bases = [EXAMPLE.solution, UNIT_TEST.solution].map(parseGrid);
      const s = solver();
      fc.assert(
        fc.property(
          fc.constantFrom(...bases),
          fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
          fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
          (base, relabel, holes) => {
            const puzzle = base.map((v, i) => (holes[i] ? 0 : relabel[v - 1]));
            const result = s.solve(puzzle);
            expectValidSolution(puzzle, result);
            const again = s.solve(puzzle);
            expect(again.status === 'solved' && gridToString(again.solution)).toBe(
              result.status === 'solved' && gridToString(result.solution),
            );
          },
        ),
        { numRuns: options.propertyRuns ?? 60 },
      );
    });
  });
}
