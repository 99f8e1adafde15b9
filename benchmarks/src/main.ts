import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseBenchArgs, resultsDir, USAGE } from './args.js';
import { compareRuns, parseRunResult } from './compare.js';
import { machineInfo } from './machine.js';
import { mergeRuns } from './merge.js';
import { createProgress } from './progress.js';
import { chartFile, comparisonText, markdownReport, suiteText } from './render.js';
import { type RunResult, SuiteReport, type SuiteResult } from './result.js';
import type { SuiteContext } from './suite.js';
import { SUITES } from './suites/index.js';
import { renderBarChart } from './svg-chart.js';

/**
 * `pnpm bench`: runs the suites, prints tables, writes latest.{md,json} and
 * charts into {@link resultsDir}. Returns the exit status.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const names = SUITES.map((s) => s.name).join(', ');
  let args: ReturnType<typeof parseBenchArgs>;
  try {
    args = parseBenchArgs(argv);
  } catch (error) {
    process.stderr.write(
      `bench: ${(error as Error).message}\n${USAGE.replace('{suites}', names)}\n`,
    );
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE.replace('{suites}', names)}\n`);
    return 0;
  }
  const unknown = args.suites.filter((s) => !SUITES.some((suite) => suite.name === s));
  if (unknown.length) {
    process.stderr.write(`bench: unknown suite ${unknown.join(', ')}; suites: ${names}\n`);
    return 2;
  }
  // Read the old run first: a typo in the path should not cost a whole run.
  const previous = args.compare
    ? parseRunResult(readFileSync(resolve(args.compare), 'utf8'), args.compare)
    : undefined;
  const selected = args.suites.length ? SUITES.filter((s) => args.suites.includes(s.name)) : SUITES;
  const outDir = resultsDir(args);
  const tmpDir = mkdtempSync(join(tmpdir(), 'sudoku-bench-'));
  const progress = createProgress(args.progress);
  const run: RunResult = {
    format: 1,
    mode: args.mode,
    command: ['bench', ...argv].join(' '),
    machine: machineInfo(),
    suites: [],
  };
  const m = run.machine;
  process.stdout.write(
    `sudoku benchmarks (${run.mode}) · ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB · Node ${m.node}\n`,
  );
  try {
    for (const suite of selected) {
      const context: SuiteContext = {
        mode: args.mode,
        progress,
        log: (line) => process.stdout.write(`${line}\n`),
        tmpDir,
      };
      const report = new SuiteReport();
      const loadAverage = Math.round(loadavg()[0] * 10) / 10;
      const start = performance.now();
      let error: string | undefined;
      try {
        await suite.run(context, report);
      } catch (e) {
        error = (e as Error).message ?? String(e);
      } finally {
        progress.stop();
      }
      const result: SuiteResult = {
        name: suite.name,
        title: suite.title,
        about: suite.about,
        elapsedMs: performance.now() - start,
        measuredAt: new Date().toISOString(),
        loadAverage,
        ...report,
        ...(error ? { error } : {}),
      };
      run.suites.push(result);
      process.stdout.write(`${suiteText(result)}\n`);
    }
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }

  mkdirSync(outDir, { recursive: true });
  if (args.merge) {
    const earlierFile = join(outDir, 'latest.json');
    if (existsSync(earlierFile)) {
      mergeRuns(
        run,
        parseRunResult(readFileSync(earlierFile, 'utf8'), earlierFile),
        SUITES.map((s) => s.name),
      );
    }
  }
  for (const suite of run.suites) {
    suite.charts.forEach((chart, i) => {
      writeFileSync(join(outDir, chartFile(suite.name, i)), renderBarChart(chart));
    });
  }
  writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(run, null, 2)}\n`);
  writeFileSync(join(outDir, 'latest.md'), markdownReport(run));
  process.stdout.write(`\nwrote ${join(outDir, 'latest.md')}, latest.json and the charts\n`);
  if (run.mode !== 'full' && args.out === undefined) {
    process.stdout.write(
      `(a ${run.mode} run writes to this scratch folder; only a full \`pnpm bench\` or --out replaces benchmarks/results)\n`,
    );
  }
  if (previous)
    process.stdout.write(`${comparisonText(compareRuns(previous, run), args.compare!)}\n`);
  return run.suites.some((s) => s.error) ? 1 : 0;
}

// Run when started as a program, not when a test imports main().
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
