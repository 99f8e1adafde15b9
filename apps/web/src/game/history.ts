/**
 * Undo/redo as three immutable parts: the states before, the present and the
 * states undone. Every operation returns a new history, so the UI can keep
 * one value and never worry about aliasing.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** A history holding only `present`. */
export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Makes `next` the present; the old present becomes undoable and the redo
 * list is dropped (a new move forks the timeline). Keeps at most `limit`
 * past states so a long game cannot grow without bound.
 */
export function commit<T>(history: History<T>, next: T, limit = 500): History<T> {
  const past = [...history.past, history.present];
  if (past.length > limit) past.splice(0, past.length - limit);
  return { past, present: next, future: [] };
}

/** True when {@link undo} would change something. */
export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

/** True when {@link redo} would change something. */
export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

/** Steps back one state (unchanged when there is none). */
export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

/** Steps forward one undone state (unchanged when there is none). */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0],
    future: history.future.slice(1),
  };
}
