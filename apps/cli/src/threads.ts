import { availableParallelism } from 'node:os';
import { wholeNumber } from './options.js';
import { thousands } from './thousands.js';

/** The largest `--threads` accepted; anything above the cores is used as the cores. */
export const MAX_THREADS_ASKED = 1024;

/** `--threads N`'s parser: a whole number from 1 to MAX_THREADS_ASKED. */
export const threadsArgument = wholeNumber('--threads', 1, MAX_THREADS_ASKED);

/** What the thread count may not exceed beside the cores: the units of work a run has. */
export interface WorkLimit {
  units: number;
  /** The units named with their number: "3 puzzles to generate". */
  name(units: number): string;
}

/**
 * The threads a command works on: the `--threads` asked (every core when
 * not asked), but never more than the cores, since the work is all CPU and
 * extra threads only take turns on them while each costs its own memory
 * (1,024 took 8 GB for nothing), nor more than the run has work for.
 * When that is fewer than asked, `note` gets one line saying so.
 */
export function workingThreads(
  asked: number | undefined,
  note: (line: string) => void,
  work?: WorkLimit,
): number {
  const cores = availableParallelism();
  let used = Math.min(asked ?? cores, cores);
  let why = `the ${thousands(cores)} core${cores === 1 ? '' : 's'} here`;
  if (work && work.units < used) {
    used = Math.max(1, work.units);
    why = `the ${work.name(work.units)}`;
  }
  if (asked !== undefined && asked > used) {
    note(
      `sudoku: --threads ${asked} is more than ${why}; using at most ${used} thread${used === 1 ? '' : 's'}`,
    );
  }
  return used;
}
