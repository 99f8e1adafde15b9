import {
  countGivens,
  describeConflict,
  formattedSize,
  type Grid,
  type Solver,
  type SolverPlugin,
  writeGridAt,
} from '@sudoku/core';
import { generatePuzzle, hint } from '@sudoku/engine';
import astar from '@sudoku/solver-astar';
import dfs from '@sudoku/solver-dfs';
import dlx from '@sudoku/solver-dlx';
import iddfs from '@sudoku/solver-iddfs';
import type {
  EnumerateResult,
  EnumerateTask,
  GenerateResult,
  GenerateTask,
  Progress,
  SolveTask,
  SolveTaskResult,
  StrategyName,
  Task,
  TaskResult,
} from './protocol.js';

const PLUGINS: Record<StrategyName, SolverPlugin> = { dfs, dlx, iddfs, astar };
const solvers = new Map<StrategyName, Solver>();

function solverOf(name: StrategyName): Solver {
  let solver = solvers.get(name);
  if (!solver) {
    const plugin = PLUGINS[name];
    if (!plugin) throw new Error(`unknown strategy '${String(name)}'`);
    solver = plugin.create();
    solvers.set(name, solver);
  }
  return solver;
}

function generate(task: GenerateTask): GenerateResult {
  if (task.givens === 0) {
    // Seed 003: zero givens is an empty board for the player to type a puzzle into.
    return {
      type: 'generate',
      puzzle: new Uint8Array(81),
      solution: new Uint8Array(81),
      givens: 0,
    };
  }
  const made = generatePuzzle({
    givens: task.givens,
    difficulty: task.difficulty,
    unique: task.unique,
  });
  return {
    type: 'generate',
    puzzle: made.puzzle,
    solution: made.solution,
    givens: countGivens(made.puzzle),
    difficulty: made.rating?.difficulty,
    note: made.note,
  };
}

function solve(task: SolveTask): SolveTaskResult {
  const result = solverOf(task.strategy).solve(task.grid, { maxSolutions: task.maxSolutions });
  const base = { type: 'solve' as const, strategy: task.strategy, stats: result.stats };
  switch (result.status) {
    case 'solved':
      return {
        ...base,
        status: 'solved',
        solution: result.solution,
        solutionCount: result.solutionCount,
        exhaustive: result.exhaustive,
      };
    case 'unsolvable':
      return { ...base, status: 'unsolvable', solutionCount: 0, exhaustive: true };
    case 'invalid':
      return {
        ...base,
        status: 'invalid',
        solutionCount: 0,
        exhaustive: true,
        message: describeConflict(result.conflicts[0]),
      };
    default:
      throw new Error('the search stopped before an answer');
  }
}

/** Grids per file chunk sent to the page: about 1.3 MB. */
const CHUNK_GRIDS = 8192;
/** At most this long between progress messages, so the count on screen moves. */
const PROGRESS_MS = 200;

/**
 * Every solution, counted with the dfs strategy (the fast one), the first
 * `keep` of them written in the classic format of spec §1 and streamed to
 * the page in chunks. Streaming means a cancelled run still leaves the page
 * every solution found so far.
 */
function enumerate(
  task: EnumerateTask,
  onProgress: (p: Progress, transfer?: Transferable[]) => void,
): EnumerateResult {
  let buffer = new Uint8Array(
    task.keep > 0 ? formattedSize(Math.min(CHUNK_GRIDS, task.keep), 'grid') + 1 : 0,
  );
  let offset = 0;
  let kept = 0;
  let count = 0;
  let last = performance.now();
  const flush = (): void => {
    const progress: Progress = { count };
    if (offset > 0) {
      progress.chunk = buffer.slice(0, offset);
      offset = 0;
    }
    onProgress(progress, progress.chunk ? [progress.chunk.buffer] : undefined);
    last = performance.now();
  };
  const result = solverOf('dfs').solve(task.grid, {
    maxSolutions: Number.POSITIVE_INFINITY,
    onSolution(solution: Grid, index: number) {
      count = index + 1;
      if (kept < task.keep) {
        if (offset + 163 > buffer.length) {
          flush();
          buffer = new Uint8Array(buffer.length);
        }
        offset = writeGridAt(solution, kept, 'grid', buffer, offset);
        kept++;
      }
      if ((count & 255) === 0 && performance.now() - last > PROGRESS_MS) flush();
    },
  });
  if (offset > 0 || count > 0) flush();
  const status = result.status === 'aborted' ? 'solved' : result.status;
  return {
    type: 'enumerate',
    count,
    kept,
    status,
    message: result.status === 'invalid' ? describeConflict(result.conflicts[0]) : undefined,
    elapsedMs: result.stats.elapsedMs,
  };
}

/** Runs one task to its result; `onProgress` receives enumeration progress. */
export function runTask(
  task: Task,
  onProgress: (p: Progress, transfer?: Transferable[]) => void = () => {},
): TaskResult {
  switch (task.type) {
    case 'generate':
      return generate(task);
    case 'solve':
      return solve(task);
    case 'enumerate':
      return enumerate(task, onProgress);
    case 'hint':
      return { type: 'hint', hint: hint(task.grid) };
    default:
      throw new Error(`unknown task '${(task as { type: string }).type}'`);
  }
}
