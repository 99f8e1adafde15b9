import {
  assertGrid,
  type Conflict,
  describeConflict,
  findConflicts,
  type Grid,
  type Solver,
} from '@sudoku/core';
import { readOptions } from '@sudoku/core/kernel';
import {
  assertBudget,
  BUDGET_KEYS,
  type BudgetOptions,
  type StopReason,
  withBudget,
} from './budget.js';
import { createCandidateState } from './candidate-state.js';
import { type SolverOption, searchSolutions } from './count.js';
import { fallbackHint } from './hint-fallback.js';
import { assertNotes, readNotes } from './hint-notes.js';
import { BASIC_LADDER, LADDER } from './ladder.js';
import { withScratch } from './search-scratch.js';
import { simplestStep } from './simplest-step.js';
import { solverOption } from './solver-option.js';
import type { Step } from './step.js';
import { assertGivensOf, wrongDigits, wrongDigitsText } from './wrong-digits.js';

/**
 * What {@link hint} suggests; every kind carries a one-sentence `explanation`.
 * Besides `step` and `fallback`, the kinds are the outcome words (docs/outcomes.md).
 */
export type Hint =
  | {
      /**
       * The next step of the simplest path from this position: the simplest
       * technique that applies, the step `ratePuzzle`'s path (and `sudoku
       * explain`) would take next. It places a digit (`cell` and `digit`
       * are its first placement) or only removes candidates (no `cell`).
       */
      kind: 'step';
      step: Step;
      /** The cell the step fills; undefined for a step that only removes candidates. */
      cell?: number;
      /** The digit it places there. */
      digit?: number;
      explanation: string;
      /** False when the position has several solutions (uniqueness techniques were not used). */
      unique: boolean;
      /** Cells whose `candidates` left out the solution's digit: they were read with all their candidates. */
      wrongNotes?: number[];
    }
  | {
      /**
       * No technique applies: the position has several solutions and no
       * basic technique applies, or it has one and needs more than the
       * whole ladder (forcing chains nested two deep, 11.0 or more).
       * The empty cell with the fewest candidates gets its digit from a
       * solution (the solution, when `unique`).
       */
      kind: 'fallback';
      cell: number;
      digit: number;
      explanation: string;
      unique: boolean;
      /** As for a step. */
      wrongNotes?: number[];
    }
  | {
      /**
       * No solution is left. With the `givens` option (and givens with one
       * solution), `wrong` lists the cells whose digit is not the solution's.
       */
      kind: 'unsolvable';
      explanation: string;
      wrong?: number[];
    }
  | {
      /** The time limit (`timeout`) or the signal (`aborted`) stopped the search for the step. */
      kind: StopReason;
      explanation: string;
    }
  | { kind: 'solved'; explanation: string }
  | { kind: 'invalid'; conflicts: Conflict[]; explanation: string };

/** Options of {@link hint}. */
export interface HintOptions extends SolverOption, BudgetOptions {
  /**
   * The puzzle's givens, which the position must keep: when a player digit
   * left no solution, the hint then names the wrong digits.
   */
  givens?: Grid | undefined;
  /**
   * The pencil marks the position already has: 81 nine-bit sets (bit d - 1
   * for digit d), 0 for a cell without notes. A noted cell is read with
   * those candidates only (less the digits its peers hold), so hint after
   * hint walks the path: the eliminations of the hints applied so far (and
   * the player's own) count. A cell without notes has every candidate its
   * peers leave. Notes that leave out the cell's digit in the solution are
   * not read (see `wrongNotes`).
   */
  candidates?: ArrayLike<number> | undefined;
}

/**
 * The next step a player could take, with the reason: the simplest
 * technique that applies to the position (one step: a placement, or
 * eliminations), as a solution path would take it next. The position may
 * hold wrong player digits, so it is checked first: repeated digits give
 * `invalid` (the outcome word, docs/outcomes.md), a position without solution `unsolvable`, a full valid grid
 * `solved`; anything but a grid throws `SUDOKU_BAD_GRID`. On a position with
 * one solution every technique may be used (uniqueness ones included); with
 * several, only those below chains (they do not assume uniqueness). With
 * `candidates`, the position's notes narrow what the techniques read. When
 * no technique applies (with one solution: only past the whole ladder, 11.0
 * or more, which no known puzzle needs), the empty cell with the fewest
 * candidates gets its digit from a solution.
 */
export function hint(grid: Grid, given: HintOptions = {}): Hint {
  assertGrid(grid);
  const { givens, candidates, timeLimitMs, signal, ...rest } = readOptions('hint', given, [
    'solver',
    'givens',
    'candidates',
    ...BUDGET_KEYS,
  ]);
  assertBudget('hint', { timeLimitMs, signal });
  const solver = solverOption('hint', rest);
  if (givens !== undefined) assertGivensOf(grid, givens);
  if (candidates !== undefined) assertNotes(candidates);
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    return {
      kind: 'invalid',
      conflicts,
      explanation: `The board has a clash: ${describeConflict(conflicts[0])}.`,
    };
  }
  if (!grid.includes(0)) return { kind: 'solved', explanation: 'The board is full and correct.' };
  // The budget covers the count too: a position far from solved can take the engine's own search a while.
  return withBudget(
    { timeLimitMs, signal },
    (): Hint => {
      const { count, first: solution } = searchSolutions(grid, 2, solver);
      if (count === 0 || !solution) return unsolvableHint(grid, givens, solver);
      const unique = count === 1;
      const state = createCandidateState(grid);
      const wrongNotes = candidates ? readNotes(state, candidates, solution) : [];
      const noted = wrongNotes.length > 0 ? { wrongNotes } : {};
      const ladder = unique ? LADDER : BASIC_LADDER;
      const step = withScratch((scratch) => simplestStep(state, { unique, scratch }, ladder));
      if (!step) return { ...fallbackHint(state, solution, unique), ...noted };
      const placed = step.placements[0];
      return {
        kind: 'step',
        step,
        ...(placed ? { cell: placed.cell, digit: placed.digit } : {}),
        explanation: step.explanation,
        unique,
        ...noted,
      };
    },
    (kind) => ({ kind, explanation: stoppedText(kind) }),
  );
}

/** A position without solution: with the givens, the player digits that are wrong. */
function unsolvableHint(grid: Grid, givens: Grid | undefined, solver: Solver | undefined): Hint {
  const wrong = givens && wrongDigits(grid, givens, solver);
  return wrong?.length
    ? {
        kind: 'unsolvable',
        explanation: `This position has no solution: ${wrongDigitsText(grid, wrong)}.`,
        wrong,
      }
    : {
        kind: 'unsolvable',
        explanation: 'This position has no solution: some digit already placed is wrong.',
      };
}

function stoppedText(reason: StopReason): string {
  return reason === 'timeout'
    ? 'The time limit ran out before a step was found.'
    : 'The hint was cancelled before a step was found.';
}
