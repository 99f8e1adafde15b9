import { computeCandidates, findConflicts, type Grid, PEERS } from '@sudoku/core';
import { checkMove } from '@sudoku/engine/game';
import { cellWords } from './grid-text.js';

/** What a Replay set aside, so undoing the Replay brings it back. */
export interface Attempt {
  readonly elapsedMs: number;
  readonly hintsUsed: number;
  readonly mistakes: number;
  readonly assisted: boolean;
  /** The attempt had ended at the mistake limit. */
  readonly lost?: boolean;
}

/**
 * What the player sees and can undo: the digits on the board (givens
 * included), the pencil marks (81 nine-bit sets, bit d-1 = digit d) and which
 * digits a hint placed. Positions are never changed in place: every move
 * returns a new one, so a position can sit in the undo history as it is.
 */
export interface Position {
  readonly values: Grid;
  readonly notes: Uint16Array;
  /** Who placed each digit: {@link BY_PLAYER}, {@link BY_HINT} (drawn green) or {@link BY_SOLVE} (drawn grey), for as long as it stays. */
  readonly placedBy: Uint8Array;
  /** On the position a Replay made: the attempt it replaced (see commands/replay.ts). */
  readonly replay?: Attempt;
}

/** {@link Position.placedBy}: the player's digit (or an empty cell). */
export const BY_PLAYER = 0;
/** {@link Position.placedBy}: a digit a hint placed. */
export const BY_HINT = 1;
/** {@link Position.placedBy}: a digit Solve filled in. */
export const BY_SOLVE = 2;

/** How moves treat the player's digits (the player's settings). */
export interface MoveRules {
  /** 'refuse': a digit that repeats one of its row, column or box is refused (the Qt game's rule); 'show': it is placed and drawn red. */
  clashes: 'refuse' | 'show';
  /** Placing a digit removes it from the notes of its row, column and box. */
  autoRemoveNotes: boolean;
}

export const DEFAULT_RULES: MoveRules = { clashes: 'refuse', autoRemoveNotes: true };

/** The outcome of a move: a new position, or a refusal with a sentence for the player. */
export type MoveOutcome =
  | { ok: true; position: Position; changed: boolean; clashCell?: number }
  | { ok: false; reason: 'given' | 'clash' | 'filled'; message: string; clashCell?: number };

/** The start of a puzzle: its givens, no notes. */
export function initialPosition(givens: Grid): Position {
  return {
    values: Uint8Array.from(givens),
    notes: new Uint16Array(81),
    placedBy: new Uint8Array(81),
  };
}

/** A position of these digits and notes, all the player's. */
export function positionOf(values: Grid, notes = new Uint16Array(81)): Position {
  return { values, notes, placedBy: new Uint8Array(81) };
}

function withoutFlag(flags: Uint8Array, cell: number): Uint8Array {
  if (flags[cell] === 0) return flags;
  const next = flags.slice();
  next[cell] = 0;
  return next;
}

/**
 * Puts `digit` in `cell`. A given cannot change; a clash is refused with the
 * row and column of the digit it repeats (the engine's move rule words it),
 * or placed and reported in `clashCell` when the rules show clashes. The
 * cell's notes go, and with `autoRemoveNotes` the digit leaves its peers' notes.
 */
export function placeDigit(
  givens: Grid,
  position: Position,
  cell: number,
  digit: number,
  rules: MoveRules = DEFAULT_RULES,
  byHint = false,
): MoveOutcome {
  if (position.values[cell] === digit && givens[cell] === 0 && !byHint) {
    return { ok: true, position, changed: false };
  }
  const result = checkMove(givens, position.values, cell, digit);
  let clashCell: number | undefined;
  if (!result.ok) {
    if (result.reason !== 'clash') return { ok: false, reason: 'given', message: result.message };
    if (rules.clashes === 'refuse') {
      return { ok: false, reason: 'clash', message: result.message, clashCell: result.clash.cell };
    }
    clashCell = result.clash.cell;
  }
  const values = position.values.slice();
  values[cell] = digit;
  const notes = position.notes.slice();
  notes[cell] = 0;
  if (rules.autoRemoveNotes) {
    const clear = ~(1 << (digit - 1));
    for (let k = cell * 20; k < cell * 20 + 20; k++) notes[PEERS[k]] &= clear;
  }
  const placedBy = position.placedBy.slice();
  placedBy[cell] = byHint ? BY_HINT : BY_PLAYER;
  const next: Position = { values, notes, placedBy };
  return clashCell === undefined
    ? { ok: true, position: next, changed: true }
    : { ok: true, position: next, changed: true, clashCell };
}

