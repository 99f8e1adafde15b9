import { countGivens, describeConflict, findConflicts, type Solver } from '@sudoku/core';
import {
  type Difficulty,
  generatePuzzle,
  hint,
  type Rating,
  ratePuzzle,
  type TechniqueId,
} from '@sudoku/engine';
// The factories, not the plugins: the game needs no option listings or checks of them.
import { createAstarSolver } from '@sudoku/solver-astar';
// The grid entry: the same search, without the batch text paths the game never calls.
import { createGridDfsSolver } from '@sudoku/solver-dfs/grid';
import { createDlxSolver } from '@sudoku/solver-dlx';
import { createIddfsSolver } from '@sudoku/solver-iddfs';
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

const FACTORIES: Record<StrategyName, () => Solver> = {
  dfs: () => createGridDfsSolver(),
  dlx: () => createDlxSolver(),
  iddfs: () => createIddfsSolver(),
  astar: () => createAstarSolver(),
};
const solvers = new Map<StrategyName, Solver>();

function solverOf(name: StrategyName): Solver {
  let solver = solvers.get(name);
  if (!solver) {
    const create = FACTORIES[name];
    if (!create) throw new Error(`unknown strategy '${String(name)}'`);
    solver = create();
    solvers.set(name, solver);
  }
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
export function ratingOf(grid: Uint8Array, given?: Rating): PuzzleRating {
  const rating =
    given ?? ratePuzzle(grid, { unique: true, ceiling: RATING_CEILING, solver: solverOf('dfs') });
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
    // Seed 003: zero givens is an empty board for the player to type a puzzle into.
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
  return { type: 'analyse', status: 'unique', rating: ratingOf(grid) };
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
        hint: hint(task.grid, { givens: task.givens, solver: solverOf('dfs') }),
      };
    case 'slice':
      return slice(task, onProgress);
    default:
      throw new Error(`unknown task '${(task as { type: string }).type}'`);
  }
}
