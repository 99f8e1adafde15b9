import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { formatGrids, type Grid, type Solver } from '@sudoku/core';
import { writeClassicGrid } from '@sudoku/core/batch';
import { threadCpuSeconds } from '../cpu-time.js';
import { assignmentPuzzles } from '../datasets.js';
import { num, pct, times } from '../format.js';
import { median } from '../stats.js';
import { loadStrategy } from '../strategies.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import { assertSolution } from '../validate.js';
import { closeQueue, createWriterQueue, pushGrid, type WaitMode } from './writer-queue.js';

type Mode = WaitMode | 'none';

interface Measurement {
  wallSeconds: number;
  solverCpu: number;
  writerCpu: number;
}

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'spin', label: 'writer thread, spin-wait' },
  { mode: 'block', label: 'writer thread, blocking wait (Atomics.wait)' },
  { mode: 'none', label: 'no writer thread (solver writes)' },
];

function startWriter(
  mode: WaitMode,
  queue: ReturnType<typeof createWriterQueue>,
  file: string,
): Promise<Worker> {
  const worker = new Worker(new URL('./writer-wait-worker.js', import.meta.url), {
    workerData: { control: queue.control.buffer, slots: queue.slots.buffer, mode, file },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
  });
}

function solvedGrid(solver: Solver, puzzle: Grid): Uint8Array {
  const result = solver.solve(puzzle);
  if (result.status !== 'solved')
    throw new Error(`writer-wait: a checked puzzle came back ${result.status}`);
  return result.solution;
}

