import type { Hint } from '@sudoku/engine/game';
import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import { type MessageAction, present, type ShownHint, without } from '../app/state.js';
import { cellWords } from '../game/grid-text.js';
import { eraseCell } from '../game/position.js';
import { applyStep } from './apply-hint.js';
import { refusedWhenLost } from './mistake-limit.js';

/** The hint pictures and words: loaded at the first Hint, not at start. */
const loadView = () => import('../hint/hint-view.js');

type StepHint = Extract<Hint, { kind: 'step' }>;

/** What a step does once applied, for the last stage's sentence. */
function applyWords(hint: StepHint): string {
  if (hint.cell !== undefined) return 'fill it in';
  return `remove ${hint.step.eliminations.length === 1 ? 'it' : 'them'} from your notes`;
}

/** Said before a hint when the player's notes leave out a cell's answer. */
function wrongNotesWords(hint: Hint): string {
  const cells = 'wrongNotes' in hint ? hint.wrongNotes : undefined;
  if (!cells?.length) return '';
  const where = cells.length === 1 ? cellWords(cells[0]) : `${cells.length} cells`;
  return `Your notes in ${where} leave out the answer, so this hint reads ${cells.length === 1 ? 'that cell' : 'them'} without them. `;
}

/**
 * Hint, in stages. The first press asks the worker for the next step of the
 * simplest path from this board (its digits and notes, so hint after hint
 * walks the path) and names the technique and the houses to look at; the
 * second draws the pattern (cells and candidates by role, eliminations,
 * chain links) with the reasoning; the third applies it: the digit goes in
 * (green for as long as it stays), or the eliminations leave the notes.
 * Wrong digits and clashes are found first, shown and, for wrong digits,
 * erased by the next press.
 */
export async function hint(ctx: Context): Promise<void> {
  const shown = ctx.state.hint;
  if (shown && shown.position === present(ctx.state)) {
    if (shown.stage === 'where') showPattern(ctx, shown);
    else applyHint(ctx, shown);
    return;
  }
  if (ctx.state.session.finished) {
    ctx.say('The board is already solved.');
    return;
  }
  if (refusedWhenLost(ctx)) return;
  const asked = present(ctx.state);
  const { givens } = ctx.state.session;
  const view = loadView();
  const outcome = await ctx.run(
    'Looking for a hint…',
    { type: 'hint', grid: asked.values, givens, notes: asked.notes },
    { boardBound: true },
  );
  if (!outcome.ok) {
    if (outcome.reason === 'board-changed')
      ctx.say('The board changed, so the hint was dropped; press Hint again.');
    return;
  }
  const h = outcome.result.hint;
  const { pictureOfHint, housesToLook, whereToLook } = await view;
  // Paused, or moved on, while it was looked for: the hint is about another board.
  if (ctx.state.paused || present(ctx.state) !== asked) return;
  const picture = pictureOfHint(givens, asked.values, asked.notes, h);
  const hinted = (stage: ShownHint['stage'], houses: number[] = []) => ({
    ...ctx.state,
    hint: { position: asked, hint: h, picture, stage, houses },
  });
  switch (h.kind) {
    case 'step': {
      ctx.set(hinted('where', housesToLook(h.step)));
      ctx.say(
        `${wrongNotesWords(h)}${whereToLook(h.step)} Press Hint again to see the pattern.`,
        'info',
      );
      return;
    }
    case 'fallback':
      ctx.set({ ...hinted('pattern'), selected: h.cell });
      ctx.say(`${wrongNotesWords(h)}${h.explanation} Press Hint again to fill it in.`);
      return;
    case 'invalid':
      ctx.set(hinted('pattern'));
      ctx.say(`${h.explanation} Erase a red digit first.`, 'error');
      return;
    case 'unsolvable': {
      const wrong = h.wrong;
      if (!wrong) {
        ctx.say(`${h.explanation} Undo your last digits, or press Replay.`, 'error');
        return;
      }
      ctx.set(hinted('pattern'));
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

/** The second stage: the pattern drawn, with the step's reasoning. */
function showPattern(ctx: Context, shown: ShownHint): void {
  const h = shown.hint;
  if (h.kind !== 'step') return;
  const drawn: ShownHint = { ...shown, stage: 'pattern' };
  ctx.set({ ...ctx.state, hint: drawn, ...(h.cell === undefined ? {} : { selected: h.cell }) });
  const text = `${h.explanation} Press Hint again to ${applyWords(h)}.`;
  ctx.say(text, 'info', chainAction(ctx, drawn, text));
}

/**
 * The action under a drawn chain: a long chain is drawn by its ends, and a
 * forcing chain with all its branches at once; the action opens the whole
 * chain, or steps through the branches one at a time, then back.
 */
function chainAction(ctx: Context, shown: ShownHint, text: string): MessageAction | undefined {
  const { chains } = shown.picture;
  const { view } = shown;
  let next: number | undefined;
  let label: string;
  if (chains.length > 1) {
    next = view === undefined ? 0 : view + 1 < chains.length ? view + 1 : undefined;
    label =
      next === undefined ? 'Show all branches' : `Show branch ${next + 1} of ${chains.length}`;
  } else if (chains[0]?.folded) {
    next = view === undefined ? 0 : undefined;
    label =
      next === undefined
        ? 'Show its ends only'
        : `Show the whole chain (${chains[0].links.length} links)`;
  } else {
    return undefined;
  }
  return {
    label,
    run: () => {
      // The hint may have gone (a move, another hint) since the action was offered.
      const current = ctx.state.hint;
      if (current?.hint !== shown.hint) return;
      const { view: _view, drawn: _drawn, ...overview } = current;
      const chain = next === undefined ? undefined : chains[next];
      const moved: ShownHint =
        chain && next !== undefined
          ? {
              ...overview,
              view: next,
              drawn: { ...shown.picture, chains: [{ ...chain, folded: false }] },
            }
          : overview;
      ctx.set({ ...ctx.state, hint: moved });
      ctx.say(text, 'info', chainAction(ctx, moved, text));
    },
  };
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
  if (h.kind === 'unsolvable' && h.wrong) eraseWrong(ctx, shown, h.wrong);
  else if (h.kind === 'step' || h.kind === 'fallback') applyStep(ctx, shown);
  else ctx.set(without(ctx.state, 'hint'));
}
