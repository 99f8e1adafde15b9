import { format } from 'node:util';
import { formatGrids, type Grid, gridsEqual } from '@sudoku/core';
import { writeClassicGrid } from '@sudoku/core/batch';
import { generateGrid } from '@sudoku/generator';
import { num, times } from '../format.js';
import { timeInterleaved } from '../interleave.js';
import { timeRatio } from '../stats.js';
import { pick, type Suite } from '../suite.js';

const ROW_FORMAT = '%d %d %d %d %d %d %d %d %d\n';

/** fprintf: a format string interpreted for every row. */
function withFormatString(grids: readonly Grid[]): Buffer {
  const parts: string[] = [];
  for (let g = 0; g < grids.length; g++) {
    const grid = grids[g];
    if (g > 0) parts.push('\n');
    for (let r = 0; r < 81; r += 9) {
      parts.push(format(ROW_FORMAT, ...grid.subarray(r, r + 9)));
    }
  }
  return Buffer.from(parts.join(''), 'latin1');
}

/** Text built per cell with template strings, one string per grid, joined at the end. */
function withTemplates(grids: readonly Grid[]): Buffer {
  const parts: string[] = [];
  for (let g = 0; g < grids.length; g++) {
    const grid = grids[g];
    let text = g > 0 ? '\n' : '';
    for (let i = 0; i < 81; i++) text += `${grid[i]}${i % 9 === 8 ? '\n' : ' '}`;
    parts.push(text);
  }
  return Buffer.from(parts.join(''), 'latin1');
}

/** fputc/fputs: bytes written straight into one preallocated buffer (core's writer). */
function withBytes(grids: readonly Grid[]): Uint8Array {
  const out = new Uint8Array(grids.length * 163 - 1);
  let o = 0;
  for (let g = 0; g < grids.length; g++) {
    if (g > 0) out[o++] = 10;
    o = writeClassicGrid(grids[g], out, o);
  }
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

export const outputFormatSuite: Suite = {
  name: 'output-format',
  title: 'Output formatting: fprintf vs fputc/fputs',
  about:
    'The C++ solver replaced `fprintf` with `fputc`/`fputs` because interpreting a format string for every ' +
    'cell was several times slower. The JavaScript analogues for 100,000 grids (20,000 with --quick) in the classic layout: ' +
    '`util.format` per row (a format string parsed at run time), template strings per cell, and bytes ' +
    'written into one preallocated buffer (`writeClassicGrid` from core). All three must produce the same bytes.',
  async run(context, report) {
    const rounds = pick(context, { smoke: 1, quick: 3, full: 7 });
    // 100,000 as in the C++ report's comparison; a fifth of it in quick mode (the
    // string variants take seconds each on a loaded machine).
    const GRIDS = pick(context, { smoke: 2_000, quick: 20_000, full: 100_000 });
    context.progress.start('output-format', 3 * rounds + 1);
    const grids = Array.from({ length: GRIDS }, (_, i) => generateGrid(i));
    if (!gridsEqual(grids[1], generateGrid(1))) throw new Error('generator is not deterministic');
    const reference = formatGrids(grids);
    const variants = [
      { key: 'formatString', label: 'util.format per row (fprintf)', run: withFormatString },
      { key: 'templates', label: 'template string per cell', run: withTemplates },
      { key: 'bytes', label: 'bytes into a buffer (fputc)', run: withBytes },
    ];
    for (const v of variants) {
      if (!sameBytes(v.run(grids), reference))
        throw new Error(`${v.label} does not write the classic layout`);
    }
    context.progress.step('outputs checked');
    const timings = timeInterleaved(
      variants.map((v) => ({ name: v.label, items: 1, run: () => v.run(grids) })),
      rounds,
      (_, name) => context.progress.step(name),
    );
    const bytes = timings[2];
    const rows = timings.map((t, k) => {
      const ms = t.total;
      const ratio = timeRatio(t, bytes);
      report.figure(`${variants[k].key}/ms`, ms, 'ms', 'lower');
      report.figure(`${variants[k].key}/timeVsBytes`, ratio, '×', 'none');
      return [variants[k].label, num(ms, 1), num((reference.length / ms) * 1e-3, 0), times(ratio)];
    });
    report.table(
      `Formatting ${num(GRIDS)} grids (${num(reference.length / 2 ** 20, 1)} MiB), per-item median of ${rounds} rounds`,
      ['method', 'ms', 'MB/s', 'time vs bytes'],
      rows,
    );
    const fmt = timeRatio(timings[0], bytes);
    const tpl = timeRatio(timings[1], bytes);
    report.headline.push(
      `util.format (fprintf-like) takes ${times(fmt)} and template strings ${times(tpl)} the time of writing bytes into a buffer.`,
    );
    report.charts.push({
      title: `Formatting ${num(GRIDS)} grids: time relative to bytes into a buffer`,
      unit: '× buffer time',
      reference: 1,
      bars: timings.map((t, k) => ({ label: variants[k].label, value: timeRatio(t, bytes) })),
    });
  },
};
