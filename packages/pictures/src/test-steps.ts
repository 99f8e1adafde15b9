import { parseGrid } from '@sudoku/core';
import {
  applyStep,
  createCandidateState,
  hint,
  ratePuzzle,
  type Step,
  type TechniqueId,
} from '@sudoku/engine';
import type { Position } from './picture.js';

/** A step of the engine and the board it was read on. */
export interface StepOnBoard {
  position: Position;
  step: Step;
}

/** Every step of a puzzle's path, each with the board before it. */
export function pathOf(puzzle: string): StepOnBoard[] {
  const grid = parseGrid(puzzle);
  const state = createCandidateState(grid);
  return ratePuzzle(grid, { assumeUnique: true }).steps.map((step) => {
    const position = {
      digits: state.digits.slice(),
      candidates: state.candidates.slice(),
      givens: grid,
    };
    applyStep(state, step);
    return { position, step };
  });
}

/** The first step of one of `techniques` on the puzzle's path; throws when there is none. */
export function firstStep(puzzle: string, techniques: readonly TechniqueId[]): StepOnBoard {
  const found = pathOf(puzzle).find(({ step }) => techniques.includes(step.technique));
  if (!found) throw new Error(`no ${techniques.join('/')} step on the path of ${puzzle}`);
  return found;
}

/**
 * The position (digits and notes) on the puzzle's path just before its first
 * step of one of `techniques`, and the hint there: the position a player who
 * applied every hint so far would have. Throws when there is no such step,
 * or when the hint there is not a step.
 */
export function firstHint(puzzle: string, techniques: readonly TechniqueId[]): StepOnBoard {
  const { position } = firstStep(puzzle, techniques);
  const h = hint(Uint8Array.from(position.digits), { candidates: position.candidates });
  if (h.kind !== 'step') throw new Error(`the hint is ${h.kind}, not a step`);
  return { position, step: h.step };
}
