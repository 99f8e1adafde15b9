import { SudokuError } from './errors.js';
import { kindOf } from './value-kind.js';

const encoder = /* @__PURE__ */ new TextEncoder();

/**
 * The bytes of a text given as a string or bytes; throws `SUDOKU_USAGE` for
 * anything else, since the reader would find no puzzle in an ArrayBuffer
 * (it has no length) and report none rather than fail.
 */
export function textBytes(input: unknown, expected: string): Uint8Array {
  if (typeof input === 'string') return encoder.encode(input);
  if (input instanceof Uint8Array) return input;
  const hint = input instanceof ArrayBuffer ? ' (new Uint8Array(buffer) reads one)' : '';
  throw new SudokuError('SUDOKU_USAGE', `${expected}, got ${kindOf(input)}${hint}`);
}
