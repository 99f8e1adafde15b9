import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import { present } from '../app/state.js';
import { cellWords } from '../game/grid-text.js';
import { endsGame, isMistake, modeFor } from '../game/mistakes.js';
import {
  eraseCell,
  type MoveOutcome,
  type Position,
  placeDigit,
  toggleNote,
} from '../game/position.js';
import { endGame, refusedWhenLost } from './mistake-limit.js';

/**
 * Shows a refused move, or commits an accepted one. `digit`: the digit the
 * move placed (0 for notes and erasing), counted when it is a mistake (see
 * mistakes.ts); in Mistakes mode's limit, the last one allowed ends the game.
 */
function apply(ctx: Context, outcome: MoveOutcome, cell: number, digit = 0): void {
  const { session, settings } = ctx.state;
  const clashes = outcome.clashCell !== undefined;
  const typed = digit !== 0 && (outcome.ok || outcome.reason === 'clash');
  const mistake = typed && isMistake(session, cell, digit, clashes);
  const mistakes = session.mistakes + (mistake ? 1 : 0);
  if (outcome.clashCell !== undefined) ctx.effects.flash(outcome.clashCell, 'clash');
  if (!outcome.ok) {
    ctx.effects.flash(cell, 'refused');
    if (mistake) ctx.set({ ...ctx.state, session: { ...session, mistakes } });
    ctx.say(outcome.message, 'error');
    return;
  }
  if (!outcome.changed) return;
  const mode = modeFor(session, settings.mistakes);
  const shown = mistake && mode !== 'off' ? ', a mistake' : '';
  ctx.effects.announce(moveWords(present(ctx.state), outcome.position, cell) + shown);
  commitPosition(ctx, outcome.position, mistake ? { mistakes } : {});
  if (mistake && endsGame(mode, mistakes)) endGame(ctx);
}

/** What a move did to `cell`, for a screen reader: "5 in row 1, column 2", "note 3 added in …". */
export function moveWords(before: Position, after: Position, cell: number): string {
  const where = cellWords(cell);
  const digit = after.values[cell];
  if (digit !== 0) return `${digit} in ${where}`;
  if (before.values[cell] !== 0) return `${where} erased`;
  const changed = before.notes[cell] ^ after.notes[cell];
  const note = 32 - Math.clz32(changed);
  if (changed === 0 || changed !== 1 << (note - 1)) return `notes of ${where} erased`;
  return `note ${note} ${after.notes[cell] & changed ? 'added in' : 'removed from'} ${where}`;
}

/** A finished board stays as it was solved (a given says why it is refused itself); a lost one waits for Replay. */
function refusedWhenFinished(ctx: Context): boolean {
  if (refusedWhenLost(ctx)) return true;
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
        // Checking against the solution places every digit and marks the wrong ones.
        clashes: modeFor(session, settings.mistakes) === 'off' ? settings.clashes : 'show',
        autoRemoveNotes: settings.autoRemoveNotes,
      });
  apply(ctx, outcome, selected, asNote ? 0 : digit);
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
