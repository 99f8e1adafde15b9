import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatGrids, type Grid, parsePuzzles } from '@sudoku/core';
import { childEnv, childEnvNote } from '../child-env.js';
import { loadDataFile } from '../datasets.js';
import { num, times } from '../format.js';
import type { SuiteReport } from '../result.js';
import { median } from '../stats.js';
import { installedStrategies } from '../strategies.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import { solutionProblem } from '../validate.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));
const TIME = '/usr/bin/time';
const PEER = 'dancing-links';

/**
 * The baseline as a whole process: reads a file of 81-character lines, solves
 * each puzzle with the npm `dancing-links` package the fastest way its README
 * allows (sparse constraints added in one batch, findOne), and writes one
 * solution per line, as `sudoku solve --format line` does. Only the rows the
 * givens allow are added (a given keeps one row, an empty cell the digits no
 * peer holds), which makes its search smaller than the plain 729-row encoding.
 */
function peerScript(dancingLinksUrl: string): string {
  return `import { readFileSync, writeFileSync } from 'node:fs';
import { DancingLinks } from ${JSON.stringify(dancingLinksUrl)};
const [input, output] = process.argv.slice(2);
const dlx = new DancingLinks();
const p = new Uint8Array(81);
const lines = [];
for (const line of readFileSync(input, 'latin1').split('\\n')) {
  if (line.length < 81 || line.charCodeAt(0) === 35) continue;
  const rows = new Int32Array(9), cols = new Int32Array(9), boxes = new Int32Array(9);
  for (let i = 0; i < 81; i++) {
    const c = line.charCodeAt(i);
    p[i] = c >= 49 && c <= 57 ? c - 48 : 0;
    if (p[i] === 0) continue;
    const r = (i / 9) | 0, k = i % 9, b = 3 * ((r / 3) | 0) + ((k / 3) | 0);
    rows[r] |= 1 << p[i]; cols[k] |= 1 << p[i]; boxes[b] |= 1 << p[i];
  }
  const constraints = [];
  for (let i = 0; i < 81; i++) {
    const r = (i / 9) | 0, k = i % 9, b = 3 * ((r / 3) | 0) + ((k / 3) | 0);
    for (let d = 1; d <= 9; d++) {
      if (p[i] ? p[i] !== d : ((rows[r] | cols[k] | boxes[b]) >> d) & 1) continue;
      constraints.push({ data: i * 9 + d - 1, columnIndices: [i, 81 + r * 9 + d - 1, 162 + k * 9 + d - 1, 243 + b * 9 + d - 1] });
    }
  }
  const solver = dlx.createSolver({ columns: 324 });
  solver.addSparseConstraints(constraints);
  const [solution] = solver.findOne();
  const out = Array.from(p, (v) => String(v));
  if (solution) for (const row of solution) out[(row.data / 9) | 0] = String((row.data % 9) + 1);
  lines.push(out.join(''));
}
writeFileSync(output, lines.join('\\n') + '\\n');
`;
}

/** One child process under /usr/bin/time (and coreutils timeout). */
interface Run {
  ok: boolean;
  wallSeconds: number;
  /** User + system CPU seconds of the child. */
  cpuSeconds: number;
  stderr: string;
}

function measure(args: string[], dir: string, timeoutMs: number): Run {
  const timeFile = join(dir, '.whole-process-time');
  rmSync(timeFile, { force: true });
  // coreutils timeout signals its whole process group, so a run over the
  // limit ends with its node child (killing /usr/bin/time alone would leave
  // the child running).
  const child = spawnSync(
    'timeout',
    ['-k', '5', String(timeoutMs / 1000), TIME, '-f', '%e %U %S', '-o', timeFile].concat([
      process.execPath,
      ...args,
    ]),
    { cwd: dir, env: childEnv(), encoding: 'utf8' },
  );
  const stderr = `${child.stderr ?? ''}${child.error ? child.error.message : ''}`.trim();
  const fields = existsSync(timeFile)
    ? readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-3).map(Number)
    : [];
  const [wall, user, system] = fields;
  const ok = child.status === 0 && fields.length === 3 && fields.every(Number.isFinite);
  return { ok, wallSeconds: wall, cpuSeconds: user + system, stderr };
}

