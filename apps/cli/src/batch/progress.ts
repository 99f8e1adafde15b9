import { createRequire } from 'node:module';
import type { SingleBar } from 'cli-progress';
import type { OutputTarget } from '../io/output-target.js';
import { onAbruptExit } from '../stop.js';
import { thousands } from '../thousands.js';

/** Shows how far a long run has got; a no-op unless stderr is a terminal. */
export interface Progress {
  /**
   * `count` items done (shown with their rate); `position` is what the bar
   * measures against `total` (input bytes for a file, or the count itself);
   * `note` is appended as it is (" | 12 written").
   */
  update(count: number, position?: number, note?: string): void;
  stop(): void;
}

export interface ProgressOptions {
  enabled: boolean;
  /** "solving", "generating" … */
  label: string;
  /** What `count` counts: "puzzles", "solutions". */
  unit: string;
  /** Where `position` ends; without it the line is a counter with no bar. */
  total?: number | undefined;
}

/**
 * cli-progress is loaded when a bar is first drawn, not at start-up: it is
 * twenty modules, and most runs (quiet, piped, or short) never draw one.
 */
const requireFromHere = createRequire(import.meta.url);

/** Runs shorter than this never show a bar: it would only flicker. */
const SHOW_AFTER_MS = 700;

/**
 * Whether a command shows a progress bar: not with --quiet, and not when its
 * results go to the terminal the bar would be drawn into.
 */
export function showsProgress(quiet: boolean, output: OutputTarget): boolean {
  if (output.kind === 'stderr') return false; // the bar would be drawn among the results
  return !quiet && !(output.kind === 'stdout' && process.stdout.isTTY);
}

/**
 * The one progress line of the CLI: a cli-progress bar on stderr, started
 * only once the run has lasted a moment, and only when stderr is a terminal
 * and `--quiet` is off. The bar hides the cursor and turns line wrapping
 * off; an interrupted run restores both (see stop.ts).
 */
export function createProgress(options: ProgressOptions): Progress {
  if (!options.enabled || !process.stderr.isTTY) return { update() {}, stop() {} };
  const { label, unit, total } = options;
  const started = performance.now();
  let bar: SingleBar | undefined;
  let forget: (() => void) | undefined;
  let last = { count: 0, position: 0, note: '' };
  const draw = () => {
    const elapsed = performance.now() - started;
    if (!bar) {
      const { SingleBar } = requireFromHere('cli-progress') as typeof import('cli-progress');
      bar = new SingleBar({
        stream: process.stderr,
        format: total
          ? `${label} |{bar}| {percentage}% | {count} ${unit} | {rate}/s | ETA {eta_formatted}{note}`
          : `${label} {count} ${unit} | {rate}/s{note}`,
        barsize: 30,
        hideCursor: true,
        clearOnComplete: true,
        etaBuffer: 50,
      });
      bar.start(total ?? 0, 0, { count: '0', rate: '0', note: '' });
      const shown = bar;
      forget = onAbruptExit(() => shown.stop());
    }
    const { count, position, note } = last;
    bar.update(total ? Math.min(position, total) : 0, {
      count: thousands(count),
      rate: thousands(Math.round(count / (elapsed / 1000))),
      note,
    });
  };
  // Drawn on time even before the first result: a slow first puzzle must not look like a hang.
  const timer = setTimeout(draw, SHOW_AFTER_MS);
  timer.unref();
  return {
    update(count, position = count, note = '') {
      last = { count, position, note };
      if (bar || performance.now() - started >= SHOW_AFTER_MS) draw();
    },
    stop() {
      clearTimeout(timer);
      forget?.();
      bar?.stop();
    },
  };
}
