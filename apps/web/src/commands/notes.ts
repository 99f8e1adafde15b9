import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import { present } from '../app/state.js';
import { fillCandidates, hasNotes, clearNotes as withoutNotes } from '../game/position.js';

/** Notes mode on or off: digits become pencil marks. */
export function toggleNotesMode(ctx: Context): void {
  const notesMode = !ctx.state.notesMode;
  ctx.set({ ...ctx.state, notesMode });
  ctx.say(notesMode ? 'Notes mode: digits become pencil marks.' : 'Notes mode off.');
}

/** Writes every candidate of every empty cell as notes. */
export function fillNotes(ctx: Context): void {
  const before = present(ctx.state);
  const filled = fillCandidates(before);
  // An unchanged board as a step would make the next Undo seem to do nothing.
  if (filled.notes.every((n, i) => n === before.notes[i])) {
    ctx.say('Every empty cell already has all its candidates as notes.');
    return;
  }
  commitPosition(ctx, filled);
  ctx.say('Notes filled with every candidate. Undo takes them back.');
}

/** Removes every note. */
export function clearNotes(ctx: Context): void {
  if (!hasNotes(present(ctx.state))) {
    ctx.say('There are no notes to clear.');
    return;
  }
  commitPosition(ctx, withoutNotes(present(ctx.state)));
  ctx.say('Notes cleared. Undo brings them back.');
}
