import { findConflicts } from '@sudoku/core';
import { isDay } from '@sudoku/engine/game';
import { digitsToGrid, gridToDigits } from './grid-text.js';
import type { History } from './history.js';
import { type Attempt, BY_HINT, BY_SOLVE, type Position } from './position.js';
import type { Daily, Practice, PuzzleRating, Session } from './session.js';
import { storedObject } from './stored-json.js';
import { clampElapsed } from './timer.js';

/** The localStorage key of the autosaved game. */
export const AUTOSAVE_KEY = 'sudoku.game.v1';

/** Undo steps kept across a reload: enough to be useful, small enough for localStorage. */
export const SAVED_HISTORY = 100;

interface SavedPosition {
  v: string;
  n: string;
  /** Cells a hint filled (version 2). */
  h?: number[];
  /** Cells Solve filled. */
  s?: number[];
  /** The attempt a Replay set aside (version 2). */
  r?: Attempt;
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

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e6 ? value : 0;

function readAttempt(value: unknown): Attempt | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const a = value as Record<string, unknown>;
  return {
    elapsedMs: clampElapsed(Number(a.elapsedMs)),
    hintsUsed: count(a.hintsUsed),
    mistakes: count(a.mistakes),
    assisted: a.assisted === true,
    ...(a.lost === true && { lost: true }),
  };
}

function savePosition(p: Position): SavedPosition {
  const saved: SavedPosition = { v: gridToDigits(p.values), n: notesToText(p.notes) };
  const cellsBy = (who: number) => [...p.placedBy.keys()].filter((i) => p.placedBy[i] === who);
  const hinted = cellsBy(BY_HINT);
  if (hinted.length > 0) saved.h = hinted;
  const solved = cellsBy(BY_SOLVE);
  if (solved.length > 0) saved.s = solved;
  if (p.replay) saved.r = p.replay;
  return saved;
}

function loadPosition(
  saved: unknown,
  givens: Uint8Array,
  clashesAllowed: boolean,
): Position | undefined {
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { v, n, h, s, r } = saved as Record<string, unknown>;
  const values = typeof v === 'string' ? digitsToGrid(v) : undefined;
  const notes = textToNotes(n);
  if (!values || !notes) return undefined;
  // Every given must be on the board; a clash only where the player may show them.
  for (let i = 0; i < 81; i++) if (givens[i] !== 0 && values[i] !== givens[i]) return undefined;
  if (!clashesAllowed && findConflicts(values).length > 0) return undefined;
  const placedBy = new Uint8Array(81);
  for (const [cells, who] of [
    [h, BY_HINT],
    [s, BY_SOLVE],
  ] as const) {
    if (!Array.isArray(cells)) continue;
    for (const cell of cells)
      if (Number.isInteger(cell) && cell >= 0 && cell < 81) placedBy[cell] = who;
  }
  const replay = readAttempt(r);
  return replay ? { values, notes, placedBy, replay } : { values, notes, placedBy };
}

function loadPositions(
  saved: unknown,
  givens: Uint8Array,
  clashes: boolean,
): Position[] | undefined {
  if (!Array.isArray(saved)) return undefined;
  const positions: Position[] = [];
  for (const item of saved) {
    const p = loadPosition(item, givens, clashes);
    if (!p) return undefined;
    positions.push(p);
  }
  return positions;
}

function readRating(value: unknown): PuzzleRating | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  if (typeof r.difficulty !== 'string') return undefined;
  const rating: PuzzleRating = { difficulty: r.difficulty.slice(0, 30) };
  if (typeof r.score === 'number' && Number.isFinite(r.score)) rating.score = r.score;
  if (typeof r.hardest === 'string') rating.hardest = r.hardest.slice(0, 60);
  return rating;
}

/** A saved practice, or undefined for anything else. */
function readPractice(value: unknown): Practice | undefined {
  const p = value as Partial<Practice> | null | undefined;
  if (typeof p?.technique !== 'string' || typeof p.name !== 'string') return undefined;
  const practice: Practice = { technique: p.technique.slice(0, 40), name: p.name.slice(0, 40) };
  if (Number.isInteger(p.met) && (p.met as number) > 0) practice.met = p.met as number;
  return practice;
}

/** A saved daily puzzle's day and level, or undefined for anything else. */
function readDailyOf(value: unknown): Daily | undefined {
  const d = value as Partial<Daily> | null | undefined;
  if (!isDay(d?.day) || typeof d.difficulty !== 'string' || !/^[a-z-]{1,20}$/.test(d.difficulty))
    return undefined;
  return { day: d.day, difficulty: d.difficulty };
}

/** A saved solution: a full, valid grid that keeps every given; anything else is dropped. */
function readSolution(value: unknown, givens: Uint8Array): Uint8Array | undefined {
  const grid = typeof value === 'string' ? digitsToGrid(value) : undefined;
  if (!grid || grid.includes(0) || findConflicts(grid).length > 0) return undefined;
  for (let i = 0; i < 81; i++) if (givens[i] !== 0 && grid[i] !== givens[i]) return undefined;
  return grid;
}

/** The session as JSON text, with the last {@link SAVED_HISTORY} undo and redo steps. */
export function serialiseSession(session: Session, elapsedMs = session.elapsedMs): string {
  const { past, present, future } = session.history;
  return JSON.stringify({
    version: 2,
    givens: gridToDigits(session.givens),
    past: past.slice(-SAVED_HISTORY).map(savePosition),
    present: savePosition(present),
    future: future.slice(0, SAVED_HISTORY).map(savePosition),
    elapsedMs: Math.round(elapsedMs),
    label: session.label,
    assisted: session.assisted,
    finished: session.finished,
    hintsUsed: session.hintsUsed,
    mistakes: session.mistakes,
    lost: session.lost,
    counted: session.counted,
    solution: session.solution && gridToDigits(session.solution),
    rating: session.rating,
    practice: session.practice,
    daily: session.daily,
  });
}

/**
 * The session of an autosave text (version 1 or 2), or undefined when the
 * text is missing, foreign or damaged in any way: a bad autosave must never
 * stop the game from starting. A time that makes no sense reads as 0.
 */
export function deserialiseSession(text: string | null | undefined): Session | undefined {
  const d = storedObject(text);
  if ((d.version !== 1 && d.version !== 2) || typeof d.givens !== 'string') return undefined;
  const givens = digitsToGrid(d.givens);
  if (!givens || findConflicts(givens).length > 0) return undefined;
  // Version 1 refused every clash; version 2 keeps the red digits of "show mistakes".
  const clashes = d.version === 2;
  const present = loadPosition(d.present, givens, clashes);
  const past = loadPositions(d.past, givens, clashes);
  const future = loadPositions(d.future, givens, clashes);
  if (!present || !past || !future) return undefined;
  const history: History<Position> = { past, present, future };
  const session: Session = {
    givens,
    history,
    elapsedMs: clampElapsed(typeof d.elapsedMs === 'number' ? d.elapsedMs : 0),
    label: typeof d.label === 'string' ? d.label.slice(0, 60) : 'Puzzle',
    assisted: d.assisted === true,
    finished: d.finished === true,
    hintsUsed: count(d.hintsUsed),
    mistakes: count(d.mistakes),
    lost: d.lost === true,
    counted: d.counted === true,
  };
  const rating = readRating(d.rating);
  const practice = readPractice(d.practice);
  const solution = readSolution(d.solution, givens);
  const daily = readDailyOf(d.daily);
  return {
    ...session,
    ...(rating && { rating }),
    ...(practice && { practice }),
    ...(daily && { daily }),
    ...(solution && { solution }),
  };
}
