/**
 * A horizontal bar chart as a standalone SVG string: no dependency, readable
 * in a browser or on GitHub, one `<rect class="bar">` per figure.
 */
export interface Bar {
  label: string;
  value: number;
  /** Text printed after the bar; defaults to the value with the unit. */
  note?: string;
  /** Bars of one group share a colour (a strategy across data sets). */
  group?: string;
}

export interface BarChart {
  title: string;
  /** Unit of the values, shown on the axis line ("µs per puzzle", "× faster"). */
  unit: string;
  bars: Bar[];
  /** Draws a dashed reference line at this value (1 for ratios). */
  reference?: number;
  /** Logarithmic axis, for ratios that span orders of magnitude. */
  log?: boolean;
}

const ROW = 22;
const LABEL_WIDTH = 230;
const PLOT_WIDTH = 420;
const NOTE_WIDTH = 150;
const TOP = 44;
const PALETTE = ['#4e79a7', '#f28e2b', '#59a14f', '#e15759', '#76b7b2', '#edc948', '#b07aa1'];

/** Escapes the five XML special characters. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A short, readable number: 3 significant digits, thousands grouped. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-US');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}

/** Renders `chart`; non-finite values draw no bar but keep their row and say "n/a". */
export function renderBarChart(chart: BarChart): string {
  const width = LABEL_WIDTH + PLOT_WIDTH + NOTE_WIDTH;
  const height = TOP + chart.bars.length * ROW + 30;
  const finite = chart.bars.map((b) => b.value).filter((v) => Number.isFinite(v) && v > 0);
  const max = Math.max(chart.reference ?? 0, ...finite, Number.MIN_VALUE);
  // On a log axis the bars start one decade below the smallest value.
  const lo = Math.floor(Math.log10(Math.min(chart.reference ?? max, ...finite, max))) - 1;
  const hi = Math.log10(max);
  const scale = chart.log
    ? (v: number) => (v > 0 ? (Math.max(0, Math.log10(v) - lo) / (hi - lo)) * PLOT_WIDTH : 0)
    : (v: number) => (Math.max(0, v) / max) * PLOT_WIDTH;
  const groups = [...new Set(chart.bars.map((b, i) => b.group ?? String(i)))];
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="8" y="20" font-size="14" font-weight="bold">${escapeXml(chart.title)}</text>`,
    `<text x="${LABEL_WIDTH}" y="36" fill="#555555">${escapeXml(chart.log ? `${chart.unit} (log scale)` : chart.unit)}</text>`,
  ];
  chart.bars.forEach((bar, i) => {
    const y = TOP + i * ROW;
    const ok = Number.isFinite(bar.value);
    const w = ok ? scale(bar.value) : 0;
    const note = bar.note ?? (ok ? formatValue(bar.value) : 'n/a');
    out.push(
      `<text x="${LABEL_WIDTH - 6}" y="${y + 15}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<rect class="bar" x="${LABEL_WIDTH}" y="${y + 3}" width="${w.toFixed(1)}" height="${ROW - 6}" fill="${PALETTE[groups.indexOf(bar.group ?? String(i)) % PALETTE.length]}"/>`,
      `<text x="${(LABEL_WIDTH + w + 4).toFixed(1)}" y="${y + 15}">${escapeXml(note)}</text>`,
    );
  });
  const bottom = TOP + chart.bars.length * ROW;
  out.push(
    `<line x1="${LABEL_WIDTH}" y1="${TOP}" x2="${LABEL_WIDTH}" y2="${bottom}" stroke="#333333"/>`,
  );
  if (chart.reference !== undefined) {
    const x = (LABEL_WIDTH + scale(chart.reference)).toFixed(1);
    out.push(
      `<line x1="${x}" y1="${TOP - 4}" x2="${x}" y2="${bottom}" stroke="#999999" stroke-dasharray="4 3"/>`,
      `<text x="${x}" y="${bottom + 16}" text-anchor="middle" fill="#777777">${formatValue(chart.reference)}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
