import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { RunMode } from './result.js';

/** The harness's command line. */
export interface BenchArgs {
  mode: RunMode;
  suites: string[];
  compare?: string | undefined;
  merge: boolean;
  /** `--out` as given; {@link resultsDir} says where the results go without it. */
  out?: string | undefined;
  help: boolean;
  progress: boolean;
}

export const USAGE = `Usage: pnpm bench [-- options]   (or: node dist/main.js [options])

Options:
  --quick            every suite on small samples (a few minutes on 2 cores)
  --smoke            every suite on tiny inputs, one round, every answer checked
                     and no timing judged: does each suite still run?
  --suite NAME       run only this suite; repeatable (default: all)
  --compare OLD.json print the change of every figure against an earlier run
  --merge            keep the suites of the existing latest.json that this run does not run
                     (re-measure one suite without redoing the full run)
  --out DIR          where latest.md, latest.json and the charts go (default: benchmarks/results
                     for a full run; a scratch folder under the system's temporary folder for
                     --quick and --smoke, so they never overwrite the committed report)
  --no-progress      no progress bar on stderr
  --help             this text

Suites: {suites}`;

/** Parses argv; throws a one-line error for an unknown option, a missing value or a clash. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      quick: { type: 'boolean', default: false },
      smoke: { type: 'boolean', default: false },
      suite: { type: 'string', multiple: true, default: [] },
      compare: { type: 'string' },
      merge: { type: 'boolean', default: false },
      out: { type: 'string' },
      'no-progress': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.quick && values.smoke) throw new Error('--quick and --smoke exclude each other');
  if (values.out === '') throw new Error('--out needs a folder');
  return {
    mode: values.smoke ? 'smoke' : values.quick ? 'quick' : 'full',
    suites: values.suite ?? [],
    compare: values.compare,
    merge: values.merge ?? false,
    out: values.out,
    help: values.help ?? false,
    progress: !values['no-progress'],
  };
}

/** The committed report: benchmarks/results beside this package's src/ and dist/. */
export const COMMITTED_RESULTS = fileURLToPath(new URL('../results', import.meta.url));

/**
 * Where a run writes latest.md, latest.json and its charts: `--out` when
 * given; the committed benchmarks/results for a full run; otherwise a scratch
 * folder per mode under the system's temporary folder (`temp`), the same
 * on every run so that `--merge` and `--compare` can find the previous one.
 */
export function resultsDir(
  args: Pick<BenchArgs, 'mode' | 'out'>,
  temp: string = tmpdir(),
  committed: string = COMMITTED_RESULTS,
): string {
  if (args.out !== undefined) return resolve(args.out);
  if (args.mode === 'full') return committed;
  return join(temp, 'sudoku-bench', args.mode);
}
