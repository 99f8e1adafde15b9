import { parseArgs } from 'node:util';

/** The harness's command line. */
export interface BenchArgs {
  quick: boolean;
  suites: string[];
  compare?: string | undefined;
  merge: boolean;
  out: string;
  help: boolean;
  progress: boolean;
}

export const USAGE = `Usage: pnpm bench [-- options]   (or: node dist/main.js [options])

Options:
  --quick            every suite on small samples (a few minutes on 2 cores)
  --suite NAME       run only this suite; repeatable (default: all)
  --compare OLD.json print the change of every figure against an earlier run
  --merge            keep the suites of the existing latest.json that this run does not run
                     (re-measure one suite without redoing the full run)
  --out DIR          where latest.md, latest.json and the charts go (default: results)
  --no-progress      no progress bar on stderr
  --help             this text

Suites: {suites}`;

/** Parses argv; throws a one-line error for an unknown option or a missing value. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      quick: { type: 'boolean', default: false },
      suite: { type: 'string', multiple: true, default: [] },
      compare: { type: 'string' },
      merge: { type: 'boolean', default: false },
      out: { type: 'string', default: 'results' },
      'no-progress': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    quick: values.quick ?? false,
    suites: values.suite ?? [],
    compare: values.compare,
    merge: values.merge ?? false,
    out: values.out ?? 'results',
    help: values.help ?? false,
    progress: !values['no-progress'],
  };
}
