import { COL_OF, cellName, describeConflict, type Grid, ROW_OF } from '@sudoku/core';
import { hint } from '@sudoku/engine';
import {
  type Describe,
  type TimeLimitOptions,
  timedOut,
  timeLimitMs,
} from '../commands/puzzle-line.js';
import { noSolutionReason } from '../failure-reason.js';
import { stepJson } from '../step-json.js';
import { countingSolver } from '../unique-puzzle.js';
import { stepLines } from './step-lines.js';

function where(cell: number) {
  return { cell: cellName(cell), row: ROW_OF[cell] + 1, column: COL_OF[cell] + 1 };
}

/**
 * One position's hint: "r3c5 = 7: Hidden single: …" when a single step
 * places the digit; otherwise the placement first, then every step it needs
 * in order (the eliminations the board cannot show yet), numbered. A
 * position with several solutions says so; when no basic technique places a
 * digit there, the empty cell with the fewest candidates gets a digit from a
 * solution, marked "(fallback)" (`"hint": "fallback"` in JSON, where a step
 * is `"step"`). A full board says so; a clash, a position
 * without solution, or one with no hint within `--time-limit` ("timeout: no
 * hint within 2 s") is a problem (stderr, exit 1).
 */
export const describe: Describe<TimeLimitOptions> = (grid: Grid, options) => {
  const h = hint(grid, { solver: countingSolver, timeLimitMs: timeLimitMs(options) });
  switch (h.kind) {
    case 'step':
    case 'fallback': {
      const several = h.unique ? '' : ' (several solutions)';
      const head = `${cellName(h.cell)} = ${h.digit}${h.kind === 'fallback' ? ' (fallback)' : ''}${several}`;
      const { steps } = h;
      const text =
        (h.kind === 'step' && steps.length === 1) || (h.kind === 'fallback' && steps.length === 0)
          ? `${head}: ${h.explanation}`
          : [
              `${head}, after ${steps.length} step${steps.length === 1 ? '' : 's'}:`,
              ...steps.flatMap((s, i) => stepLines(`  ${i + 1}. `, s.explanation)),
              ...(h.kind === 'fallback' ? stepLines(`  ${steps.length + 1}. `, h.explanation) : []),
            ].join('\n');
      return {
        text,
        json: {
          status: 'solved',
          reason: null,
          hint: h.kind,
          ...where(h.cell),
          digit: h.digit,
          unique: h.unique,
          technique: h.kind === 'step' ? h.step.technique : null,
          name: h.kind === 'step' ? h.step.name : null,
          // On Sudoku Explainer's scale, as `rating` is in rate's lines (`difficulty` there is its word).
          rating: h.kind === 'step' ? h.step.difficulty : null,
          explanation: h.explanation,
          before: steps.slice(0, h.kind === 'step' ? -1 : undefined).map(stepJson),
          ...(h.kind === 'step' ? { step: stepJson(h.step) } : {}),
        },
      };
    }
    case 'solved':
      return {
        text: `solved: ${h.explanation}`,
        json: { status: 'solved', reason: null, hint: null, explanation: h.explanation },
      };
    case 'unsolvable': {
      const problem = noSolutionReason(grid);
      return {
        text: `unsolvable: ${h.explanation}`,
        json: { status: 'unsolvable', reason: problem, hint: null, explanation: h.explanation },
        problem,
      };
    }
    case 'timeout':
      return timedOut('hint', options, { hint: null, explanation: h.explanation });
    case 'aborted':
      return {
        text: `${h.kind}: ${h.explanation}`,
        json: { status: 'aborted', reason: h.explanation, hint: null, explanation: h.explanation },
        problem: h.explanation,
      };
    case 'conflict': {
      const problem = `conflicting digits: ${describeConflict(h.conflicts[0])}`;
      return {
        text: `invalid: ${h.explanation}`,
        json: { status: 'invalid', reason: problem, hint: null, explanation: h.explanation },
        problem,
      };
    }
  }
};
