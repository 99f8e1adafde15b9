import { loadStrategy } from '../strategies.js';
import type { PieceJob, PieceResult } from './piece-job.js';
import { solveEach } from './solve-each.js';
import type { SolveFormat } from './solve-format.js';
import { solvePiece } from './solve-piece.js';
import type { Task } from './task.js';
import { verifyingSolver } from './verified-solver.js';

/** What every thread of a `solve` run is told (see task.ts). */
export interface SolveTaskConfig {
  /** A specifier any thread can import on its own (see portableSpecifier). */
  strategy: string;
  strategyOptions: Record<string, unknown>;
  /** The strategy as the user named it, for messages. */
  label: string;
  format: SolveFormat;
  /** One JSON object per puzzle instead of grids. */
  json: boolean;
  /** Check every answer of the strategy (one loaded by path). */
  verify: boolean;
  /** Measure each search (`--stats`): puzzle by puzzle, through the strategy's `solve`. */
  stats: boolean;
  /** Read on past a puzzle that cannot be read (`--keep-going`): a failure, left out of the grids. */
  keepGoing?: boolean;
}

/**
 * The task of `sudoku solve` and `-s` (a bundle entry: dist/solve-task.js):
 * a piece of input in, its solutions out. The common case takes
 * solve-piece.ts with its fast paths; `--json` and checked strategies go
 * puzzle by puzzle (solve-each.ts).
 */
export async function createTask(config: SolveTaskConfig): Promise<Task<PieceJob, PieceResult>> {
  const plugin = await loadStrategy(config.strategy);
  const solver = plugin.create(config.strategyOptions);
  if (!config.json && !config.verify && !config.stats)
    return (job) => solvePiece(solver, job, config.format, config.keepGoing);
  const checked = config.verify ? verifyingSolver(solver, config.label) : solver;
  return (job) => solveEach(checked, job, config);
}
