import type { SolveStats } from '@sudoku/core';

/** Display names of the strategies, as in the Strategy menu. */
export const STRATEGY_LABELS: Record<string, string> = {
  dfs: 'DFS',
  dlx: 'Dancing Links',
  iddfs: 'Iterative deepening',
  astar: 'A*',
};

/** 1234567 → "1,234,567" (fixed locale, so messages and tests agree everywhere). */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Milliseconds to "0.42 ms", "12.3 ms", "1.25 s". */
export function formatDuration(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

/** "peakOpen" → "Peak open", for a strategy's extra counters. */
function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The rows of the statistics table: time and the shared counters first, then the strategy's extras. */
export function statsRows(strategy: string, stats: SolveStats): [string, string][] {
  const rows: [string, string][] = [
    ['Strategy', STRATEGY_LABELS[strategy] ?? strategy],
    ['Time', formatDuration(stats.elapsedMs)],
    ['Nodes', formatCount(stats.nodes)],
    ['Guesses', formatCount(stats.guesses)],
    ['Backtracks', formatCount(stats.backtracks)],
  ];
  for (const [key, value] of Object.entries(stats)) {
    if (['elapsedMs', 'nodes', 'guesses', 'backtracks'].includes(key)) continue;
    if (typeof value === 'number' && Number.isFinite(value))
      rows.push([humanise(key), formatCount(value)]);
  }
  return rows;
}
