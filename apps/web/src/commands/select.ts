import type { Context } from '../app/context.js';

/** Selects a cell (not an action: the message stays). `focus` moves keyboard focus too. */
export function select(ctx: Context, cell: number, focus = false): void {
  if (ctx.state.selected !== cell) ctx.set({ ...ctx.state, selected: cell });
  if (focus && cell >= 0) ctx.effects.focusCell(cell);
}

/**
 * The cell reached by an arrow key. Left and right run through the board in
 * reading order (right from a row's end goes to the next row's start, as
 * when typing a puzzle in); up and down wrap within the column.
 */
export function moveCell(cell: number, dRow: number, dCol: number): number {
  if (dCol !== 0) return (((cell + dCol) % 81) + 81) % 81;
  const row = (Math.floor(cell / 9) + dRow + 9) % 9;
  return row * 9 + (cell % 9);
}

/** Moves the selection with an arrow key (from r1c1 when nothing is selected). */
export function move(ctx: Context, dRow: number, dCol: number): void {
  const from = ctx.state.selected;
  select(ctx, from < 0 ? 0 : moveCell(from, dRow, dCol), true);
}
