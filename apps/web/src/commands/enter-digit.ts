import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import { present } from '../app/state.js';
import { eraseCell, type MoveOutcome, placeDigit, toggleNote } from '../game/position.js';

/** Shows a refused move, or commits an accepted one (counting a clash the rules let through). */
function apply(ctx: Context, outcome: MoveOutcome, cell: number): void {
  const { session } = ctx.state;
  if (!outcome.ok) {
    ctx.effects.flash(cell, 'refused');
    if (outcome.clashCell !== undefined) {
      ctx.effects.flash(outcome.clashCell, 'clash');
      ctx.set({ ...ctx.state, session: { ...session, mistakes: session.mistakes + 1 } });
    }
    ctx.say(outcome.message, 'error');
    return;
  }
  if (!outcome.changed) return;
  if (outcome.clashCell !== undefined) {
    ctx.effects.flash(outcome.clashCell, 'clash');
    commitPosition(ctx, outcome.position, { mistakes: session.mistakes + 1 });
    return;
  }
  commitPosition(ctx, outcome.position);
}

/** A finished board stays as it was solved (a given says why it is refused itself). */
function refusedWhenFinished(ctx: Context): boolean {
  const { selected, session } = ctx.state;
  if (!session.finished || session.givens[selected] !== 0) return false;
  ctx.say('This puzzle is finished. Start a new game, or press Replay to play it again.');
  return true;
}

/** Puts `digit` (or, as a note, toggles it) in the selected cell. */
export function enterDigit(ctx: Context, digit: number, asNote: boolean): void {
  const { selected, session, settings } = ctx.state;
  if (selected < 0) {
    ctx.say('Select a cell first, then choose a digit.');
    return;
  }
  if (refusedWhenFinished(ctx)) return;
  const position = present(ctx.state);
  const outcome = asNote
    ? toggleNote(session.givens, position, selected, digit)
    : placeDigit(session.givens, position, selected, digit, {
        clashes: settings.clashes,
        autoRemoveNotes: settings.autoRemoveNotes,
      });
  apply(ctx, outcome, selected);
}

/** Empties the selected cell: its digit, then its notes. */
export function erase(ctx: Context): void {
  const { selected, session } = ctx.state;
  if (selected < 0) {
    ctx.say('Select a cell first.');
    return;
  }
  if (refusedWhenFinished(ctx)) return;
  apply(ctx, eraseCell(session.givens, present(ctx.state), selected), selected);
}
