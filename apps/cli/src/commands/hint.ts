import { COL_OF, cellName, describeConflict, type Grid, ROW_OF } from '@sudoku/core';
import { hint } from '@sudoku/engine';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { type PuzzleLine, writePuzzleLines } from './puzzle-lines.js';
import { readPuzzles } from './read-puzzles.js';
import type { Reporter } from './reporter.js';

export interface HintCommandOptions {
  json: boolean;
  output: string | undefined;
  quiet: boolean;
}

function where(cell: number) {
  return { cell: cellName(cell), row: ROW_OF[cell] + 1, column: COL_OF[cell] + 1 };
}

/**
 * One position's hint line: "r3c5 = 7: Hidden single: 7 can only go in r3c5
 * in box 2." A fallback (seed 003: fewest candidates, digit from the
 * solution) is marked as such; a full board says so; a clash or a position
 * without solution is a problem (stderr, exit 1).
 */
export function hintLine(grid: Grid): PuzzleLine {
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
    case 'unsolvable':
      return {
        text: `no-solution: ${h.explanation}`,
        json: { kind: h.kind, explanation: h.explanation },
        problem: 'no solution',
      };
    case 'conflict':
      return {
        text: `conflict: ${h.explanation}`,
        json: { kind: h.kind, explanation: h.explanation },
        problem: `conflicting digits: ${describeConflict(h.conflicts[0])}`,
      };
  }
}

/** `sudoku hint [FILE]`: the next step for every position of the input. */
export async function hintCommand(
  file: string | undefined,
  options: HintCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  const { grids } = await readPuzzles(file);
  const problems = await writePuzzleLines({
    grids,
    describe: hintLine,
    label: 'hints',
    reporter,
    ...options,
  });
  return problems > 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}
