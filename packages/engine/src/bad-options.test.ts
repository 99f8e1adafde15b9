import { parseGrid } from '@sudoku/core';
import { EXAMPLE, sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from './candidate-state.js';
import { countSolutions, findSolution, hasUniqueSolution } from './count.js';
import { enumerateSolutions } from './enumerate.js';
import { formatGameFile, parseGameFile } from './game-file.js';
import { GameState } from './game-state.js';
import { generatePuzzle } from './generate.js';
import { hint } from './hint.js';
import { createRandom } from './random.js';
import { ratePuzzle } from './rating.js';
import { splitSearch } from './split-search.js';
import { nextStep, solveLogically } from './step-solver.js';

const usageMessage = (run: () => unknown) => sudokuErrorMessage('SUDOKU_USAGE', run);
const puzzle = parseGrid(EXAMPLE.puzzle);

/** Every entry that takes an options object, with the options it knows. */
const ENTRIES: [string, (options: never) => unknown, string][] = [
  [
    'generatePuzzle',
    (options) => generatePuzzle(options),
    'givens, symmetry, difficulty, rating, technique, minimal, unique, seed, maxAttempts, solver, onAttempt, timeLimitMs, signal',
  ],
  [
    'ratePuzzle',
    (options) => ratePuzzle(puzzle, options),
    'assumeUnique, ceiling, solver, timeLimitMs, signal',
  ],
  [
    'solveLogically',
    (options) => solveLogically(puzzle, options),
    'assumeUnique, ceiling, onStep, timeLimitMs, signal',
  ],
  ['nextStep', (options) => nextStep(createCandidateState(puzzle), options), 'unique'],
  ['hint', (options) => hint(puzzle, options), 'solver, givens, candidates, timeLimitMs, signal'],
  [
    'countSolutions',
    (options) => countSolutions(puzzle, 2, options),
    'solver, timeLimitMs, signal',
  ],
  ['hasUniqueSolution', (options) => hasUniqueSolution(puzzle, options), 'solver'],
  ['findSolution', (options) => findSolution(puzzle, options), 'solver'],
  [
    'enumerateSolutions',
    (options) => enumerateSolutions(puzzle, options),
    'maxSolutions, onSolution, shareGrid, rest, timeLimitMs, signal',
  ],
  ['splitSearch', (options) => splitSearch(puzzle, options), 'depth, minParts'],
];

describe('options a library user gets wrong are named, never ignored', () => {
  it.each(ENTRIES)(
    '%s: a misspelt option, a non-object; null is no options',
    (name, entry, known) => {
      const call = (options: unknown) => () => entry(options as never);
      expect(usageMessage(call({ seed: 1, givns: 30 }))).toBe(
        name === 'generatePuzzle'
          ? `generatePuzzle has no option givns; it takes ${known}`
          : `${name} has no option seed; it takes ${known}`,
      );
      expect(usageMessage(call('fast'))).toBe(`${name} takes an options object, got "fast"`);
      expect(call(null)).not.toThrow();
    },
  );

  it('a solver that is not a strategy is refused where it is passed', () => {
    for (const [name, entry] of ENTRIES.filter(([, , known]) => known.includes('solver'))) {
      expect(usageMessage(() => entry({ solver: 'dfs' } as never))).toBe(
        `${name}: solver must be a strategy's Solver (a plugin's create() makes one)`,
      );
    }
  });

  it('generatePuzzle: a seed that is not a string or a finite number, a rating that is not [min, max]', () => {
    for (const seed of [{}, Number.NaN, null]) {
      expect(usageMessage(() => generatePuzzle({ seed } as never))).toMatch(
        /^a seed is a string or a finite number, got /,
      );
    }
    expect(usageMessage(() => createRandom(undefined as never))).toBe(
      'a seed is a string or a finite number, got undefined',
    );
    expect(usageMessage(() => generatePuzzle({ rating: '3-4' as never }))).toBe(
      'a rating range is [min, max], got "3-4"',
    );
    expect(usageMessage(() => generatePuzzle({ rating: [3] as never }))).toBe(
      'a rating range is [min, max], got [3]',
    );
    expect(usageMessage(() => generatePuzzle({ givens: '30' as never }))).toMatch(/, got "30"$/);
  });

  it('a flag that is not true or false, a ceiling that is not a number', () => {
    // ratePuzzle used to hand { unique: 'yes' } back as its result's unique, typed boolean.
    const state = createCandidateState(puzzle);
    for (const [run, message] of [
      [() => ratePuzzle(puzzle, { assumeUnique: 'yes' as never }), 'ratePuzzle: assumeUnique'],
      [() => solveLogically(puzzle, { assumeUnique: 1 as never }), 'solveLogically: assumeUnique'],
      [() => nextStep(state, { unique: 'yes' as never }), 'nextStep: unique'],
      [() => generatePuzzle({ seed: 1, unique: 'no' as never }), 'unique'],
      [() => generatePuzzle({ seed: 1, minimal: 1 as never }), 'minimal'],
      [() => enumerateSolutions(puzzle, { shareGrid: 'true' as never }), 'shareGrid'],
    ] as const) {
      expect(usageMessage(run)).toMatch(new RegExp(`^${message} must be true or false, got `));
    }
    for (const ceiling of ['5', Number.NaN]) {
      for (const [name, run] of [
        ['ratePuzzle', () => ratePuzzle(puzzle, { ceiling: ceiling as never })],
        ['solveLogically', () => solveLogically(puzzle, { ceiling: ceiling as never })],
      ] as const) {
        expect(usageMessage(run)).toMatch(new RegExp(`^${name}: ceiling must be a number, got `));
      }
    }
    expect(ratePuzzle(puzzle, { assumeUnique: true, ceiling: Infinity }).status).toBe('solved');
  });

  it('solveLogically: an onStep that is not a function', () => {
    expect(usageMessage(() => solveLogically(puzzle, { onStep: 5 as never }))).toBe(
      'solveLogically: onStep must be a function',
    );
  });
});

describe('nextStep', () => {
  it('a grid or anything else where the candidate state belongs is named, not a TypeError', () => {
    const takes =
      'nextStep takes a candidate state (81 digits and 81 candidate masks, from createCandidateState(grid)), got';
    expect(usageMessage(() => nextStep(puzzle as never))).toBe(`${takes} a grid`);
    expect(usageMessage(() => nextStep(undefined as never))).toBe(`${takes} undefined`);
    expect(usageMessage(() => nextStep({ digits: puzzle } as never))).toBe(
      `${takes} an object without them`,
    );
  });

  it('takes { unique } and nothing else: a misspelt uniqueness flag would quietly mean false', () => {
    const state = createCandidateState(puzzle);
    expect(usageMessage(() => nextStep(state, { uniqe: true } as never))).toBe(
      'nextStep has no option uniqe; it takes unique',
    );
    expect(nextStep(state, { unique: true })).toEqual(nextStep(state));
  });
});

describe('GameState and the save file', () => {
  it('a cell index that is not a whole number 0-80 is out of range, not a given at "row NaN"', () => {
    const game = new GameState(puzzle);
    const empty = EXAMPLE.puzzle.indexOf('0');
    for (const cell of [1.5, empty + 0.5, Number.NaN, -1, 81]) {
      expect(game.place(cell, 5)).toMatchObject({ ok: false, reason: 'range' });
      expect(game.isGiven(cell)).toBe(false);
    }
    expect(game.place(empty, Number(EXAMPLE.solution[empty]))).toEqual({ ok: true });
  });

  it('formatGameFile and parseGameFile refuse what is not a game or its text', () => {
    expect(() => formatGameFile({} as never)).toThrow(
      /^a grid is a Uint8Array of 81 cells, got undefined/,
    );
    expect(usageMessage(() => parseGameFile(5 as never))).toBe(
      'a game file is read from its text, got 5',
    );
  });
});
