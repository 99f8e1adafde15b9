import { SudokuError } from '@sudoku/core';
import type { Command } from 'commander';
import { InvalidArgumentError } from '../commander.js';

/** One shard of a run split over machines: the K-th (1-based) of N contiguous parts. */
export interface Shard {
  k: number;
  n: number;
}

/** What `--shard` was given: a shard, or `env/N`, whose K the batch system sets when the job runs. */
export type ShardArgument = Shard | { fromEnvironment: true; n: number };

/** The most shards: far beyond any cluster, small enough to print. */
const MAX_SHARDS = 1_000_000;

/** The help line every sharded command shows. */
export const SHARD_HELP =
  'work on the K-th of N contiguous parts of the input, several files as one (1 ≤ K ≤ N), numbered as in the whole run; ' +
  'env/N takes K from JOB_COMPLETION_INDEX (Kubernetes, from 0) or SLURM_ARRAY_TASK_ID; ' +
  '`sudoku merge` joins the parts (docs/batch-jobs.md)';

/**
 * Parses `--shard K/N` (as `split -n l/K/N` numbers its parts) or
 * `--shard env/N`. Whole numbers only, K from 1 to N.
 */
export function shardArgument(value: string): ShardArgument {
  const match = /^(env|[1-9][0-9]*)\/([1-9][0-9]*)$/.exec(value);
  const n = match ? Number(match[2]) : Number.NaN;
  if (!match || !(n <= MAX_SHARDS)) {
    throw new InvalidArgumentError(
      `--shard must be K/N (the K-th of N parts, 1 ≤ K ≤ N ≤ 1,000,000) or env/N, got "${value}"`,
    );
  }
  if (match[1] === 'env') return { fromEnvironment: true, n };
  const k = Number(match[1]);
  if (k > n) throw new InvalidArgumentError(`--shard ${value}: K is at most N, got ${k} of ${n}`);
  return { k, n };
}

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The shard `--shard env/N` means where the job runs: a Kubernetes Indexed
 * Job's pod has JOB_COMPLETION_INDEX (0 … completions - 1), a Slurm array
 * task SLURM_ARRAY_TASK_ID, counted from the array's first id
 * (SLURM_ARRAY_TASK_MIN), so `--array=0-6` and `--array=1-7` both make
 * shards 1-7. An array whose size is not N is refused: a shard would be
 * missing or done twice.
 */
export function resolveShard(argument: ShardArgument, env: Environment = process.env): Shard {
  if (!('fromEnvironment' in argument)) return argument;
  const { n } = argument;
  const k8s = env.JOB_COMPLETION_INDEX;
  if (k8s !== undefined && k8s !== '') {
    const index = wholeNumber('JOB_COMPLETION_INDEX', k8s);
    return within({ k: index + 1, n }, `JOB_COMPLETION_INDEX is ${k8s}`, 'completions');
  }
  const slurm = env.SLURM_ARRAY_TASK_ID;
  if (slurm !== undefined && slurm !== '') {
    const id = wholeNumber('SLURM_ARRAY_TASK_ID', slurm);
    const min = wholeNumber('SLURM_ARRAY_TASK_MIN', env.SLURM_ARRAY_TASK_MIN ?? '0');
    const count = env.SLURM_ARRAY_TASK_COUNT;
    if (count !== undefined && count !== '' && Number(count) !== n) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `--shard env/${n}: the Slurm array has ${count} tasks; make it --array=1-${n} or use --shard env/${count}`,
      );
    }
    const step = env.SLURM_ARRAY_TASK_STEP;
    if (step !== undefined && step !== '' && step !== '1') {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `--shard env/${n}: the Slurm array steps by ${step}; shards need consecutive ids (--array=1-${n})`,
      );
    }
    return within({ k: id - min + 1, n }, `SLURM_ARRAY_TASK_ID is ${slurm}`, 'the array size');
  }
  throw new SudokuError(
    'SUDOKU_USAGE',
    `--shard env/${n} needs JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (a Slurm array) set; elsewhere give the shard, e.g. --shard 1/${n}`,
  );
}

function wholeNumber(name: string, value: string): number {
  if (!/^(0|[1-9][0-9]*)$/.test(value)) {
    throw new SudokuError('SUDOKU_USAGE', `${name} must be a whole number, got "${value}"`);
  }
  return Number(value);
}

function within(shard: Shard, what: string, size: string): Shard {
  if (shard.k < 1 || shard.k > shard.n) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `--shard env/${shard.n}: ${what}, which is shard ${shard.k} of ${shard.n}; make ${size} ${shard.n}`,
    );
  }
  return shard;
}

/**
 * The puzzles of shard K of N in a run of `total`: from `first` (0-based)
 * to `end` (excluded). Contiguous and as equal as can be, so the shards'
 * outputs, one after another, are the whole run's.
 */
export function shardRange(shard: Shard, total: number): { first: number; end: number } {
  return {
    first: Math.floor(((shard.k - 1) * total) / shard.n),
    end: Math.floor((shard.k * total) / shard.n),
  };
}

/** "shard 3/7 (puzzles 15-21 of 50)", for summaries and notes. */
export function describeShard(shard: Shard, first: number, end: number, total: number): string {
  const which =
    end === first
      ? 'no puzzles'
      : end - first === 1
        ? `puzzle ${end}`
        : `puzzles ${first + 1}-${end}`;
  return `shard ${shard.k}/${shard.n} (${which} of ${total})`;
}

/** `--keep-going` with `--shard`: refused, since a shard finds its part by reading the whole input, which a bad grid would cut in the wrong place. */
export function keepGoingWithShard(): SudokuError {
  return new SudokuError(
    'SUDOKU_USAGE',
    '--keep-going cannot be used with --shard: a shard needs an input without format errors (find them with --keep-going alone)',
  );
}

/** Adds `--shard` to a command. */
export function addShardOption(command: Command, help = SHARD_HELP): Command {
  return command.option('--shard <K/N>', help, shardArgument);
}
