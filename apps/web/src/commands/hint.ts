import { type Hint, listWords } from '@sudoku/engine/game';
import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import { present, type ShownHint, without } from '../app/state.js';
import { cellWords } from '../game/grid-text.js';
import { eraseCell, placeDigit, removeNotes } from '../game/position.js';
import { pictureOfCells, pictureOfFallback, pictureOfStep } from '../hint/hint-picture.js';
import { refusedWhenLost } from './mistake-limit.js';

/** The sentence of a step hint: the technique, then the engine's reasoning. */
export function hintSentence(hint: Extract<Hint, { kind: 'step' }>): string {
  const name = hint.step.name;
  const sentence = hint.explanation.startsWith(name)
    ? hint.explanation
    : `${name}: ${hint.explanation}`;
  const before = [...new Set(hint.steps.slice(0, -1).map((s) => midSentence(s.name)))];
  if (before.length === 0) return sentence;
  const verb = before.length === 1 ? 'removes' : 'remove';
  return `${sentence} (It follows once ${listWords(before)} ${verb} candidates, struck out on the board.)`;
}

/** A technique's name inside a sentence: "Naked pair" → "naked pair", but "XY-Wing" and "AIC loop" stay. */
function midSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/**
 * Hint, in two presses. The first asks the worker for the next logical step
 * and draws it on the board (pattern, used and eliminated candidates, chain
 * links) with the technique and reasoning in the status line; the second
 * applies it: the digit goes in (green for as long as it stays) and the
 * eliminations leave the player's notes.
 */
export async function hint(ctx: Context): Promise<void> {
  const shown = ctx.state.hint;
  if (shown && shown.position === present(ctx.state)) {
    applyHint(ctx, shown);
    return;
  }
  if (ctx.state.session.finished) {
    ctx.say('The board is already solved.');
    return;
  }
  if (refusedWhenLost(ctx)) return;
  const asked = present(ctx.state);
  const outcome = await ctx.run(
    'Looking for a hint…',
    { type: 'hint', grid: asked.values, givens: ctx.state.session.givens },
    { boardBound: true },
  );
  if (!outcome.ok) {
    if (outcome.reason === 'board-changed')
      ctx.say('The board changed, so the hint was dropped; press Hint again.');
    return;
  }
  // Paused while it was looked for: the covered board is no place to show it.
  if (ctx.state.paused) return;
  const h = outcome.result.hint;
  const values = asked.values;
  switch (h.kind) {
    case 'step': {
      const picture = pictureOfStep(values, h.step, h.steps.slice(0, -1));
      ctx.set({ ...ctx.state, hint: { position: asked, hint: h, picture }, selected: h.cell });
      ctx.say(`${hintSentence(h)} Press Hint again to fill it in.`, 'info');
      return;
    }
    case 'fallback':
      ctx.set({
        ...ctx.state,
        hint: { position: asked, hint: h, picture: pictureOfFallback(h.cell, h.digit) },
        selected: h.cell,
      });
      ctx.say(`${h.explanation} Press Hint again to fill it in.`);
      return;
    case 'conflict': {
      const cells = h.conflicts.flatMap((c) => c.cells);
      ctx.set({ ...ctx.state, hint: { position: asked, hint: h, picture: pictureOfCells(cells) } });
      ctx.say(`${h.explanation} Erase a red digit first.`, 'error');
      return;
    }
    case 'unsolvable': {
      const wrong = h.wrong;
      if (!wrong) {
        ctx.say(`${h.explanation} Undo your last digits, or press Replay.`, 'error');
        return;
      }
      ctx.set({
        ...ctx.state,
        hint: { position: asked, hint: h, picture: pictureOfCells(wrong) },
      });
      ctx.say(
        `${h.explanation} Press Hint again to erase ${wrong.length === 1 ? 'it' : 'them'}.`,
        'error',
      );
      return;
    }
    default:
      ctx.say(h.explanation, 'success');
  }
}

/** Erases the wrong digits a hint found: one move, undone by Undo. */
function eraseWrong(ctx: Context, shown: ShownHint, wrong: number[]): void {
  const { session } = ctx.state;
  let position = shown.position;
  for (const cell of wrong) {
    const erased = eraseCell(session.givens, position, cell);
    if (erased.ok) position = erased.position;
  }
  commitPosition(ctx, position, { hintsUsed: session.hintsUsed + 1 });
  ctx.say(
    `Erased ${wrong.length === 1 ? 'the wrong digit' : `${wrong.length} wrong digits`}.`,
    'success',
  );
}

function applyHint(ctx: Context, shown: ShownHint): void {
  const h = shown.hint;
  if (h.kind === 'unsolvable' && h.wrong) {
    eraseWrong(ctx, shown, h.wrong);
    return;
  }
  if (h.kind !== 'step' && h.kind !== 'fallback') {
    ctx.set(without(ctx.state, 'hint'));
    return;
  }
  const { session, settings } = ctx.state;
  const eliminations = shown.picture.eliminations;
  const cleaned = removeNotes(shown.position, eliminations);
  const placed = placeDigit(
    session.givens,
    cleaned,
    h.cell,
    h.digit,
    { clashes: settings.clashes, autoRemoveNotes: settings.autoRemoveNotes },
    true,
  );
  if (!placed.ok) {
    ctx.say(placed.message, 'error');
    return;
  }
  commitPosition(ctx, placed.position, { hintsUsed: session.hintsUsed + 1 });
  ctx.say(`${h.digit} placed in ${cellWords(h.cell)}.`, 'success');
}
