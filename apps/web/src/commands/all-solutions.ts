import { describeConflict, findConflicts } from '@sudoku/core';
import type { Context } from '../app/context.js';
import { present } from '../app/state.js';
import { enumerate } from '../enumeration/enumeration.js';
import { formatCount } from '../ui/stats.js';
import { solutions } from './count.js';

/** The name of the file All solutions writes. */
export const SOLUTIONS_FILE = 'sudoku-solutions.txt';

function saveFile(ctx: Context, header: string, file: Blob | undefined): void {
  ctx.download(
    SOLUTIONS_FILE,
    new Blob([`# ${header}\n`, ...(file ? [file] : [])], { type: 'text/plain;charset=utf-8' }),
  );
}

/**
 * Every solution of the position into a file (the classic format, a `#`
 * line with the total first), on all workers in the engine's canonical
 * order, stopping once more than the limit (a million by default, the
 * Qt game's) are known: the file then holds the first million and says there
 * are more. The file is assembled from Blobs as chunks arrive, so the page
 * never copies it in one go. A move stops the run (its file would be
 * another board's); Cancel offers what was found so far.
 */
export async function allSolutions(ctx: Context): Promise<void> {
  const grid = present(ctx.state).values;
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    ctx.say(`No solutions: ${describeConflict(conflicts[0])}.`, 'error');
    return;
  }
  const limit = ctx.state.settings.solutionLimit;
  const label = `Finding solutions on ${ctx.pool.size} workers…`;
  const job = ctx.startJob(label, { boardBound: true });
  if (job.stopped) return;
  const outcome = await enumerate(ctx.pool, grid, {
    limit,
    keep: true,
    onProgress: (found) => job.progress(`${label} ${formatCount(Math.min(found, limit))}`),
  });
  job.end();
  if (job.stopped === 'board-changed') {
    ctx.say(
      'The board changed, so the search for all solutions stopped; ask again for this position.',
    );
    return;
  }
  if (outcome.status === 'cancelled') {
    if (job.stopped !== 'cancelled') return;
    const { kept, count } = outcome;
    if (kept === 0) {
      ctx.say('Stopped before any solution was found.');
      return;
    }
    ctx.say(`Stopped after at least ${solutions(count)}.`, 'info', {
      label: `Download the first ${formatCount(kept)}`,
      run: () =>
        saveFile(
          ctx,
          `the first ${solutions(kept)} (stopped early, at least ${formatCount(count)} in all)`,
          outcome.file,
        ),
    });
    return;
  }
  if (outcome.count === 0) {
    ctx.say('No solutions: nothing to save.', 'error');
    return;
  }
  if (outcome.status === 'limit') {
    saveFile(
      ctx,
      `more than ${solutions(limit)}; the search stopped at the limit, and this file holds the first ${formatCount(limit)}`,
      outcome.file,
    );
    ctx.say(
      `More than ${solutions(limit)}: the first ${formatCount(limit)} are saved to ${SOLUTIONS_FILE}. Count solutions counts them all.`,
      'success',
    );
    return;
  }
  saveFile(ctx, solutions(outcome.count), outcome.file);
  ctx.say(`${solutions(outcome.count)}, saved to ${SOLUTIONS_FILE}.`, 'success');
}