/** Empties a player cell: its digit, or its notes when it has no digit. */
export function eraseCell(givens: Grid, position: Position, cell: number): MoveOutcome {
  if (givens[cell] !== 0) {
    const result = checkMove(givens, position.values, cell, 0);
    return { ok: false, reason: 'given', message: result.ok ? '' : result.message };
  }
  if (position.values[cell] !== 0) {
    const values = position.values.slice();
    values[cell] = 0;
    const next = { values, notes: position.notes, placedBy: withoutFlag(position.placedBy, cell) };
    return { ok: true, position: next, changed: true };
  }
  if (position.notes[cell] === 0) return { ok: true, position, changed: false };
  const notes = position.notes.slice();
  notes[cell] = 0;
  return {
    ok: true,
    position: { values: position.values, notes, placedBy: position.placedBy },
    changed: true,
  };
}

/** Adds or removes the pencil mark `digit` in an empty player cell. */
export function toggleNote(
  givens: Grid,
  position: Position,
  cell: number,
  digit: number,
): MoveOutcome {
  const words = cellWords(cell);
  const name = words.charAt(0).toUpperCase() + words.slice(1);
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
  return {
    ok: true,
    position: { values: position.values, notes, placedBy: position.placedBy },
    changed: true,
  };
}

/** Removes candidates from the notes (a hint's eliminations); cells without notes stay empty. */
export function removeNotes(
  position: Position,
  removals: readonly { cell: number; digit: number }[],
): Position {
  const notes = position.notes.slice();
  for (const { cell, digit } of removals) notes[cell] &= ~(1 << (digit - 1));
  return { values: position.values, notes, placedBy: position.placedBy };
}

/** Auto-candidates: every empty cell's notes become the digits its peers allow. */
export function fillCandidates(position: Position): Position {
  return {
    values: position.values,
    notes: computeCandidates(position.values),
    placedBy: position.placedBy,
  };
}

/** Removes every pencil mark. */
export function clearNotes(position: Position): Position {
  return { values: position.values, notes: new Uint16Array(81), placedBy: position.placedBy };
}

/** True when any cell has a pencil mark. */
export function hasNotes(position: Position): boolean {
  return position.notes.some((n) => n !== 0);
}

/** Fills the board with a solution; a solved board has no empty cell to annotate. */
export function showSolution(solution: Grid, before: Position): Position {
  const values = Uint8Array.from(solution);
  // The player's own right digits stay theirs; the rest are Solve's, drawn apart.
  const placedBy = before.placedBy.slice();
  for (let i = 0; i < 81; i++) if (before.values[i] !== values[i]) placedBy[i] = BY_SOLVE;
  return { values, notes: new Uint16Array(81), placedBy };
}

/** Where a game stands: still open, solved, or full with wrong cells. */
export type Completion =
  | { state: 'playing'; empty: number }
  | { state: 'solved' }
  | { state: 'wrong'; cells: number[] };

/**
 * The Qt game's completion feedback. A full board is right when no unit repeats
 * a digit (any valid completion is a solution of the givens it keeps, so no
 * stored solution is needed); otherwise the player's clashing cells are wrong.
 */
export function completion(givens: Grid, position: Position): Completion {
  let empty = 0;
  for (let i = 0; i < 81; i++) if (position.values[i] === 0) empty++;
  if (empty > 0) return { state: 'playing', empty };
  const cells = clashingCells(givens, position.values);
  return cells.length === 0 ? { state: 'solved' } : { state: 'wrong', cells };
}

/** The player's cells that repeat a digit of their row, column or box, ascending. */
export function clashingCells(givens: Grid, values: Grid): number[] {
  const cells = new Set<number>();
  for (const conflict of findConflicts(values))
    for (const cell of conflict.cells) if (givens[cell] === 0) cells.add(cell);
  return [...cells].sort((a, b) => a - b);
}

/** How many times each digit 1-9 is on the board (index 0 unused), for the palette. */
export function digitCounts(values: Grid): number[] {
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 81; i++) counts[values[i]]++;
  return counts;
}