/** One batch: solve every puzzle on this thread; write the answers by `mode`. */
async function runBatch(
  solver: Solver,
  puzzles: readonly Grid[],
  mode: Mode,
  file: string,
): Promise<Measurement> {
  if (mode === 'none') {
    const cpu0 = threadCpuSeconds() ?? Number.NaN;
    const t0 = performance.now();
    const fd = openSync(file, 'w');
    const out = new Uint8Array(1 << 16);
    let used = 0;
    for (let i = 0; i < puzzles.length; i++) {
      const solution = solvedGrid(solver, puzzles[i]);
      if (used + 163 > out.length) {
        writeSync(fd, out, 0, used);
        used = 0;
      }
      if (i > 0) out[used++] = 10;
      used = writeClassicGrid(solution, out, used);
    }
    if (used) writeSync(fd, out, 0, used);
    closeSync(fd);
    const wall = (performance.now() - t0) / 1000;
    return {
      wallSeconds: wall,
      solverCpu: (threadCpuSeconds() ?? Number.NaN) - cpu0,
      writerCpu: 0,
    };
  }
  const queue = createWriterQueue(1024);
  const worker = await startWriter(mode, queue, file);
  const finished = new Promise<{ cpuSeconds: number | null; grids: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const cpu0 = threadCpuSeconds() ?? Number.NaN;
  const t0 = performance.now();
  worker.postMessage('go');
  for (const puzzle of puzzles) pushGrid(queue, solvedGrid(solver, puzzle), mode);
  closeQueue(queue);
  const solverCpu = (threadCpuSeconds() ?? Number.NaN) - cpu0;
  const done = await finished;
  const wall = (performance.now() - t0) / 1000;
  await worker.terminate();
  if (done.grids !== puzzles.length)
    throw new Error(`writer-wait: the writer wrote ${done.grids} of ${puzzles.length} grids`);
  return { wallSeconds: wall, solverCpu, writerCpu: done.cpuSeconds ?? Number.NaN };
}

export const writerWaitSuite: Suite = {
  name: 'writer-wait',
  title: 'Writer thread: spin-wait vs blocking wait vs none',
  about:
    'The C++ solver solved on the main thread and wrote answers from a second thread. Spin-waiting on an ' +
    'empty queue made the writer burn as much CPU as the solver (a 50/50 split in the profiler); ' +
    'blocking on a condition variable brought it to 80/17. Here the solver runs on the main thread and ' +
    'hands grids to a worker through a SharedArrayBuffer ring; the worker either polls it or sleeps in ' +
    '`Atomics.wait` and is woken per grid by `Atomics.notify`. Each thread reads its own CPU time from ' +
    '`/proc/thread-self/stat`. The output file is checked byte for byte after every run.',
  async run(context: SuiteContext, report) {
    const count = pick(context, { smoke: 2_000, quick: 40_000, full: 400_000 });
    const rounds = pick(context, { smoke: 1, quick: 2, full: 5 });
    context.progress.start('writer-wait', 1 + rounds * MODES.length);
    const set = assignmentPuzzles(count, 4242);
    const solver = (await loadStrategy('dfs')).create();
    const solutions = set.puzzles.map((p, i) => {
      const s = solvedGrid(solver, p);
      assertSolution('dfs', set.label, i, p, s);
      return s;
    });
    const expected = formatGrids(solutions);
    context.progress.step('answers checked');
    if (threadCpuSeconds() === undefined) {
      report.notes.push(
        '/proc/thread-self/stat is not readable here (not Linux): CPU columns are n/a.',
      );
    }
    const results = new Map<Mode, Measurement[]>(MODES.map((m) => [m.mode, []]));
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < MODES.length; k++) {
        const { mode, label } = MODES[(round + k) % MODES.length];
        const file = join(context.tmpDir, `writer-${mode}.txt`);
        const m = await runBatch(solver, set.puzzles, mode, file);
        if (
          statSync(file).size !== expected.length ||
          Buffer.compare(readFileSync(file), expected) !== 0
        ) {
          throw new Error(
            `writer-wait (${label}): the output file differs from the expected answers`,
          );
        }
        results.get(mode)!.push(m);
        context.progress.step(label);
      }
    }
    const rows: string[][] = [];
    const split: Record<Mode, number> = { spin: Number.NaN, block: Number.NaN, none: Number.NaN };
    const wallOf: Record<Mode, number> = { spin: Number.NaN, block: Number.NaN, none: Number.NaN };
    for (const { mode, label } of MODES) {
      const ms = results.get(mode)!;
      const wall = median(ms.map((m) => m.wallSeconds));
      const solverCpu = median(ms.map((m) => m.solverCpu));
      const writerCpu = median(ms.map((m) => m.writerCpu));
      const total = solverCpu + writerCpu;
      split[mode] = (solverCpu / total) * 100;
      wallOf[mode] = wall;
      report.figure(`${mode}/wallSeconds`, wall, 's', 'lower');
      report.figure(`${mode}/solverCpuSeconds`, solverCpu, 's', 'lower');
      report.figure(`${mode}/writerCpuSeconds`, writerCpu, 's', 'lower');
      report.figure(`${mode}/solverSharePercent`, split[mode], '%', 'none');
      rows.push([
        label,
        num(wall, 2),
        num(solverCpu, 2),
        num(writerCpu, 2),
        `${pct((solverCpu / total) * 100)} / ${pct((writerCpu / total) * 100)}`,
        num(count / wall),
      ]);
    }
    report.table(
      `${num(count)} assignment-style puzzles solved with dfs and written in the classic layout (median of ${rounds} rounds)`,
      [
        'writer',
        'wall s',
        'solver CPU s',
        'writer CPU s',
        'CPU split solver / writer',
        'puzzles/s',
      ],
      rows,
    );
    report.headline.push(
      `CPU split solver/writer: spin-wait ${pct(split.spin)} / ${pct(100 - split.spin)} (C++ report: 50/50), blocking ${pct(split.block)} / ${pct(100 - split.block)} (C++ report: 80/17); wall time blocking vs spin ${times(wallOf.block / wallOf.spin)}, no writer vs blocking ${times(wallOf.none / wallOf.block)}.`,
    );
    report.charts.push({
      title: 'CPU seconds per thread (solver + writer)',
      unit: 'CPU seconds',
      bars: MODES.flatMap(({ mode }) => [
        {
          label: `${mode}: solver thread`,
          value: median(results.get(mode)!.map((m) => m.solverCpu)),
        },
        {
          label: `${mode}: writer thread`,
          value: median(results.get(mode)!.map((m) => m.writerCpu)),
        },
      ]),
    });
    report.notes.push(
      'CPU time has a 10 ms resolution (clock ticks of 1/100 s). A spinning writer keeps one core busy for ' +
        'the whole batch: on this 2-core machine shared with other jobs, that core is taken from someone ' +
        'else, and on one core it would be taken from the solver. Blocking costs a futex wake-up per grid ' +
        '(the C++ writer notified per push too); the writer then sleeps whenever it is ahead, which is almost always, ' +
        'because formatting a grid is far cheaper than solving one.',
    );
  },
};
