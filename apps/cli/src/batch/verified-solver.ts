import {
  COL_OF,
  describeConflict,
  findConflicts,
  type Grid,
  hasConflict,
  ROW_OF,
  type Solver,
} from '@sudoku/core';
import { type FirstSolutionPath, type FirstSolutionStatus, solveFirstOf } from '@sudoku/core/batch';

/** A strategy's answer that is not one: the run stops (exit 2) and writes nothing. */
export class StrategyFault extends Error {}

const at = (cell: number) => `row ${ROW_OF[cell] + 1} column ${COL_OF[cell] + 1}`;

/** What is wrong with `answer` as a solution of `puzzle`, or undefined when it is one. */
export function solutionProblem(puzzle: Grid, answer: ArrayLike<number>): string | undefined {
  if (answer.length !== 81) return `it has ${answer.length} cells`;
  for (let cell = 0; cell < 81; cell++) {
    const v = answer[cell];
    if (!Number.isInteger(v) || v < 1 || v > 9) {
      return v === 0 ? `${at(cell)} is empty` : `${at(cell)} holds ${v}`;
    }
    if (puzzle[cell] !== 0 && puzzle[cell] !== v) {
      return `${at(cell)} holds ${v}, where the puzzle gives ${puzzle[cell]}`;
    }
  }
  const conflicts = findConflicts(Uint8Array.from(answer));
  return conflicts.length ? describeConflict(conflicts[0]) : undefined;
}

/**
 * A strategy loaded by path, checked: every grid it calls solved is a valid
 * grid that keeps the givens, a puzzle it calls conflicting has a repeated
 * digit, and an exception it throws stops the run with its message instead
 * of a stack trace. The checks would slow the fast paths, so the installed
 * strategies, tested against each other, are not wrapped. The
 * wrapper has no text fast paths: every puzzle goes through `solveFirst`,
 * and the strategy works on a copy (the contract says it must not change
 * the puzzle; the check must not depend on that).
 */
export function verifyingSolver(inner: Solver, label: string): Solver & FirstSolutionPath {
  const copy = new Uint8Array(81);
  const fault = (what: string) => new StrategyFault(`strategy ${label} ${what}`);
  const solveFirst = (
    cells: Uint8Array,
    offset: number,
    out: Uint8Array,
    outOffset: number,
  ): FirstSolutionStatus => {
    const puzzle = cells.subarray(offset, offset + 81);
    copy.set(puzzle);
    let status: string;
    try {
      const first = solveFirstOf(inner);
      if (first) {
        status = first.solveFirst(copy, 0, out, outOffset);
      } else {
        const result = inner.solve(copy);
        status = result.status;
        if (result.status === 'solved') {
          const problem = solutionProblem(puzzle, result.solution);
          if (problem) throw fault(`returned a grid that is not a solution: ${problem}`);
          out.set(result.solution, outOffset);
        }
      }
    } catch (error) {
      if (error instanceof StrategyFault) throw error;
      throw fault(`failed: ${(error as Error)?.message ?? String(error)}`);
    }
    if (status === 'solved') {
      const problem = solutionProblem(puzzle, out.subarray(outOffset, outOffset + 81));
      if (problem) throw fault(`returned a grid that is not a solution: ${problem}`);
    } else if (status === 'invalid' && !hasConflict(puzzle)) {
      throw fault('called the givens conflicting, but no digit repeats');
    } else if (
      status !== 'unsolvable' &&
      status !== 'invalid' &&
      status !== 'aborted' &&
      status !== 'timeout'
    ) {
      throw fault(`answered "${status}", which is not a status`);
    }
    return status as FirstSolutionStatus;
  };
  return {
    name: inner.name,
    solve: (puzzle, options) => inner.solve(puzzle, options),
    solveFirst,
  };
}
