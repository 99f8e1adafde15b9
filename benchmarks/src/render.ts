import type { Comparison } from './compare.js';
import { pct } from './format.js';
import type { RunResult, SuiteResult, Table } from './result.js';
import { formatValue } from './svg-chart.js';

/** A table in fixed-width columns for the terminal. */
export function textTable(table: Table): string {
  const all = [table.columns, ...table.rows];
  const widths = table.columns.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [
    table.title,
    line(table.columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.rows.map(line),
  ].join('\n');
}

function mdCell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** A GitHub-flavoured markdown table. */
export function markdownTable(table: Table): string {
  const head = `| ${table.columns.map(mdCell).join(' | ')} |`;
  const rule = `| ${table.columns.map((_, c) => (c === 0 ? '---' : '---:')).join(' | ')} |`;
  return [head, rule, ...table.rows.map((r) => `| ${r.map(mdCell).join(' | ')} |`)].join('\n');
}

/** The file name of chart `index` of a suite. */
export function chartFile(suite: string, index: number): string {
  return index === 0 ? `${suite}.svg` : `${suite}-${index + 1}.svg`;
}

/** A suite as terminal text. */
export function suiteText(suite: SuiteResult): string {
  const load = suite.loadAverage === undefined ? '' : `, load average ${suite.loadAverage}`;
  const parts = [`\n== ${suite.title} (${(suite.elapsedMs / 1000).toFixed(1)} s${load})`];
  if (suite.error) parts.push(`FAILED: ${suite.error}`);
  if (suite.skipped) parts.push(`SKIPPED: ${suite.skipped}`);
  for (const h of suite.headline) parts.push(`* ${h}`);
  for (const t of suite.tables) parts.push('', textTable(t));
  for (const n of suite.notes) parts.push(`note: ${n}`);
  return parts.join('\n');
}

/** results/latest.md */
export function markdownReport(run: RunResult): string {
  const m = run.machine;
  const out = [
    '# Benchmark results',
    '',
    `Mode: **${run.mode}** (\`${run.command}\`) · ${m.date} · ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB · Node ${m.node} · ${m.platform}`,
    '',
    'The machine is shared and noisy: read the ratios (measured pairwise, in alternating rounds, medians), ' +
      'not the absolute times. Every answer was checked before it was timed. ' +
      'Regenerate with `pnpm bench`; compare runs with `--compare OLD.json`.',
    '',
    '## Headlines',
    '',
  ];
  for (const s of run.suites) {
    for (const h of s.headline) out.push(`- **${s.title}:** ${h}`);
    if (s.error) out.push(`- **${s.title}:** FAILED: ${s.error}`);
    if (s.skipped) out.push(`- **${s.title}:** skipped: ${s.skipped}`);
  }
  for (const s of run.suites) {
    out.push(
      '',
      `## ${s.title}`,
      '',
      s.about,
      '',
      `_Suite \`${s.name}\`, ${(s.elapsedMs / 1000).toFixed(1)} s${s.measuredAt ? `, measured ${s.measuredAt.slice(0, 16).replace('T', ' ')} UTC` : ''}${s.loadAverage === undefined ? '' : `, load average ${s.loadAverage} on ${run.machine.cores} cores as it started`}._`,
    );
    if (s.error) out.push('', `**Failed:** ${s.error}`);
    if (s.skipped) out.push('', `**Skipped:** ${s.skipped}`);
    for (const t of s.tables) out.push('', `**${t.title}**`, '', markdownTable(t));
    s.charts.forEach((c, i) => {
      out.push('', `![${c.title}](${chartFile(s.name, i)})`);
    });
    if (s.notes.length) out.push('', ...s.notes.map((n) => `- ${n}`));
  }
  return `${out.join('\n')}\n`;
}

/** The `--compare` report as terminal text. */
export function comparisonText(comparison: Comparison, against: string): string {
  const lines = [
    `\n== Change against ${against} (figures moving the wrong way by >10% are marked !)`,
  ];
  const width = Math.max(10, ...comparison.changes.map((c) => c.key.length));
  for (const c of comparison.changes) {
    const sign = c.changePercent > 0 ? '+' : '';
    lines.push(
      `${c.regression ? '!' : ' '} ${c.key.padEnd(width)}  ${formatValue(c.before).padStart(10)} → ${formatValue(c.after).padStart(10)} ${c.unit.padEnd(10)} ${sign}${pct(c.changePercent)}`,
    );
  }
  if (comparison.onlyBefore.length)
    lines.push(`only in ${against}: ${summarizeKeys(comparison.onlyBefore)}`);
  if (comparison.onlyAfter.length)
    lines.push(`new in this run: ${summarizeKeys(comparison.onlyAfter)}`);
  const bad = comparison.changes.filter((c) => c.regression).length;
  lines.push(`${comparison.changes.length} figures compared, ${bad} regressions beyond 10%.`);
  return lines.join('\n');
}

/** Keys grouped by suite: "peers (24 figures), strategies/dfs/x" rather than hundreds of names. */
function summarizeKeys(keys: readonly string[]): string {
  const bySuite = new Map<string, string[]>();
  for (const key of keys) {
    const suite = key.slice(0, key.indexOf('/'));
    bySuite.set(suite, [...(bySuite.get(suite) ?? []), key]);
  }
  return [...bySuite]
    .map(([suite, list]) =>
      list.length > 3 ? `${suite} (${list.length} figures)` : list.join(', '),
    )
    .join(', ');
}
