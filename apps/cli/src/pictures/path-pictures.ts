import { computeCandidates, type Grid } from '@sudoku/core';
import { applyStep, createCandidateState, type Step } from '@sudoku/engine';
import { type Picture, pictureOfBoard, pictureOfStep } from '@sudoku/pictures';

/** Each step's picture on the board it was read on: the path replayed from the puzzle. */
export function pathPictures(grid: Grid, steps: readonly Step[]): Picture[] {
  const state = createCandidateState(grid);
  return steps.map((step) => {
    const picture = pictureOfStep({ ...state, givens: grid }, step);
    applyStep(state, step);
    return picture;
  });
}

/** The puzzle itself, givens only (no pencil marks), under a title and a sentence. */
export function puzzlePicture(grid: Grid, name: string, sentence: string): Picture {
  return pictureOfBoard(
    { digits: grid, candidates: new Uint16Array(81), givens: grid },
    name,
    sentence,
  );
}

/** A position with its pencil marks, for a hint drawn on it. */
export function positionOf(grid: Grid) {
  return { digits: grid, candidates: computeCandidates(grid) };
}
