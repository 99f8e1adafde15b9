import { describeConflict, findConflicts, type Grid } from '@sudoku/core';
import { countSolutions, ratePuzzle } from '@sudoku/engine';
import type { Describe } from '../commands/puzzle-line.js';
import { noSolutionReason } from '../failure-reason.js';

/**
 * One puzzle's rating line: "medium naked-pair 54 steps". The solution count
 * (up to 2, with the dfs strategy) is checked first: the step solver alone
 * cannot tell "needs harder logic" from "has no solution" or "has several".
 */
export const describe: Describe = (grid: Grid) => {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    const problem = `conflicting givens: ${describeConflict(conflicts[0])}`;
    return { text: 'conflict', json: { status: 'conflict', reason: problem }, problem };
  }
  const solutions = countSolutions(grid, 2);
  if (solutions === 0) {
    const problem = noSolutionReason(grid);
    return { text: 'no-solution', json: { status: 'unsolvable', reason: problem }, problem };
  }
  const rating = ratePuzzle(grid);
  const notes: string[] = [];
  if (!rating.solvedLogically) notes.push('techniques stuck');
  if (solutions > 1) notes.push('several solutions');
  const hardest = rating.hardestTechnique ?? 'none';
  const steps = rating.steps.length;
  return {
    text: `${rating.difficulty} ${hardest} ${steps} step${steps === 1 ? '' : 's'}${notes.length ? ` (${notes.join(', ')})` : ''}`,
    json: {
      status: 'rated',
      difficulty: rating.difficulty,
      hardestTechnique: rating.hardestTechnique ?? null,
      steps,
      solvedLogically: rating.solvedLogically,
      unique: solutions === 1,
      techniqueCounts: rating.techniqueCounts,
    },
  };
};
