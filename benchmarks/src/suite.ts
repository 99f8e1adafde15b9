import type { Progress } from './progress.js';
import type { SuiteReport } from './result.js';

/** What every suite gets from the harness. */
export interface SuiteContext {
  /** Small samples: the whole run must fit in a few minutes on 2 cores. */
  quick: boolean;
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
  /** Why it exists (the seed's lesson it checks), for the markdown. */
  about: string;
  run(context: SuiteContext, report: SuiteReport): Promise<void>;
}

/** `quick` or `full` value of a setting. */
export function pick<T>(context: SuiteContext, quick: T, full: T): T {
  return context.quick ? quick : full;
}
