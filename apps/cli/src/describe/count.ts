import { type Grid, hasConflict } from '@sudoku/core';
import { countSolutions } from '@sudoku/engine';
import type { Describe } from '../commands/puzzle-line.js';
import { failureReason } from '../failure-reason.js';

/** `sudoku count`'s line: "N" when exact, "at least N" when the count reached the cap. */
export const describe: Describe<{ max: number }> = (grid: Grid, { max }) => {
  if (hasConflict(grid)) {
    const reason = failureReason(grid);
    return {
      text: '0',
      json: { status: 'invalid', reason, count: 0, exact: true },
      problem: reason,
    };
  }
  const { count } = countSolutions(grid, max);
  const exact = count < max;
  if (count === 0) {
    const reason = failureReason(grid);
    return { text: '0', json: { status: 'unsolvable', reason, count, exact }, problem: reason };
  }
  return {
    text: exact ? String(count) : `at least ${count}`,
    json: { status: 'solved', reason: null, count, exact },
  };
};
