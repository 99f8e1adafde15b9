import { describe, expect, it } from 'vitest';
import { readOurRatings, readSkfrRatings } from './rating-outputs.js';

const A = `4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......`;
const B = `52...6.........7.13...........4..8..6......5...........418.........3..2...87.....`;
/** A line of `sudoku rate --json` (apps/cli/schema/sudoku-output.schema.json, `#/$defs/rate`). */
const ours = (puzzle: string, rating: number, status = 'solved') =>
  JSON.stringify({ index: 1, input: puzzle, givens: 17, status, reason: null, rating });

describe('readOurRatings', () => {
  it('reads one rating per puzzle, in order', () => {
    expect(readOurRatings(`${ours(A, 2.6)}\n${ours(B, 9.1)}\n`, [A, B])).toEqual([2.6, 9.1]);
  });

  it('refuses a missing line, a puzzle out of order and one not rated', () => {
    expect(() => readOurRatings(`${ours(A, 2.6)}\n`, [A, B])).toThrow('1 lines for 2 puzzles');
    expect(() => readOurRatings(`${ours(B, 2.6)}\n${ours(A, 9.1)}\n`, [A, B])).toThrow(
      'left puzzle 1 unrated',
    );
    expect(() =>
      readOurRatings(`${ours(A, 2.6)}\n${ours(B, 0, 'several-solutions')}\n`, [A, B]),
    ).toThrow('left puzzle 2 unrated');
  });
});

describe('readSkfrRatings', () => {
  it('matches lines to puzzles whatever order the threads wrote them in, with 0 or . for blanks', () => {
    const rated = `${B.replaceAll('.', '0')} ED=9.1/1.2/1.2\n${A} ED=2.6/1.2/1.2\n`;
    expect(readSkfrRatings(rated, '', [A, B])).toEqual([2.6, 9.1]);
  });

  it('refuses a puzzle it left out or could not rate', () => {
    expect(() => readSkfrRatings(`${A} ED=2.6/1.2/1.2\n`, '', [A, B])).toThrow(
      'skfr left puzzle 2 unrated',
    );
    expect(() => readSkfrRatings(`${A} ED=2.6/1.2/1.2\n`, `${B}\n`, [A, B])).toThrow(
      `skfr could not rate ${B}`,
    );
    expect(() => readSkfrRatings(`${A} ED=0.0/0.0/0.0\n`, '', [A])).toThrow('unrated');
  });
});
