import type { BarChart } from './svg-chart.js';

/** Which way is good for a figure; `--compare` flags moves the wrong way. */
export type Better = 'higher' | 'lower' | 'none';

/** One number worth comparing between runs. */
export interface Figure {
  value: number;
  unit: string;
  better: Better;
}

/** A table as printed on the terminal and in the markdown. */
export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
}

/** What one suite hands back. */
export interface SuiteResult {
  name: string;
  title: string;
  /** Why the suite exists: the lesson it checks. */
  about: string;
  /** One-line findings, ratios first. */
  headline: string[];
  tables: Table[];
  charts: BarChart[];
  notes: string[];
  /** Every figure by a stable key (`dfs/top95/puzzlesPerSecond`). */
  figures: Record<string, Figure>;
  elapsedMs: number;
  /** When this suite ran (ISO date): with `--merge`, suites of one file can come from several runs. */
  measuredAt?: string;
  /** The machine's 1-minute load average as the suite started: how shared the cores were. */
  loadAverage?: number;
  /** Set when the suite could not run; the run then exits 1. */
  error?: string;
  /** Set when the suite had nothing to run on this machine (a missing compiler or browser): not a failure. */
  skipped?: string;
}

/** The machine the figures came from. */
export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  date: string;
}

/** How big a run is: tiny inputs and one round, small samples, or everything. */
export type RunMode = 'smoke' | 'quick' | 'full';

/** The whole of results/latest.json. */
export interface RunResult {
  format: 1;
  mode: RunMode;
  /** The options the run was started with. */
  command: string;
  machine: MachineInfo;
  suites: SuiteResult[];
}

/** Collects a suite's output while it runs. */
export class SuiteReport {
  readonly headline: string[] = [];
  readonly tables: Table[] = [];
  readonly charts: BarChart[] = [];
  readonly notes: string[] = [];
  readonly figures: Record<string, Figure> = {};
  skipped?: string;

  figure(key: string, value: number, unit: string, better: Better): number {
    this.figures[key] = { value, unit, better };
    return value;
  }

  table(title: string, columns: string[], rows: string[][]): void {
    this.tables.push({ title, columns, rows });
  }

  /** Marks the suite as not runnable here (a missing tool), with the reason; the run does not fail. */
  skip(reason: string): void {
    this.skipped = reason;
  }
}
