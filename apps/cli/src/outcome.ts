import type { SolveStatus } from '@sudoku/core';
import type { StopReason } from '@sudoku/engine';

/**
 * How the work on one puzzle ended: `status` in every command's `--json`,
 * and the word a text line starts with when a puzzle fails. The library's
 * words where it has them (core's SolveStatus: `solved`, `unsolvable`,
 * `invalid` for clashing givens or an unreadable line, `aborted`; the
 * engine's `timeout`), and two the library has no word for: `rate` and
 * `explain` refuse a puzzle with several solutions, and `generate` can miss
 * its target. schema/sudoku-output.schema.json lists the same words.
 */
export type Outcome = SolveStatus | StopReason | 'several-solutions' | 'missed-target';

export const OUTCOMES = [
  'solved',
  'unsolvable',
  'invalid',
  'aborted',
  'timeout',
  'several-solutions',
  'missed-target',
] as const satisfies readonly Outcome[];

// Every word of the type is in the list: a word added to the library or here fails to compile until listed.
type Missing = Exclude<Outcome, (typeof OUTCOMES)[number]>;
const listedAll: Missing extends never ? true : Missing = true;
void listedAll;
