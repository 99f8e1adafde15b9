import { describeConflict, findConflicts } from '@sudoku/core';
import type { Context } from '../app/context.js';
import { present } from '../app/state.js';
import { enumerate } from '../enumeration/enumeration.js';
import { formatCount } from '../ui/stats.js';

/** "1 solution", "2,000 solutions". */
export function solutions(n: number): string {
  return `${formatCount(n)} solution${n === 1 ? '' : 's'}`;
}

/**
 * Counts every solution of the position on all workers, with the running
 * count in the status line. A move stops it (the count would be another
 * board's), and so do Cancel and Esc, which say how many were found.
 */
export async function countSolutions(ctx: Context): Promise<void> {
  const grid = present(ctx.state).values;
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    ctx.say(`No solutions: ${describeConflict(conflicts[0])}.`, 'error');
    return;
  }
  const label = `Counting solutions on ${ctx.pool.size} workers…`;
  const job = ctx.startJob(label, { boardBound: true });
  if (job.stopped) return;
  const started = ctx.now();
  const outcome = await enumerate(ctx.pool, grid, {
    onProgress: (found) => job.progress(`${label} ${formatCount(found)}`),
  });
  job.end();
  const seconds = ((ctx.now() - started) / 1000).toFixed(1);
  if (job.stopped === 'board-changed') {
    ctx.say('The board changed, so counting stopped; press Count again for this position.');
  } else if (outcome.status === 'cancelled') {
    if (job.stopped === 'cancelled')
      ctx.say(`Counting stopped: at least ${solutions(outcome.count)}.`);
  } else if (outcome.count === 0) {
    ctx.say('This position has no solution.', 'error');
  } else {
    ctx.say(
      `This position has ${solutions(outcome.count)} (counted in ${seconds} s on ${ctx.pool.size} workers).`,
      'success',
    );
  }
}
