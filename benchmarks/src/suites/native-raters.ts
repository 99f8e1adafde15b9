import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOurRatings, readSkfrRatings } from '../rating-outputs.js';
import { runTimed, type TimedRun } from '../time-child.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));

/** A puzzle file both raters read: NAME.txt alone in its folder, as skfr writes beside it. */
export interface RateInput {
  id: string;
  label: string;
  puzzles: string[];
  dir: string;
  name: string;
}

/** One side of a comparison: runs once and returns the ratings, in input order. */
export interface Rater {
  key: string;
  label: string;
  rate(input: RateInput, timeoutMs: number): Promise<{ run: TimedRun; ratings: number[] }>;
}

function failure(who: string, input: RateInput, run: TimedRun): Error {
  const line = run.stderr.split('\n').find((l) => l.trim() !== '') ?? `exit status not 0`;
  return new Error(`${who} on ${input.label} failed: ${line}`);
}

/** Reads a rater's output, saying which file an error is about. */
function on<T>(input: RateInput, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new Error(`${input.label}: ${(error as Error).message}`);
  }
}

/** `sudoku rate --json`, on `threads` threads or (undefined) on every core. */
export function ours(threads?: number): Rater {
  const flag = threads === undefined ? [] : ['-t', String(threads)];
  const label = `sudoku rate${threads === undefined ? '' : ` -t ${threads}`}`;
  return {
    key: threads === undefined ? 'ours' : `ours${threads}t`,
    label,
    async rate(input, timeoutMs) {
      const args = [CLI, 'rate', '-q', '--json', ...flag, `${input.name}.txt`];
      const run = await runTimed(process.execPath, args, {
        cwd: input.dir,
        keepStdout: true,
        timeoutMs,
      });
      if (!run.ok) throw failure(label, input, run);
      return { run, ratings: on(input, () => readOurRatings(run.stdout, input.puzzles)) };
    },
  };
}

/** skfr with OpenMP on `threads` threads; it writes NAME_rat.txt, and NAME_N_rat.txt for what it cannot rate. */
export function skfr(binary: string, threads: number): Rater {
  const label = `skfr, ${threads} thread${threads > 1 ? 's' : ''}`;
  return {
    key: `skfr${threads}t`,
    label,
    async rate(input, timeoutMs) {
      const rated = join(input.dir, `${input.name}_rat.txt`);
      const unrated = join(input.dir, `${input.name}_N_rat.txt`);
      rmSync(rated, { force: true });
      rmSync(unrated, { force: true });
      const run = await runTimed(binary, [`-i${input.name}`], {
        cwd: input.dir,
        env: { OMP_NUM_THREADS: String(threads) },
        timeoutMs,
      });
      if (!run.ok) throw failure(label, input, run);
      const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
      const ratings = on(input, () => readSkfrRatings(read(rated), read(unrated), input.puzzles));
      return { run, ratings };
    },
  };
}
