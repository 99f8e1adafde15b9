import { PEERS, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMove } from './move-rules.js';

const puzzle = parseGrid(EXAMPLE.puzzle);

describe('checkMove', () => {
  it('refuses a digit exactly when a peer holds it, names that peer, and changes nothing', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ min: 0, max: 9, minLength: 81, maxLength: 81 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 9 }),
        (current, cell, digit) => {
          const before = current.slice();
          const result = checkMove(new Uint8Array(81), current, cell, digit);
          const peers = PEERS.slice(cell * 20, cell * 20 + 20);
          expect(result.ok).toBe(!peers.some((p) => current[p] === digit));
          if (!result.ok && result.reason === 'clash') {
            expect(current[result.clash.cell]).toBe(digit);
            expect(peers).toContain(result.clash.cell);
          }
          expect(current).toEqual(before);
        },
      ),
    );
  });

  it('refuses a given and a move off the board with the player-facing message', () => {
    expect(checkMove(puzzle, puzzle, 0, 0)).toEqual({
      ok: false,
      reason: 'given',
      message: 'Row 1, column 1 is a given of the puzzle and cannot be changed.',
    });
    expect(checkMove(puzzle, puzzle, 81, 1)).toMatchObject({ ok: false, reason: 'range' });
    expect(checkMove(puzzle, puzzle, puzzle.indexOf(0), 10)).toMatchObject({ reason: 'range' });
  });
});
