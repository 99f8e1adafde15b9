import { Worker } from 'node:worker_threads';
import type { Grid } from '@sudoku/core';
import { assignmentPuzzles, type Dataset, loadDataFile } from '../datasets.js';
import { num, times, us } from '../format.js';
import { type Contender, timeInterleaved } from '../interleave.js';
import { type ContenderInfo, loadContender, PEERS } from '../peers.js';
import { summarize, timeRatio } from '../stats.js';
import { installedStrategies } from '../strategies.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import type { Bar } from '../svg-chart.js';

/** The checking pass's verdict. */
type Check = { ok: true; ms: number } | { ok: false; reason: string };

/**
 * Runs the checking pass of one contender on one set in a worker with a
 * watchdog: `capMs` per puzzle, `budgetMs` for the whole set.
 */
function checkInWorker(id: string, set: Dataset, capMs: number, budgetMs: number): Promise<Check> {
  const flat = new Uint8Array(set.puzzles.length * 81);
  set.puzzles.forEach((p, i) => {
    flat.set(p, i * 81);
  });
  const worker = new Worker(new URL('./peer-worker.js', import.meta.url), {
    workerData: { id, puzzles: flat },
  });
  return new Promise<Check>((resolve) => {
    let total = 0;
    let done = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (check: Check) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(check);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          finish({
            ok: false,
            reason: `puzzle ${done + 1} ran past the ${capMs} ms cap (stopped)`,
          }),
        capMs,
      );
    };
    worker.on('message', (m: { type: string; index: number; ms: number; problem?: string }) => {
      if (m.type === 'ready') return arm();
      if (m.type === 'done') return finish({ ok: true, ms: total });
      total += m.ms;
      done = m.index + 1;
      if (m.problem) return finish({ ok: false, reason: `puzzle ${done}: ${m.problem}` });
      if (total > budgetMs && done < set.puzzles.length) {
        return finish({
          ok: false,
          reason: `too slow for this run: ${done} of ${set.puzzles.length} in ${(total / 1000).toFixed(1)} s`,
        });
      }
      arm();
    });
    worker.on('error', (error) =>
      finish({ ok: false, reason: `failed to load: ${error.message}` }),
    );
  });
}

async function peerSets(context: SuiteContext): Promise<Dataset[]> {
  return [
    await loadDataFile('17-clue', pick(context, { smoke: 10, quick: 60, full: 2_000 })),
    await loadDataFile('top1465', pick(context, { smoke: 10, quick: 60, full: Infinity })),
    await loadDataFile('top95', pick(context, { smoke: 10, quick: 95, full: Infinity })),
    assignmentPuzzles(pick(context, { smoke: 30, quick: 300, full: 10_000 })),
  ];
}

