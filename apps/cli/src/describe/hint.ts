import { COL_OF, cellName, describeConflict, type Grid, ROW_OF } from '@sudoku/core';
import { hint } from '@sudoku/engine';
import type { Describe } from '../commands/puzzle-line.js';
import { noSolutionReason } from '../failure-reason.js';

function where(cell: number) {
  return { cell: cellName(cell), row: ROW_OF[cell] + 1, column: COL_OF[cell] + 1 };
}

/**
 * One position's hint line: "r3c5 = 7: Hidden single: 7 can only go in r3c5
 * in box 2." A fallback (seed 003: fewest candidates, digit from the
 * solution) is marked as such; a full board says so; a clash or a position
 * without solution is a problem (stderr, exit 1).
 */
export const describe: Describe = (grid: Grid) => {
  const h = hint(grid);
  switch (h.kind) {
    case 'step':
      return {
        text: `${cellName(h.cell)} = ${h.digit}: ${h.explanation}`,
        json: {
          kind: h.kind,
          ...where(h.cell),
          digit: h.digit,
          technique: h.step.technique,
          explanation: h.explanation,
          // Eliminations that led to the placement: the board cannot show them.
          before: h.steps.slice(0, -1).map((s) => ({
            technique: s.technique,
            explanation: s.explanation,
          })),
        },
      };
    case 'fallback':
      return {
        text: `${cellName(h.cell)} = ${h.digit} (fallback): ${h.explanation}`,
        json: { kind: h.kind, ...where(h.cell), digit: h.digit, explanation: h.explanation },
      };
    case 'solved':
      return {
        text: `solved: ${h.explanation}`,
        json: { kind: h.kind, explanation: h.explanation },
      };
    case 'unsolvable': {
      const problem = noSolutionReason(grid);
      return {
        text: `no-solution: ${h.explanation}`,
        json: { kind: h.kind, explanation: h.explanation, reason: problem },
        problem,
      };
    }
    case 'conflict': {
      const problem = `conflicting digits: ${describeConflict(h.conflicts[0])}`;
      return {
        text: `conflict: ${h.explanation}`,
        json: { kind: h.kind, explanation: h.explanation, reason: problem },
        problem,
      };
    }
  }
};
