import { countGivens, gridsEqual } from '@sudoku/core';
import type { Context } from '../app/context.js';
import { startSession } from '../app/game-flow.js';
import { present } from '../app/state.js';
import { clashingCells } from '../game/position.js';
import { createSession } from '../game/session.js';

/** Lock: the digits on the board become the givens of a custom puzzle, and the game says how many solutions it has. */
export async function lock(ctx: Context): Promise<void> {
  const values = present(ctx.state).values;
  if (countGivens(values) === 0) {
    ctx.say('Lock turns the digits on the board into givens: place some digits first.', 'error');
    return;
  }
  // 81 givens would be a puzzle with nothing to fill in (and a link the game refuses).
  if (countGivens(values) === 81) {
    ctx.say(
      'Lock turns the digits on the board into givens, but every cell is filled: erase some digits first.',
      'error',
    );
    return;
  }
  if (gridsEqual(values, ctx.state.session.givens)) {
    ctx.say('Nothing new to lock: every digit on the board is already a given.');
    return;
  }
  if (clashingCells(new Uint8Array(81), values).length > 0) {
    ctx.say(
      'The board repeats a digit in a row, column or box: fix the red digits before locking.',
      'error',
    );
    return;
  }
  const givens = Uint8Array.from(values);
  const check = await ctx.run(
    'Checking your puzzle…',
    { type: 'analyse', grid: givens },
    { boardBound: true },
  );
  if (!check.ok) {
    if (check.reason === 'board-changed') ctx.say('The board changed, so nothing was locked.');
    return;
  }
  const { status, rating } = check.result;
  startSession(ctx, createSession(givens, 'Custom puzzle', rating), 'push');
  const base = `Locked: ${countGivens(givens)} givens.`;
  if (status === 'none') ctx.say(`${base} This puzzle has no solution.`, 'error');
  else if (status === 'unique') ctx.say(`${base} It has exactly one solution.`, 'success');
  else ctx.say(`${base} It has more than one solution.`, 'success');
}
