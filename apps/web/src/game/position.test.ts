import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import {
  clearNotes,
  completion,
  digitCounts,
  eraseCell,
  fillCandidates,
  initialPosition,
  placeDigit,
  positionOf,
  removeNotes,
  showSolution,
  toggleNote,
} from './position.js';

const givens = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);
const start = initialPosition(givens);

function placed(cell: number, digit: number, from = start) {
  const out = placeDigit(givens, from, cell, digit);
  if (!out.ok) throw new Error(out.message);
  return out.position;
}

describe('placeDigit', () => {
  it('places a digit without changing the position it came from', () => {
    const next = placed(1, 5);
    expect(next.values[1]).toBe(5);
    expect(start.values[1]).toBe(0);
  });

  it('refuses a digit repeating one in the row and names its row and column', () => {
    const out = placeDigit(givens, start, 1, 9); // r1c1 holds the given 9
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.reason).toBe('clash');
    expect(out.clashCell).toBe(0);
    expect(out.message).toMatch(/row 1, column 1/);
  });

  it('refuses a clash found only in the column', () => {
    // r1c4: row 1 holds 9,8,6,1,2,4 and box 2 holds 6,4,5,1,2; 7 is only in column 4, at r8c4.
    const out = placeDigit(givens, start, 3, 7);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toMatch(/row 8, column 4/);
  });

  it('refuses to change a given, saying so', () => {
    const out = placeDigit(givens, start, 0, 5);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.reason).toBe('given');
      expect(out.message).toMatch(/row 1, column 1.*given/i);
    }
  });

  it('clears the digit from the notes of the 20 peers and the cell', () => {
    const withNotes = fillCandidates(start);
    expect(withNotes.notes[1] & (1 << 4)).not.toBe(0); // 5 is a candidate of r1c2
    const next = placed(1, 5, withNotes);
    expect(next.notes[1]).toBe(0);
    for (const peer of [3, 5, 28]) expect(next.notes[peer] & (1 << 4)).toBe(0);
  });

  it('reports an unchanged position for the digit already there', () => {
    const next = placed(1, 5);
    const again = placeDigit(givens, next, 1, 5);
    expect(again.ok && !again.changed).toBe(true);
  });
});

describe('eraseCell', () => {
  it('erases a player digit, then the notes', () => {
    const withDigit = placed(1, 5);
    const out = eraseCell(givens, withDigit, 1);
    expect(out.ok && out.position.values[1]).toBe(0);
    const noted = toggleNote(givens, start, 1, 5);
    if (!noted.ok) throw new Error(noted.message);
    const erased = eraseCell(givens, noted.position, 1);
    expect(erased.ok && erased.position.notes[1]).toBe(0);
  });

  it('refuses a given', () => {
    const out = eraseCell(givens, start, 0);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toMatch(/given/);
  });
});

describe('notes', () => {
  it('toggles a pencil mark on and off', () => {
    const on = toggleNote(givens, start, 1, 3);
    if (!on.ok) throw new Error(on.message);
    expect(on.position.notes[1]).toBe(1 << 2);
    const off = toggleNote(givens, on.position, 1, 3);
    expect(off.ok && off.position.notes[1]).toBe(0);
  });

  it('refuses notes on givens and filled cells', () => {
    expect(toggleNote(givens, start, 0, 3).ok).toBe(false);
    expect(toggleNote(givens, placed(1, 5), 1, 3).ok).toBe(false);
  });

  it('auto-candidates hold exactly the digits no peer has', () => {
    const p = fillCandidates(start);
    // r1c2: row 1 has 9,8,6,1,2,4; column 2 has 3,4,7,1,8,9,0; box 1 has 9,8,2,3,7,1,4,6 → only 5.
    expect(p.notes[1]).toBe(1 << 4);
    expect(p.notes[0]).toBe(0); // a given has no notes
    expect(clearNotes(p).notes.every((m) => m === 0)).toBe(true);
  });
});

describe('completion', () => {
  it('counts empty cells while playing', () => {
    const empty = [...givens].filter((v) => v === 0).length;
    expect(completion(givens, start)).toEqual({ state: 'playing', empty });
  });

  it('says solved for the solution', () => {
    expect(completion(givens, showSolution(solution, initialPosition(givens)))).toEqual({
      state: 'solved',
    });
  });

  it('names the player cells of a clash on a full board', () => {
    const wrong = solution.slice();
    wrong[1] = 9; // r1c2 now repeats the given 9 of r1c1
    const result = completion(givens, positionOf(wrong));
    expect(result).toEqual({ state: 'wrong', cells: [1] });
  });
});

describe('digitCounts', () => {
  it('counts each digit on the board', () => {
    const counts = digitCounts(solution);
    expect(counts.slice(1)).toEqual(new Array(9).fill(9));
    expect(counts[0]).toBe(0);
  });
});

describe('show-mistakes rules and hints', () => {
  it('places a clashing digit and names the clash when the rules show clashes', () => {
    const out = placeDigit(givens, start, 1, 9, { clashes: 'show', autoRemoveNotes: true });
    expect(out.ok && [out.position.values[1], out.clashCell]).toEqual([9, 0]);
    expect(placeDigit(givens, start, 1, 9).ok).toBe(false);
  });

  it('keeps notes when autoRemoveNotes is off, and marks a hinted digit until it is replaced', () => {
    const noted = fillCandidates(start);
    const kept = placeDigit(
      givens,
      noted,
      1,
      5,
      { clashes: 'refuse', autoRemoveNotes: false },
      true,
    );
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.position.notes[3]).toBe(noted.notes[3]);
    expect(kept.position.placedBy[1]).toBe(1);
    const erased = eraseCell(givens, kept.position, 1);
    expect(erased.ok && erased.position.placedBy[1]).toBe(0);
  });

  it("removes a hint's eliminations from the notes", () => {
    const noted = fillCandidates(start);
    const digit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => noted.notes[1] & (1 << (d - 1)))!;
    expect(removeNotes(noted, [{ cell: 1, digit }]).notes[1] & (1 << (digit - 1))).toBe(0);
  });
});
