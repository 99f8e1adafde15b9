import { parseGrid } from '@sudoku/core';
import { describe, expect, it } from 'vitest';
import { applyStep, createCandidateState } from '../candidate-state.js';
import { findSolution } from '../count.js';
import { LADDER } from '../ladder.js';
import { ratePuzzle } from '../rating.js';
import type { Step } from '../step.js';
import { nextStep, solveLogically } from '../step-solver.js';

/** Puzzles (from the 17-clue and top1465 collections) on whose path each technique is taken. */
const EXAMPLES: [string, string][] = [
  [
    'skyscraper',
    '.................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5',
  ],
  [
    'turbot-fish',
    '.................1..2..3..4....1..3.....5......62...7..1...4...3....862.5........',
  ],
  [
    'empty-rectangle',
    '.................1..2..3..4....1..3.....5......62...7..1...4...3....862.5........',
  ],
  [
    'two-string-kite',
    '.................1..2..3.4.............15...6..3.7..2......473..5.......16...8...',
  ],
  [
    'finned-x-wing',
    '.................1..2.34..........3...4.5.2...6.1..........34...1.7....88.......6',
  ],
  [
    'three-strong-links',
    '.................1..1..2.3.....4.....4.56.7...8.....2...2........3..1...7...8...4',
  ],
  [
    'four-strong-links',
    '................12....34...........5..316......78..4.......9.3..9...5...51.......',
  ],
  [
    'unique-rectangle',
    '.................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3',
  ],
  [
    'unique-loop',
    '................12..3..4.........15......67...4..2.........84..16......92..5.....',
  ],
  ['bug', '................12....34..............12....5..6...3.4...7...8..4...6...35.....2.'],
  [
    'hidden-rectangle',
    '.................1..2..3.4........2..5..6.3..16..7.........8.....4..2....7..1...6',
  ],
  [
    'wxyz-wing',
    '.................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3',
  ],
  [
    'vwxyz-wing',
    '.................1..2..3.4.......2...1....5...6..74.......1..6...5....3...856....',
  ],
  [
    'uvwxyz-wing',
    '.................1..2..3.4......5....3....6..7...1...8.....625..8..9....1......3.',
  ],
];

/** Techniques the reference tries after its first chains: their examples are solved without chains. */
const AFTER_CHAINS: [string, string][] = [
  [
    'tuvwxyz-wing',
    '................12....34........53.6..12......7....4.....1...5.4........63...8...',
  ],
  [
    'aligned-triple-exclusion',
    '................12....34........53....1.......526........27..6.34....8..9........',
  ],
];
const OURS = new Set([
  'uvwxyz-wing',
  'tuvwxyz-wing',
  'aligned-pair-exclusion',
  'aligned-triple-exclusion',
]);
const NO_CHAINS = LADDER.filter((t) => t.difficulty[1] < 6.5 || OURS.has(t.id));

function expectSound(steps: readonly Step[], solution: Uint8Array): void {
  for (const step of steps) {
    for (const { cell, digit } of step.eliminations)
      expect(digit, step.explanation).not.toBe(solution[cell]);
    for (const { cell, digit } of step.placements)
      expect(digit, step.explanation).toBe(solution[cell]);
    expect(step.explanation).toMatch(/^[A-Z][^\n]*\.$/);
  }
}

describe('techniques on real puzzles', () => {
  it.each(EXAMPLES)(
    '%s is taken on its example, and every step agrees with the solution',
    (technique, puzzle) => {
      const grid = parseGrid(puzzle);
      const { steps } = ratePuzzle(grid, { assumeUnique: true });
      expect(steps.map((s) => s.technique)).toContain(technique);
      expectSound(steps, findSolution(grid)!);
    },
  );

  it.each(AFTER_CHAINS)(
    '%s is taken on its example without chains, soundly',
    (technique, puzzle) => {
      const grid = parseGrid(puzzle);
      const state = createCandidateState(grid);
      const steps: Step[] = [];
      for (;;) {
        const step = nextStep(state, { unique: true }, NO_CHAINS);
        if (!step) break;
        steps.push(step);
        applyStep(state, step);
      }
      expect(steps.map((s) => s.technique)).toContain(technique);
      expectSound(steps, findSolution(grid)!);
    },
  );

  it('takes no uniqueness step on a puzzle not known to be unique', () => {
    const puzzle = EXAMPLES.find(([t]) => t === 'unique-rectangle')![1];
    const { steps } = solveLogically(parseGrid(puzzle));
    expect(steps.some((s) => s.uniqueness)).toBe(false);
  });
});
