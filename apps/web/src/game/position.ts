import { computeCandidates, findConflicts, type Grid, PEERS } from '@sudoku/core';
import { GameState } from '@sudoku/engine';

/**
 * What the player sees and can undo: the digits on the board (givens
 * included) and the pencil marks, 81 nine-bit sets (bit d-1 = digit d).
 * Positions are never changed in place: every move returns a new one, so a
 * position can sit in the undo history as it is.
 */
export interface Position {
  readonly values: Grid;
  readonly notes: Uint16Array;
}

/** The outcome of a move: a new position, or a refusal with a sentence for the player. */
export type MoveOutcome =
  | { ok: true; position: Position; changed: boolean }
  | { ok: false; reason: 'given' | 'clash' | 'filled'; message: string; clashCell?: number };

/** The start of a puzzle: its givens and no notes. */
export function initialPosition(givens: Grid): Position {
  return { values: Uint8Array.from(givens), notes: new Uint16Array(81) };
}

/**
 * Puts `digit` in `cell`. The rules are seed 003's, checked by the engine's
 * GameState: a given cannot change, and a digit that repeats one in its row,
 * column or box is refused with the row and column of the clash. Placing a
 * digit also clears the cell's notes and that digit from the notes of its 20
 * peers, as players expect.
 */
export function placeDigit(
  givens: Grid,
  position: Position,
  cell: number,
  digit: number,
): MoveOutcome {
  if (position.values[cell] === digit && givens[cell] === 0) {
    return { ok: true, position, changed: false };
  }
  const game = new GameState(givens, position.values);
  const result = game.place(cell, digit);
  if (!result.ok) {
    if (result.reason === 'clash') {
      return { ok: false, reason: 'clash', message: result.message, clashCell: result.clash.cell };
    }
    return { ok: false, reason: 'given', message: result.message };
  }
  const notes = position.notes.slice();
  notes[cell] = 0;
  const clear = ~(1 << (digit - 1));
  for (let k = cell * 20; k < cell * 20 + 20; k++) notes[PEERS[k]] &= clear;
  return { ok: true, position: { values: game.current, notes }, changed: true };
}

/** Empties a player cell: its digit, or its notes when it has no digit. */
export function eraseCell(givens: Grid, position: Position, cell: number): MoveOutcome {
  if (givens[cell] !== 0) {
    const game = new GameState(givens, position.values);
    const result = game.clear(cell);
    return { ok: false, reason: 'given', message: result.ok ? '' : result.message };
  }
  if (position.values[cell] !== 0) {
    const values = position.values.slice();
    values[cell] = 0;
    return { ok: true, position: { values, notes: position.notes }, changed: true };
  }
  if (position.notes[cell] === 0) return { ok: true, position, changed: false };
  const notes = position.notes.slice();
  notes[cell] = 0;
  return { ok: true, position: { values: position.values, notes }, changed: true };
}

/** Adds or removes the pencil mark `digit` in an empty player cell. */
export function toggleNote(
  givens: Grid,
  position: Position,
  cell: number,
  digit: number,
): MoveOutcome {
  const name = `Row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;
  if (givens[cell] !== 0) {
    return {
      ok: false,
      reason: 'given',
      message: `${name} is a given of the puzzle and cannot be changed.`,
    };
  }
  if (position.values[cell] !== 0) {
    return {
      ok: false,
      reason: 'filled',
      message: `${name} already holds a digit; erase it to take notes.`,
    };
  }
  const notes = position.notes.slice();
  notes[cell] ^= 1 << (digit - 1);
  return { ok: true, position: { values: position.values, notes }, changed: true };
}

/** Auto-candidates: every empty cell's notes become the digits its peers allow. */
export function fillCandidates(position: Position): Position {
  return { values: position.values, notes: computeCandidates(position.values) };
}

/** Removes every pencil mark. */
export function clearNotes(position: Position): Position {
  return { values: position.values, notes: new Uint16Array(81) };
}

/**
 * Fills the board with a solution, keeping the player's notes out of the
 * way: a solved board has no empty cell to annotate.
 */
export function showSolution(solution: Grid): Position {
  return { values: Uint8Array.from(solution), notes: new Uint16Array(81) };
}

/** Where a game stands: still open, solved, or full with wrong cells. */
export type Completion =
  | { state: 'playing'; empty: number }
  | { state: 'solved' }
  | { state: 'wrong'; cells: number[] };

/**
 * Seed 003's completion feedback. A full board is right when no unit repeats
 * a digit (any valid completion is a solution of the givens it keeps, so no
 * stored solution is needed); otherwise the player's clashing cells are wrong.
 */
export function completion(givens: Grid, position: Position): Completion {
  let empty = 0;
  for (let i = 0; i < 81; i++) if (position.values[i] === 0) empty++;
  if (empty > 0) return { state: 'playing', empty };
  const conflicts = findConflicts(position.values);
  if (conflicts.length === 0) return { state: 'solved' };
  const cells = new Set<number>();
  for (const conflict of conflicts)
    for (const cell of conflict.cells) if (givens[cell] === 0) cells.add(cell);
  return { state: 'wrong', cells: [...cells].sort((a, b) => a - b) };
}

/** How many times each digit 1-9 is on the board (index 0 unused), for the palette. */
export function digitCounts(values: Grid): number[] {
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 81; i++) counts[values[i]]++;
  return counts;
}