export const peersSuite: Suite = {
  name: 'peers',
  title: 'Peers: npm Sudoku solvers side by side with ours',
  about:
    'The same puzzles through `dancing-links` (a fast DLX library; the Sudoku encoding as exact cover is ' +
    'ours), `@algorithm.ts/sudoku` (DLX), `sudoku-core` (human solving strategies) and `sudoku` (David Bau’s ' +
    'deduce-and-guess), next to our strategies. Each contender is first run on every puzzle in a worker with a ' +
    'per-puzzle cap and its answers checked; only a contender that answers everything correctly in time is timed, ' +
    'in the main thread, in alternating rounds.',
  async run(context, report) {
    const plugins = await installedStrategies();
    const preferred = plugins.filter((p) => p.name === 'dfs' || p.name === 'dlx');
    const ours: ContenderInfo[] = (preferred.length ? preferred : plugins).map((p) => ({
      id: `ours:${p.name}`,
      label: `ours: ${p.name}`,
    }));
    const contenders = [...ours, ...PEERS];
    const sets = await peerSets(context);
    const capMs = pick(context, { smoke: 500, quick: 2_000, full: 10_000 });
    const budgetMs = pick(context, { smoke: 5_000, quick: 5_000, full: 120_000 });
    const timingBudgetMs = pick(context, { smoke: 5_000, quick: 5_000, full: 60_000 });
    const maxRounds = pick(context, { smoke: 1, quick: 3, full: 7 });
    const baseline = ours[0];
    const rows: string[][] = [];
    const bars: Bar[] = [];
    context.progress.start('peers', sets.length * contenders.length * 2);
    for (const set of sets) {
      const passed: { info: ContenderInfo; ms: number }[] = [];
      for (const info of contenders) {
        context.progress.step(`${info.id} · ${set.id}: checking`);
        const check = await checkInWorker(info.id, set, capMs, budgetMs);
        if (check.ok) passed.push({ info, ms: check.ms });
        else {
          rows.push([set.label, info.label, '—', '—', '—', '—', check.reason]);
          report.notes.push(`${info.label} on ${set.label}: ${check.reason}.`);
          report.figure(`${info.id}/${set.id}/passed`, 0, 'bool', 'higher');
        }
      }
      const solvers = await Promise.all(passed.map((p) => loadContender(p.info.id)));
      // Warm each in this thread (the checks ran in workers).
      solvers.forEach((solve) => {
        for (const puzzle of set.puzzles.slice(0, 200)) solve(puzzle);
      });
      const spent = passed.reduce((s, p) => s + p.ms, 0);
      const rounds = Math.max(
        Math.min(3, maxRounds),
        Math.min(maxRounds, Math.floor(timingBudgetMs / Math.max(1, spent))),
      );
      const timed: Contender[] = passed.map((p, k) => ({
        name: p.info.label,
        items: set.puzzles.length,
        run: (i: number) => solvers[k](set.puzzles[i] as Grid),
      }));
      const timings = timeInterleaved(timed, rounds, (_, name) =>
        context.progress.step(`${name} · ${set.id}`),
      );
      const base = timings[passed.findIndex((p) => p.info.id === baseline.id)];
      timings.forEach((t, k) => {
        const { info } = passed[k];
        const s = summarize(t.samples);
        const perSecond = (set.puzzles.length / t.total) * 1000;
        const ratio = base ? timeRatio(t, base) : Number.NaN;
        report.figure(`${info.id}/${set.id}/passed`, 1, 'bool', 'higher');
        report.figure(`${info.id}/${set.id}/puzzlesPerSecond`, perSecond, 'puzzles/s', 'higher');
        report.figure(`${info.id}/${set.id}/medianUs`, s.median * 1000, 'µs', 'lower');
        report.figure(`${info.id}/${set.id}/timeVsOurs`, ratio, '×', 'lower');
        rows.push([
          set.label,
          info.label,
          num(perSecond),
          us(s.median),
          us(s.p95),
          times(ratio),
          `${rounds} rounds`,
        ]);
        bars.push({
          label: `${info.id.replace(/^(ours|peer):/, '')} · ${set.id}`,
          value: ratio,
          group: info.id,
        });
      });
      if (base) {
        const peers = timings
          .map((t, k) => ({ info: passed[k].info, ratio: timeRatio(t, base) }))
          .filter((x) => x.info.id.startsWith('peer:'))
          .sort((a, b) => a.ratio - b.ratio);
        if (peers.length) {
          report.headline.push(
            `${set.label}: the fastest peer (${peers[0].info.label}) takes ${times(peers[0].ratio)} the time of ${baseline.label}.`,
          );
        }
      }
    }
    report.table(
      'Peers and ours on the same puzzles (answers checked first)',
      [
        'data set',
        'solver',
        'puzzles/s',
        'median µs',
        'p95 µs',
        `time vs ${baseline.label}`,
        'note',
      ],
      rows,
    );
    report.charts.push({
      title: `Time relative to ${baseline.label} (lower is faster)`,
      unit: `× ${baseline.label} time`,
      reference: 1,
      log: true,
      bars,
    });
  },
};
