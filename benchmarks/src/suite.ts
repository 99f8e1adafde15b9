import type { Progress } from './progress.js';
import type { RunMode, SuiteReport } from './result.js';

/** What every suite gets from the harness. */
export interface SuiteContext {
  /**
   * `full`; `quick`, small samples (the whole run in a few minutes on 2
   * cores); or `smoke`, tiny inputs and one round: every answer is still
   * checked, but no figure means anything.
   */
  mode: RunMode;
  progress: Progress;
  /** A line for the terminal (stdout), printed as the suite goes. */
  log(line: string): void;
  /** A scratch folder for files a suite writes; removed after the run. */
  tmpDir: string;
}

/** One benchmark suite: a file under src/suites/. */
export interface Suite {
  /** The `--suite NAME` key. */
  name: string;
  title: string;
  /** Why it exists (the lesson it checks), for the markdown. */
  about: string;
  run(context: SuiteContext, report: SuiteReport): Promise<void>;
}

/** The value of a setting for the run's mode. */
export function pick<T>(context: Pick<SuiteContext, 'mode'>, values: Record<RunMode, T>): T {
  return values[context.mode];
}
