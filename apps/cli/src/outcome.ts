import type { PuzzleStatus } from '@sudoku/core';

/**
 * How the work on one puzzle ended: `status` in every command's `--json`,
 * and the word a text line starts with when a puzzle fails. The library's
 * words (core's PuzzleStatus, docs/outcomes.md; `invalid` also for an
 * unreadable line), and one of the command's own: `generate` can miss its
 * target. schema/sudoku-output.schema.json lists the same words.
 */
export type Outcome = PuzzleStatus | 'missed-target';

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
