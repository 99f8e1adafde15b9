/**
 * About how long a job takes by default (`count`). A job's round trip to a
 * worker costs tens of microseconds, so this keeps that under a percent,
 * while a job stays short next to the main thread's slice (50 ms) and a
 * run's tail. The logic commands ask for less (see PuzzleCommandSpec.jobMs).
 */
export const JOB_TARGET_MS = 10;
/** The most puzzles in one job: counting or hinting easy puzzles takes microseconds each. */
export const MAX_JOB_PUZZLES = 1024;
/** Work left that is worth starting the workers for (each takes tens of milliseconds to start). */
export const SPREAD_AFTER_MS = 50;
/**
 * Work left that is worth a second (third…) worker: each compiles the
 * engine anew, about half a second of CPU, and on a small machine its
 * compiler threads take the cores the workers need, so on 2 cores all of
 * top95 (about 1.5 s) ran slower on two workers than on one
 * (docs/performance.md).
 */
export const GROW_AFTER_MS = 5000;

/**
 * Sizes the jobs of a run by what its puzzles have cost so far: one puzzle
 * a job until a cost is measured, then about `targetMs` of work. Recent
 * jobs weigh most (each measure halves the weight of those before), so a
 * file whose hard puzzles come late gets small jobs again.
 */
export class JobSizer {
  private ms = 0;
  private puzzles = 0;
  /** Every job's cost so far, undecayed: the mean judges the run, the decayed figure sizes the next job. */
  private totalMs = 0;
  private totalPuzzles = 0;

  constructor(private readonly targetMs = JOB_TARGET_MS) {}

  /** A job of `puzzles` puzzles took `ms` milliseconds (in its thread). */
  measured(puzzles: number, ms: number): void {
    if (puzzles <= 0 || !(ms >= 0)) return;
    this.ms = this.ms / 2 + ms;
    this.puzzles = this.puzzles / 2 + puzzles;
    this.totalMs += ms;
    this.totalPuzzles += puzzles;
  }

  /** Milliseconds per puzzle, or undefined before any job came back. */
  get perPuzzle(): number | undefined {
    return this.puzzles > 0 ? this.ms / this.puzzles : undefined;
  }

  /**
   * Puzzles in the next job, from `available` waiting (at least 1 of them).
   * Once the input has ended (`last`), no job takes more than an equal share
   * of what is left for each of `threads` threads, so none idles at the end.
   */
  next(available: number, threads: number, last: boolean): number {
    const per = this.perPuzzle;
    let size = per === undefined ? 1 : Math.floor(this.targetMs / Math.max(per, 1e-3));
    size = Math.min(size, MAX_JOB_PUZZLES);
    if (last) size = Math.min(size, Math.ceil(available / Math.max(1, threads)));
    return Math.max(1, Math.min(size, available));
  }

  /**
   * Whether the `available` puzzles held are worth spreading over worker
   * threads: when a file has more to read (a long run), or when what is held
   * would take longer than SPREAD_AFTER_MS here, which one job run here
   * first tells. A stream's puzzles are judged as they come: a trickle of
   * cheap ones stays here, and a slow one moves the work anyway (its slice
   * runs out).
   */
  worthSpreading(available: number, moreInFile: boolean): boolean {
    if (moreInFile) return true;
    const per = this.perPuzzle;
    return available > 1 && per !== undefined && available * per > SPREAD_AFTER_MS;
  }

  /**
   * Whether the `available` puzzles held (and more in the file) are worth
   * another worker: a long file, or held work past GROW_AFTER_MS at the
   * mean cost of the puzzles so far (one slow cold puzzle does not decide).
   */
  worthAnotherWorker(available: number, moreInFile: boolean): boolean {
    if (moreInFile) return true;
    return this.totalPuzzles > 0 && (available * this.totalMs) / this.totalPuzzles > GROW_AFTER_MS;
  }
}
