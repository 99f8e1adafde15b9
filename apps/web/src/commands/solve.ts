import { gridsEqual } from '@sudoku/core';
import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import { present } from '../app/state.js';
import { showSolution } from '../game/position.js';
import { formatDuration, STRATEGY_LABELS, statsRows } from '../ui/stats.js';

const stopped = (ctx: Context, reason: string) => {
  if (reason === 'cancelled') ctx.say('Search cancelled.');
  if (reason === 'board-changed')
    ctx.say('The board changed, so the search stopped; ask again for this position.');
};

/** Solve with the chosen strategy: the board fills in (Undo brings it back) and the statistics show. */
export async function solve(ctx: Context): Promise<void> {
  const asked = present(ctx.state);
  const strategy = ctx.state.settings.strategy;
  const outcome = await ctx.run(
    `Solving with ${STRATEGY_LABELS[strategy]}…`,
    { type: 'solve', grid: asked.values, strategy, maxSolutions: 1 },
    { boardBound: true },
  );
  if (!outcome.ok) return stopped(ctx, outcome.reason);
  const r = outcome.result;
  const title =
    r.status === 'solved'
      ? 'solution found'
      : r.status === 'invalid'
        ? 'invalid board'
        : 'no solution';
  ctx.set({
    ...ctx.state,
    stats: { title: `Solve: ${title}`, rows: statsRows(r.strategy, r.stats) },
  });
  if (r.status === 'solved' && r.solution) {
    commitPosition(ctx, showSolution(r.solution, asked), { assisted: true });
    ctx.say(
      `Solved with ${STRATEGY_LABELS[r.strategy]} in ${formatDuration(r.stats.elapsedMs)}. Undo brings your board back.`,
      'success',
    );
    return;
  }
  if (r.status === 'invalid') {
    ctx.say(`This board cannot be solved: ${r.message}.`, 'error');
    return;
  }
  const { givens } = ctx.state.session;
  if (!gridsEqual(asked.values, givens)) {
    // The Qt game only said "no solution"; telling whether the puzzle itself is at fault is kinder.
    const check = await ctx.run(
      'Checking the puzzle…',
      { type: 'analyse', grid: givens },
      { boardBound: true },
    );
    if (check.ok && check.result.status !== 'none' && check.result.status !== 'invalid') {
      ctx.say(
        'No solution from this position: some of your digits are wrong. Undo them, or press Replay.',
        'error',
      );
      return;
    }
  }
  ctx.say('This puzzle has no solution.', 'error');
}

/** Is it solvable, and is the solution unique? Answered for the position on the board. */
export async function solvable(ctx: Context): Promise<void> {
  const asked = present(ctx.state);
  const strategy = ctx.state.settings.strategy;
  const outcome = await ctx.run(
    `Checking with ${STRATEGY_LABELS[strategy]}…`,
    { type: 'solve', grid: asked.values, strategy, maxSolutions: 2 },
    { boardBound: true },
  );
  if (!outcome.ok) return stopped(ctx, outcome.reason);
  const r = outcome.result;
  ctx.set({
    ...ctx.state,
    stats: { title: 'Is it solvable?', rows: statsRows(r.strategy, r.stats) },
  });
  if (r.status === 'solved') {
    ctx.say(
      r.solutionCount === 1 && r.exhaustive
        ? 'Yes: this position has exactly one solution.'
        : 'Yes: this position is solvable, and it has more than one solution.',
      'success',
    );
  } else if (r.status === 'invalid') {
    ctx.say(`No: ${r.message}.`, 'error');
  } else {
    const mine = !gridsEqual(asked.values, ctx.state.session.givens);
    ctx.say(
      `No: this position has no solution${mine ? '; some digit on the board is wrong' : ''}.`,
      'error',
    );
  }
}
