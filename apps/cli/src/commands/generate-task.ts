import { formatGridsText, type GridFormat, gridToString } from '@sudoku/core';
import {
  type Difficulty,
  type GeneratedPuzzle,
  generatePuzzle,
  type Symmetry,
  type TechniqueId,
} from '@sudoku/engine';
import type { Task } from '../batch/task.js';
import { ratingFields, recordHead } from '../puzzle-record.js';
import { countingSolver } from '../unique-puzzle.js';

/** What every thread of a `generate` run is told (see task.ts). */
export interface GenerateTaskConfig {
  givens: number | undefined;
  symmetry: Symmetry;
  difficulty: Difficulty | undefined;
  /** A rating range on Sudoku Explainer's scale, inclusive. */
  rating: [number, number] | undefined;
  /** The kind of step the puzzles' hardest step must be. */
  technique: TechniqueId | undefined;
  minimal: boolean;
  /** Tries a puzzle before the closest found is written (default: the engine's). */
  attempts: number | undefined;
  seed: string;
  format: GridFormat;
  json: boolean;
}

/** Puzzles `from` to `to` (0-based, `to` excluded) of the run. */
export interface GenerateJob {
  index: number;
  from: number;
  to: number;
}

export interface GenerateResult {
  index: number;
  /** The puzzles, formatted; in the classic layout each after its blank separator line. */
  text: string;
  /** Givens of each puzzle. */
  givens: number[];
  /** Puzzles whose target was not reached, and why. */
  misses: { puzzle: number; seed: string; note: string }[];
  /** How long the job took in its thread: the next ranges are sized by it. */
  ms: number;
}

/**
 * The seed of puzzle `index` (0-based) of a run: the first puzzle uses the
 * seed itself, so `--seed S` gives the same puzzle as the game's seed S, and
 * puzzle i (1-based) uses "S-i", so a longer run starts with a shorter one
 * and any single puzzle can be regenerated alone.
 */
export function puzzleSeed(seed: string, index: number): string {
  return index === 0 ? seed : `${seed}-${index + 1}`;
}

/**
 * A generated puzzle as JSON: the fields every command's lines share
 * (puzzle-record.ts; `input` is the puzzle, ready for the other commands),
 * `status` "missed-target" with the reason when the target was missed, and
 * the rating as `rate` writes it.
 */
function jsonRecord(result: GeneratedPuzzle, index: number) {
  const missed = !result.targetReached;
  return {
    ...recordHead(index + 1, result.puzzle),
    status: missed ? 'missed-target' : 'solved',
    reason: missed ? (result.note ?? 'target not reached') : null,
    solution: gridToString(result.solution),
    seed: result.seed,
    symmetry: result.symmetry,
    ...(result.rating ? ratingFields(result.rating) : {}),
    targetGivens: result.targetGivens ?? null,
    targetReached: result.targetReached,
    attempts: result.attempts,
  };
}

/**
 * The task of `sudoku generate` (a bundle entry: dist/generate-task.js): a
 * range of the run's puzzles, each from its own seed, so any thread makes
 * the same bytes and the run's output does not depend on the threads.
 */
export function createTask(config: GenerateTaskConfig): Task<GenerateJob, GenerateResult> {
  return ({ index, from, to }) => {
    const started = performance.now();
    const result: GenerateResult = { index, text: '', givens: [], misses: [], ms: 0 };
    for (let i = from; i < to; i++) {
      const puzzle = generatePuzzle({
        givens: config.givens,
        symmetry: config.symmetry,
        difficulty: config.difficulty,
        rating: config.rating,
        technique: config.technique,
        solver: countingSolver,
        minimal: config.minimal || undefined,
        maxAttempts: config.attempts,
        seed: puzzleSeed(config.seed, i),
      });
      result.givens.push(puzzle.givens);
      if (!puzzle.targetReached) {
        result.misses.push({
          puzzle: i + 1,
          seed: puzzle.seed,
          note: puzzle.note ?? 'target not reached',
        });
      }
      result.text += config.json
        ? `${JSON.stringify(jsonRecord(puzzle, i))}\n`
        : (config.format === 'grid' ? '\n' : '') + formatGridsText([puzzle.puzzle], config.format);
    }
    result.ms = performance.now() - started;
    return result;
  };
}
