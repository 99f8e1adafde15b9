import { COL_OF, cellName, describeConflict, type Grid, ROW_OF } from '@sudoku/core';
import { hint, type Step } from '@sudoku/engine';
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

/** What a step does, in the notation of chains: "r3c5 = 7", or "r2c3 ≠ 9, r3c3 ≠ 9". */
export function stepHead(step: Step): string {
  const placed = step.placements.map((p) => `${cellName(p.cell)} = ${p.digit}`);
  return (
    placed.length > 0 ? placed : step.eliminations.map((e) => `${cellName(e.cell)} ≠ ${e.digit}`)
  ).join(', ');
}

/**
 * One position's hint: the next step of the simplest path from it, one
 * technique, the step `explain` prints first from the same position. Its
 * text is what the step does, then its reasoning: "r3c5 = 7: Hidden single:
 * …" for a placement, "r2c3 ≠ 9, r3c3 ≠ 9: Skyscraper on 9: …" for
 * eliminations, long chains broken a few links a line. A position with
 * several solutions says so; when no basic technique applies there, the
 * empty cell with the fewest candidates gets a digit from a solution,
 * marked "(fallback)" (`"hint": "fallback"` in JSON, where a step is
 * `"step"`). A full board says so; a clash, a position without solution, or
 * one with no hint within `--time-limit` ("timeout: no hint within 2 s") is
 * a problem (stderr, exit 1).
 */
export const describe: Describe<TimeLimitOptions> = (grid: Grid, options) => {
  const h = hint(grid, { solver: countingSolver, timeLimitMs: timeLimitMs(options) });
  switch (h.kind) {
    case 'step':
    case 'fallback': {
      const several = h.unique ? '' : ' (several solutions)';
      const head =
        h.kind === 'step'
          ? `${stepHead(h.step)}${several}: `
          : `${cellName(h.cell)} = ${h.digit} (fallback)${several}: `;
      const step = h.kind === 'step' ? h.step : undefined;
      return {
        text: stepLines(head, h.explanation).join('\n'),
        json: {
          status: 'solved',
          reason: null,
          hint: h.kind,
          ...(h.cell === undefined ? { cell: null, row: null, column: null } : where(h.cell)),
          digit: h.digit ?? null,
          unique: h.unique,
          technique: step?.technique ?? null,
          name: step?.name ?? null,
          // On Sudoku Explainer's scale, as `rating` is in rate's lines (`difficulty` there is its word).
          rating: step?.difficulty ?? null,
          explanation: h.explanation,
          ...(step ? { step: stepJson(step) } : {}),
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
    case 'invalid': {
      const problem = `conflicting digits: ${describeConflict(h.conflicts[0])}`;
      return {
        text: `invalid: ${h.explanation}`,
        json: { status: 'invalid', reason: problem, hint: null, explanation: h.explanation },
        problem,
      };
    }
  }
};
