import { SudokuError, shownValue } from './errors.js';
import { kindOf } from './value-kind.js';

/**
 * Throws `SUDOKU_USAGE` naming `owner` unless `buffer` is a `Uint8Array`
 * holding `span` bytes from `offset`, a whole number ≥ 0: a typed array
 * reads `undefined` past its end and drops writes there, so a short buffer
 * would otherwise give a made-up puzzle or a cut answer without a word.
 * Fast paths call it once per call, at entry.
 */
export function assertByteRange(
  owner: string,
  name: string,
  buffer: unknown,
  offsetName: string,
  offset: unknown,
  span = 81,
): asserts buffer is Uint8Array {
  if (!(buffer instanceof Uint8Array)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner}: ${name} must be a Uint8Array, got ${kindOf(buffer)}`,
    );
  }
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner}: ${offsetName} must be a whole number ≥ 0, got ${shownValue(offset)}`,
    );
  }
  if (offset + span > buffer.length) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner}: ${name} needs ${span} bytes from ${offsetName} ${offset} but its length is ${buffer.length}`,
    );
  }
}

/**
 * The checks of a strategy's `solveFirst` arguments (see
 * {@link assertByteRange}): 81 cells at `cells[offset…]`, room for 81 at
 * `out[outOffset…]`.
 */
export function assertSolveFirstBuffers(
  cells: unknown,
  offset: unknown,
  out: unknown,
  outOffset: unknown,
): void {
  assertByteRange('solveFirst', 'cells', cells, 'offset', offset);
  assertByteRange('solveFirst', 'out', out, 'outOffset', outOffset);
}
