import { PuzzleReader } from '@sudoku/core';
import { CR, DOT, FF, LF, NINE, SPACE, TAB, VT, ZERO } from '@sudoku/core/kernel';

const UNDERSCORE = 95;
const STAR = 42;
const MINUS = 45;

/** What may follow a one-line puzzle's 81st cell to start an annotation (see PuzzleReader). */
function isAnnotationStart(b: number): boolean {
  // tab, space, ',', ':', ';', '|' (and the other white space the reader skips)
  return (
    b === TAB ||
    b === SPACE ||
    b === VT ||
    b === FF ||
    b === 44 ||
    b === 58 ||
    b === 59 ||
    b === 124
  );
}

/**
 * Where a piece of input may end so that a fresh reader can take the rest:
 * after a line that ends between two puzzles. The pipeline hands whole
 * pieces to worker threads, which parse, solve and format them on their own,
 * so the main thread never parses: it only looks backwards from the end of
 * the data for one such line.
 *
 * Two kinds of line are recognised at a glance, and both are safe to cut
 * after whatever the lines before them hold:
 * - a blank line (only white space): the reader rejects one inside a puzzle;
 * - a line of exactly 81 cells (`-` blanks too: such a line is cells even
 *   when it starts with one, see PuzzleReader), or of 81 cells and an annotation after a
 *   separator (a tab, a space, `,`, `;`, `:`, `|`): the reader rejects
 *   cells right after a puzzle's 81st on its line and skips an annotation,
 *   so such a line is a whole puzzle.
 * A cut after input the reader rejects still finds the same first error (in
 * the piece before the cut), at the same line and column.
 */
export function lastQuickBoundary(bytes: Uint8Array, from: number, to: number): number {
  let end = to - 1;
  while (end >= from && bytes[end] !== LF) end--;
  while (end >= from) {
    let start = end - 1;
    while (start >= from && bytes[start] !== LF) start--;
    // `from` is a line start, so the line bytes(start, end) is whole.
    if (endsBetweenPuzzles(bytes, start + 1, end)) return end + 1;
    end = start;
  }
  return -1;
}

function endsBetweenPuzzles(bytes: Uint8Array, start: number, end: number): boolean {
  const stop = end > start && bytes[end - 1] === CR ? end - 1 : end;
  if (stop - start === 81 || (stop - start > 81 && isAnnotationStart(bytes[start + 81]))) {
    for (let i = start; i < start + 81; i++) {
      const b = bytes[i];
      const blank = b === DOT || b === UNDERSCORE || b === STAR || b === MINUS;
      if (!((b >= ZERO && b <= NINE) || blank)) return false;
    }
    return true;
  }
  for (let i = start; i < stop; i++) {
    const b = bytes[i];
    if (!(b === SPACE || b === TAB || b === VT || b === FF)) return false;
  }
  return true;
}

/**
 * The slow way, for layouts with neither kind of line (whole rows on lines,
 * no blank lines between puzzles): a reader parses `bytes[from…to)`, which
 * starts between puzzles, and gives its last boundary, or -1 when there is
 * none yet. When the reader finds an error it gives `to`: the piece's worker
 * meets the same error, which ends the run, so the rest need not wait
 * (with `keepGoing` the reader reads on past errors, as the workers do).
 */
export function lastParsedBoundary(
  bytes: Uint8Array,
  from: number,
  to: number,
  keepGoing = false,
): number {
  // Reading on past errors (--keep-going), a bad grid's lines up to its blank line are no boundary.
  const reader = new PuzzleReader(() => {}, keepGoing ? { onError: () => {} } : {});
  try {
    reader.push(bytes.subarray(from, to));
  } catch {
    return to;
  }
  return reader.lastBoundary < 0 ? -1 : from + reader.lastBoundary;
}
