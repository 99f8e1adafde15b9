import type { OutputTarget } from '../io/output-target.js';
import { thousands } from '../thousands.js';

/**
 * What a per-puzzle run stopped by a signal says about the results it kept:
 * "out.txt holds the results of puzzles 1-12; to go on, run the same command
 * with --skip 12". `skip` is where the run started and `done` where it
 * stopped, in puzzles from the input's start.
 */
export function stoppedRunNote(target: OutputTarget, skip: number, done: number): string {
  const results =
    done - skip === 1
      ? `the result of puzzle ${thousands(done)}`
      : `the results of puzzles ${thousands(skip + 1)}-${thousands(done)}`;
  const where =
    target.kind === 'file'
      ? `${target.shown} holds ${results}`
      : `${results} ${done - skip === 1 ? 'was' : 'were'} written`;
  return `${where}; to go on, run the same command with --skip ${done}`;
}
