import { formatGridsText, type GridFormat, gridToString } from '@sudoku/core';
import {
  type Difficulty,
  freshSeed,
  type GeneratedPuzzle,
  generatePuzzle,
  type Symmetry,
} from '@sudoku/engine';
import { createProgress } from '../batch/progress.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { withOutput } from '../io/output.js';
import { TextOutput } from '../io/text-output.js';
import { thousands } from '../thousands.js';
import type { Reporter } from './reporter.js';

export interface GenerateCommandOptions {
  givens: number | undefined;
  symmetry: Symmetry;
  difficulty: Difficulty | undefined;
  minimal: boolean;
  seed: string | undefined;
  count: number;
  format: GridFormat;
  output: string | undefined;
  json: boolean;
  quiet: boolean;
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

function jsonRecord(result: GeneratedPuzzle, index: number) {
  return {
    index: index + 1,
    seed: result.seed,
    puzzle: gridToString(result.puzzle),
    solution: gridToString(result.solution),
    givens: result.givens,
    symmetry: result.symmetry,
    difficulty: result.rating?.difficulty ?? null,
    hardestTechnique: result.rating?.hardestTechnique ?? null,
    steps: result.rating?.steps.length ?? null,
    targetGivens: result.targetGivens ?? null,
    targetReached: result.targetReached,
    attempts: result.attempts,
    note: result.note ?? null,
  };
}

/**
 * `sudoku generate`: K unique puzzles from the engine, reproducible by seed.
 * A target the engine could not meet (givens with a symmetry, every clue
 * needed, no puzzle of the asked difficulty in its attempts) is still
 * written (the closest puzzle found), and stderr says what was asked and
 * what was reached; it does not change the exit status, since every puzzle
 * written is valid and unique (`--json` carries `targetReached`).
 */
export async function generateCommand(
  options: GenerateCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  const started = performance.now();
  const seed = options.seed ?? freshSeed();
  const progress = createProgress({
    enabled: !options.quiet,
    label: 'generating',
    unit: 'puzzles',
    total: options.count,
  });
  let missed = 0;
  let givensTotal = 0;
  let minGivens = 81;
  let maxGivens = 0;
  let done = 0;
  const { description } = await withOutput(options.output, progress, async (output) => {
    const text = new TextOutput(output, () => progress.update(done));
    for (let i = 0; i < options.count; i++) {
      const result = generatePuzzle({
        givens: options.givens,
        symmetry: options.symmetry,
        difficulty: options.difficulty,
        minimal: options.minimal || undefined,
        seed: puzzleSeed(seed, i),
      });
      givensTotal += result.givens;
      minGivens = Math.min(minGivens, result.givens);
      maxGivens = Math.max(maxGivens, result.givens);
      if (!result.targetReached) {
        missed++;
        reporter.problem(
          `puzzle ${i + 1} (seed ${result.seed}): ${result.note ?? 'target not reached'}`,
        );
      }
      done = i + 1;
      if (options.json) {
        await text.add(`${JSON.stringify(jsonRecord(result, i))}\n`);
      } else {
        // The classic layout puts a blank line between grids.
        const separator = i > 0 && options.format === 'grid' ? '\n' : '';
        await text.add(separator + formatGridsText([result.puzzle], options.format));
      }
    }
    await text.flush();
  });
  if (!options.quiet) {
    const n = options.count;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const givens =
      minGivens === maxGivens
        ? `${minGivens} givens`
        : `${minGivens}-${maxGivens} givens, mean ${(givensTotal / n).toFixed(1)}`;
    const misses = missed ? `; ${missed} missed the target (see above)` : '';
    reporter.info(
      `generated ${thousands(n)} puzzle${n === 1 ? '' : 's'} (${givens}) with seed ${seed} in ${seconds} s → ${description}${misses}`,
    );
  }
  return EXIT.OK;
}