/** Why an output file is not the answers to `puzzles`, or undefined when it is. */
function outputProblem(file: string, puzzles: readonly Grid[]): string | undefined {
  if (!existsSync(file)) return 'wrote no output file';
  const answers = parsePuzzles(readFileSync(file));
  if (answers.length !== puzzles.length)
    return `wrote ${answers.length} grids for ${puzzles.length} puzzles`;
  for (let i = 0; i < puzzles.length; i++) {
    const problem = solutionProblem(puzzles[i], answers[i]);
    if (problem) return `puzzle ${i + 1}: ${problem}`;
  }
  return undefined;
}

interface Contender {
  id: string;
  label: string;
  args: (input: string, output: string) => string[];
  runs: Run[];
  dropped?: string;
}

/**
 * Puzzles every strategy solves first, under a limit scaled from a whole
 * pass's: one too slow for them (plain backtracking) is left out at once,
 * not after spending the pass's whole limit in the first round.
 */
const PROBE_PUZZLES = 200;

function firstLine(text: string): string {
  return text.split('\n').find((l) => l.trim() !== '') ?? '(no message)';
}

export const wholeProcessSuite: Suite = {
  name: 'whole-process',
  title: 'Whole processes: `sudoku solve -t 1` per strategy vs a dancing-links script',
  about:
    'The speed claim as a user would check it: every installed strategy through the built CLI ' +
    '(`node apps/cli/bin.js solve -q -t 1 --format line -s NAME FILE -o OUT`, one thread) and a small ' +
    'Node script that solves the same file with the npm `dancing-links` package (sparse constraints, ' +
    'only the rows the givens allow, `findOne`) and writes the same lines. Each is a child process ' +
    'timed by `/usr/bin/time -f "%e %U %S"`, in interleaved rounds (the order rotates); the figure is ' +
    'the median user+system CPU time, start-up, reading and writing included. Every output is checked ' +
    'on the first round. Children run without `NODE_EXTRA_CA_CERTS` and `NODE_OPTIONS` (see the notes ' +
    'when they are set). Data: the whole 17-clue file (a sample of 2,000 with `--quick`).',
  async run(context: SuiteContext, report: SuiteReport) {
    if (!existsSync(join(CLI, '..', 'dist', 'main.js')))
      throw new Error(`the CLI is not built: ${join(CLI, '..', 'dist', 'main.js')} is missing`);
    if (!existsSync(TIME)) throw new Error(`${TIME} is missing: it measures the child's CPU time`);
    const envNote = childEnvNote();
    if (envNote) report.notes.push(envNote);
    const dir = context.tmpDir;
    const set = await loadDataFile(
      '17-clue',
      pick(context, { smoke: 200, quick: 2000, full: Number.POSITIVE_INFINITY }),
    );
    const input = join(dir, 'whole-process-puzzles.txt');
    writeFileSync(input, formatGrids(set.puzzles, 'line'));
    const script = join(dir, 'dancing-links-solve.mjs');
    writeFileSync(script, peerScript(import.meta.resolve(PEER)));

    // A strategy that needs longer than this for one pass is left out.
    const timeoutMs = pick(context, { smoke: 5_000, quick: 15_000, full: 120_000 });
    const contenders: Contender[] = (await installedStrategies()).map((plugin) => ({
      id: plugin.name,
      label: `sudoku solve -s ${plugin.name}`,
      args: (file, out) =>
        [CLI, 'solve', '-q', '-t', '1', '--format', 'line'].concat([
          '-s',
          plugin.name,
          file,
          '-o',
          out,
        ]),
      runs: [],
    }));
    contenders.push({
      id: PEER,
      label: 'dancing-links 4.3.10 script',
      args: (file, out) => [script, file, out],
      runs: [],
    });
    // Nine rounds: this shared machine has slow and fast spells, and a
    // median of five swung the ratio by a quarter between runs.
    const rounds = pick(context, { smoke: 1, quick: 3, full: 9 });
    if (set.puzzles.length > PROBE_PUZZLES) {
      const probe = join(dir, 'whole-process-probe.txt');
      writeFileSync(probe, formatGrids(set.puzzles.slice(0, PROBE_PUZZLES), 'line'));
      const probeMs = Math.max(2_000, (timeoutMs * PROBE_PUZZLES) / set.puzzles.length);
      for (const c of contenders) {
        if (c.id === PEER) continue;
        const out = join(dir, `whole-process-probe-${c.id}.txt`);
        const run = measure(c.args(probe, out), dir, probeMs);
        rmSync(out, { force: true });
        if (run.ok) continue;
        c.dropped = `its first ${PROBE_PUZZLES} puzzles failed or passed ${probeMs / 1000} s, so a pass would pass ${timeoutMs / 1000} s: ${firstLine(run.stderr)}`;
        report.notes.push(`${c.label}: left out, ${c.dropped}.`);
      }
    }
    context.progress.start('whole-process', rounds * contenders.length);
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < contenders.length; k++) {
        const c = contenders[(k + round) % contenders.length];
        context.progress.step(`${c.id}, round ${round + 1}`);
        if (c.dropped) continue;
        const out = join(dir, `whole-process-${c.id}.txt`);
        const run = measure(c.args(input, out), dir, timeoutMs);
        const problem = !run.ok
          ? `failed or passed ${timeoutMs / 1000} s: ${firstLine(run.stderr)}`
          : round === 0
            ? outputProblem(out, set.puzzles)
            : undefined;
        rmSync(out, { force: true });
        if (problem) {
          c.dropped = problem;
          report.notes.push(`${c.label}: left out, ${problem}.`);
          continue;
        }
        c.runs.push(run);
      }
    }
    const peer = contenders.find((c) => c.id === PEER);
    if (!peer || peer.runs.length === 0) throw new Error(`the ${PEER} script did not run`);
    const peerCpu = median(peer.runs.map((r) => r.cpuSeconds));
    const rows: string[][] = [];
    const kept = contenders.filter((c) => c.runs.length > 0);
    for (const c of kept) {
      const cpu = median(c.runs.map((r) => r.cpuSeconds));
      const wall = median(c.runs.map((r) => r.wallSeconds));
      report.figure(`${c.id}/cpuSeconds`, cpu, 's', 'lower');
      report.figure(`${c.id}/wallSeconds`, wall, 's', 'lower');
      if (c !== peer) report.figure(`${c.id}/cpuSpeedupOverPeer`, peerCpu / cpu, '×', 'higher');
      rows.push([
        c.label,
        num(cpu, 2),
        num(wall, 2),
        num((cpu * 1e6) / set.puzzles.length, 1),
        c === peer ? '1' : times(peerCpu / cpu),
        c.runs.map((r) => num(r.cpuSeconds, 2)).join(' '),
      ]);
    }
    report.table(
      `${set.label}: ${num(set.puzzles.length)} puzzles, one process each, median of ${rounds} interleaved rounds`,
      ['command', 'CPU s', 'wall s', 'CPU µs/puzzle', 'vs dancing-links', 'CPU s per round'],
      rows,
    );
    const best = kept
      .filter((c) => c !== peer)
      .map((c) => ({ c, ratio: peerCpu / median(c.runs.map((r) => r.cpuSeconds)) }))
      .sort((a, b) => b.ratio - a.ratio)[0];
    if (best) {
      report.headline.push(
        `Whole process, one thread, ${set.label}: \`sudoku solve -s ${best.c.id}\` uses ${times(best.ratio)} less CPU than the dancing-links script (start-up, reading and writing included).`,
      );
    }
    report.charts.push({
      title: `Whole-process CPU time relative to dancing-links (${set.label})`,
      unit: '× faster than dancing-links',
      reference: 1,
      log: true,
      bars: kept.map((c) => ({
        label: c.label,
        value: peerCpu / median(c.runs.map((r) => r.cpuSeconds)),
      })),
    });
  },
};
