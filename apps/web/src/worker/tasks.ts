import { countGivens, describeConflict, findConflicts, type Solver } from '@sudoku/core';
import {
  type Difficulty,
  expectRated,
  generatePuzzle,
  hint,
  type RatedPuzzle,
  ratePuzzle,
  type TechniqueId,
} from '@sudoku/engine';
// The grid entry: the same search, without the batch text paths the game never calls.
import { createGridDfsSolver } from '@sudoku/solver-dfs/grid';
import type { PuzzleRating } from '../game/session.js';
import { enumerateSlice } from './enumerate-slice.js';
import {
  type AnalyseResult,
  type GenerateResult,
  type GenerateTask,
  PROGRESS_MS,
  type Progress,
  type SliceResult,
  type SliceTask,
  type SolveTask,
  type SolveTaskResult,
  type StrategyName,
  type Task,
  type TaskResult,
} from './protocol.js';

/**
 * The depth-first search makes, rates and checks every puzzle, so it is in the
 * worker from the start; the other strategies only run when the player picks
 * one for Solve, so they load then (the factories, not the plugins: the game
 * needs no option listings or checks of them).
 */
const LOADERS: Record<StrategyName, () => Promise<() => Solver>> = {
  dfs: async () => createGridDfsSolver,
  // Destructured, so that the bundler keeps each package's factory and drops its plugin.
  dlx: () => import('@sudoku/solver-dlx').then(({ createDlxSolver }) => createDlxSolver),
  iddfs: () => import('@sudoku/solver-iddfs').then(({ createIddfsSolver }) => createIddfsSolver),
  astar: () => import('@sudoku/solver-astar').then(({ createAstarSolver }) => createAstarSolver),
};
const solvers = new Map<StrategyName, Solver>([['dfs', createGridDfsSolver()]]);

/** Loads strategy `name` (once) so that tasks can run it. */
export async function loadStrategy(name: StrategyName): Promise<void> {
  if (solvers.has(name)) return;
  const load = LOADERS[name];
  if (!load) throw new Error(`unknown strategy '${String(name)}'`);
  const create = await load();
  solvers.set(name, create());
}

/** Loads what `task` needs beyond the start-up code (a strategy picked for Solve). */
export function prepareTask(task: Task): Promise<void> {
  return task.type === 'solve' ? loadStrategy(task.strategy) : Promise.resolve();
}

function solverOf(name: StrategyName): Solver {
  const solver = solvers.get(name);
  if (!solver) throw new Error(`strategy '${String(name)}' is not loaded`);
  return solver;
}

/**
 * Past this, a puzzle is extreme whatever its exact rating, and finishing the
 * rating could take seconds (nested forcing chains): the game stops there.
 */
const RATING_CEILING = 9.0;

/**
 * The engine's rating as the game shows it: the difficulty word, the score on
 * Sudoku Explainer's scale and the display name of the hardest step. Rated
 * only up to RATING_CEILING: above it (or past the engine's techniques) the
 * score is only a lower bound, so the word comes alone.
 */
export function ratingOf(grid: Uint8Array, given?: RatedPuzzle): PuzzleRating {
  // The game rates only puzzles it has checked to have one solution.
  const rating =
    given ?? expectRated(ratePuzzle(grid, { assumeUnique: true, ceiling: RATING_CEILING }));
  if (!rating.solvedLogically) return { difficulty: rating.difficulty };
  const result: PuzzleRating = { difficulty: rating.difficulty, score: rating.rating };
  const hardest = rating.steps.find(
    (s) => s.technique === rating.hardestTechnique && s.difficulty === rating.rating,
  );
  if (hardest) result.hardest = hardest.name;
  return result;
}

function generate(task: GenerateTask, onProgress: (p: Progress) => void): GenerateResult {
  if (task.givens === 0) {
    // As in the Qt game, zero givens is an empty board for the player to type a puzzle into.
    return {
      type: 'generate',
      puzzle: new Uint8Array(81),
      solution: new Uint8Array(81),
      givens: 0,
    };
  }
  let reported = performance.now();
  const made = generatePuzzle({
    givens: task.givens,
    difficulty: task.difficulty as Difficulty | undefined,
    technique: task.technique as TechniqueId | undefined,
    unique: task.unique,
    seed: task.seed,
    // The uniqueness check after every removal, with the fast strategy (the same puzzles).
    solver: solverOf('dfs'),
    onAttempt: (count) => {
      const now = performance.now();
      if (now - reported < PROGRESS_MS) return;
      reported = now;
      onProgress({ count });
    },
  });
  const result: GenerateResult = {
    type: 'generate',
    puzzle: made.puzzle,
    solution: made.solution,
    givens: countGivens(made.puzzle),
  };
  // The generator rated it in full already.
  if (made.rating) result.rating = ratingOf(made.puzzle, made.rating);
  if (made.note) result.note = made.note;
  return result;
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

function analyse(grid: Uint8Array): AnalyseResult {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    return { type: 'analyse', status: 'invalid', message: describeConflict(conflicts[0]) };
  }
  const found = solverOf('dfs').solve(grid, { maxSolutions: 2 });
  if (found.status !== 'solved') return { type: 'analyse', status: 'none' };
  if (found.solutionCount > 1) return { type: 'analyse', status: 'multiple' };
  return { type: 'analyse', status: 'unique', rating: ratingOf(grid), solution: found.solution };
}

function slice(task: SliceTask, onProgress: (p: Progress) => void): SliceResult {
  const { count, rest } = enumerateSlice(
    task.grid,
    task.budget,
    (n, chunk) =>
      onProgress(
        chunk ? { count: n, chunk: new Blob([chunk as Uint8Array<ArrayBuffer>]) } : { count: n },
      ),
    task.keep,
  );
  const packed = new Uint8Array(rest.length * 81);
  for (let i = 0; i < rest.length; i++) packed.set(rest[i], i * 81);
  return { type: 'slice', count, rest: packed };
}

/** Runs one task to its result; `onProgress` receives a slice's or a generator's progress. */
export function runTask(task: Task, onProgress: (p: Progress) => void = () => {}): TaskResult {
  switch (task.type) {
    case 'generate':
      return generate(task, onProgress);
    case 'solve':
      return solve(task);
    case 'analyse':
      return analyse(task.grid);
    case 'hint':
      return {
        type: 'hint',
        hint: hint(task.grid, {
          givens: task.givens,
          candidates: task.notes,
          solver: solverOf('dfs'),
        }),
      };
    case 'slice':
      return slice(task, onProgress);
    default:
      throw new Error(`unknown task '${(task as { type: string }).type}'`);
  }
}
