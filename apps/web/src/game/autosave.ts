import { findConflicts } from '@sudoku/core';
import { digitsToGrid, gridToDigits } from './grid-text.js';
import type { History } from './history.js';
import type { Position } from './position.js';
import type { Session } from './session.js';

/** The localStorage key of the autosaved game. */
export const AUTOSAVE_KEY = 'sudoku.game.v1';

/** Undo steps kept across a reload: enough to be useful, small enough for localStorage. */
export const SAVED_HISTORY = 100;

interface SavedPosition {
  v: string;
  n: string;
}

interface SavedSession {
  version: 1;
  givens: string;
  past: SavedPosition[];
  present: SavedPosition;
  future: SavedPosition[];
  elapsedMs: number;
  label: string;
  assisted: boolean;
  finished: boolean;
}

// Notes as two base-32 characters per cell (a set of 9 digits is below 512).
function notesToText(notes: Uint16Array): string {
  let s = '';
  for (let i = 0; i < 81; i++) s += notes[i].toString(32).padStart(2, '0');
  return s;
}

function textToNotes(text: unknown): Uint16Array | undefined {
  if (typeof text !== 'string' || text.length !== 162 || !/^[0-9a-v]+$/.test(text))
    return undefined;
  const notes = new Uint16Array(81);
  for (let i = 0; i < 81; i++) {
    const mask = Number.parseInt(text.slice(2 * i, 2 * i + 2), 32);
    if (mask > 0x1ff) return undefined;
    notes[i] = mask;
  }
  return notes;
}

function savePosition(p: Position): SavedPosition {
  return { v: gridToDigits(p.values), n: notesToText(p.notes) };
}

function loadPosition(saved: unknown, givens: Uint8Array): Position | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { v, n } = saved as Record<string, unknown>;
  const values = typeof v === 'string' ? digitsToGrid(v) : undefined;
  const notes = textToNotes(n);
  if (!values || !notes) return undefined;
  // A position must keep every given and must not repeat a digit: anything
  // else was not written by this app.
  for (let i = 0; i < 81; i++) if (givens[i] !== 0 && values[i] !== givens[i]) return undefined;
  if (findConflicts(values).length > 0) return undefined;
  return { values, notes };
}

function loadPositions(saved: unknown, givens: Uint8Array): Position[] | undefined {
  if (!Array.isArray(saved)) return undefined;
  const positions: Position[] = [];
  for (const item of saved) {
    const p = loadPosition(item, givens);
    if (!p) return undefined;
    positions.push(p);
  }
  return positions;
}

/** The session as JSON text, with the last {@link SAVED_HISTORY} undo and redo steps. */
export function serialiseSession(session: Session, elapsedMs = session.elapsedMs): string {
  const { past, present, future } = session.history;
  const saved: SavedSession = {
    version: 1,
    givens: gridToDigits(session.givens),
    past: past.slice(-SAVED_HISTORY).map(savePosition),
    present: savePosition(present),
    future: future.slice(0, SAVED_HISTORY).map(savePosition),
    elapsedMs: Math.round(elapsedMs),
    label: session.label,
    assisted: session.assisted,
    finished: session.finished,
  };
  return JSON.stringify(saved);
}

/**
 * The session of an autosave text, or undefined when the text is missing,
 * from another version or damaged in any way: a bad autosave must never stop
 * the game from starting.
 */
export function deserialiseSession(text: string | null | undefined): Session | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (d.version !== 1 || typeof d.givens !== 'string') return undefined;
  const givens = digitsToGrid(d.givens);
  if (!givens || findConflicts(givens).length > 0) return undefined;
  const present = loadPosition(d.present, givens);
  const past = loadPositions(d.past, givens);
  const future = loadPositions(d.future, givens);
  if (!present || !past || !future) return undefined;
  const elapsedMs = typeof d.elapsedMs === 'number' && d.elapsedMs >= 0 ? d.elapsedMs : 0;
  const history: History<Position> = { past, present, future };
  return {
    givens,
    history,
    elapsedMs,
    label: typeof d.label === 'string' ? d.label.slice(0, 60) : 'Puzzle',
    assisted: d.assisted === true,
    finished: d.finished === true,
  };
}
