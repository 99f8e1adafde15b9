import { createRequire } from 'node:module';
import type { SingleBar } from 'cli-progress';
import type { OutputTarget } from '../io/output-target.js';
import { onAbruptExit } from '../stop.js';
import { thousands } from '../thousands.js';

/** Shows how far a long run has got; a no-op unless stderr is a terminal. */
export interface Progress {
  /**
   * `count` items done (shown with their rate); `position` is what the bar
   * measures against the total (input bytes for a file, or the count itself);
   * `note` is appended as it is (" | 12 written").
   */
  update(count: number, position?: number, note?: string): void;
  /** Where `position` ends, once known or better estimated (`estimated`: shown with a ~). */
  setTotal(total: number, estimated: boolean): void;
  stop(): void;
}

export interface ProgressOptions {
  enabled: boolean;
  /** "solving", "generating" … */
  label: string;
  /** What `count` counts: "puzzles", "solutions". */
  unit: string;
  /** Where `position` ends; without it (and until setTotal) the line is a counter with no bar. */
  total?: number | undefined;
  /** The total counts `unit` too (the bar shows "9/20 puzzles"), not input bytes. */
  counted?: boolean;
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
 * that takes escapes (not TERM=dumb) and `--quiet` is off. The ETA is the time the part done took, scaled to the
 * part left; it is left out until something is done. The bar hides the
 * cursor and turns line wrapping off; an interrupted run restores both (see
 * stop.ts).
 */
export function createProgress(options: ProgressOptions): Progress {
  // A dumb terminal (TERM=dumb: an editor's shell, a CI log) cannot take the bar's escapes.
  if (!options.enabled || !process.stderr.isTTY || process.env.TERM === 'dumb') {
    return { update() {}, setTotal() {}, stop() {} };
  }
  const started = performance.now();
  let bar: SingleBar | undefined;
  let forget: (() => void) | undefined;
  let total = options.total;
  let estimated = false;
  let last = { count: 0, position: 0, note: '', at: started };
  const line = () => {
    const { count, position, note, at } = last;
    const now = performance.now();
    const seconds = (now - started) / 1000;
    const ofTotal = options.counted && total !== undefined;
    const done = ofTotal
      ? `${thousands(count)}/${estimated ? '~' : ''}${thousands(total ?? 0)}`
      : thousands(count);
    const rate = `${rateText(count / Math.max(seconds, 1e-3))}/s`;
    if (total === undefined || total <= 0) {
      return `${options.label} ${done} ${options.unit} | ${rate}${note}`;
    }
    const fraction = Math.min(1, position / total);
    const filled = Math.round(fraction * BAR_CELLS);
    const drawn = '\u2588'.repeat(filled) + '\u2591'.repeat(BAR_CELLS - filled);
    // Measured at the last update and counted down since: a slow item must not push it up.
    const left = ((at - started) * (1 - fraction)) / fraction / 1000 - (now - at) / 1000;
    const eta = fraction > 0 && fraction < 1 ? ` | ETA ${durationText(Math.max(1, left))}` : '';
    return `${options.label} |${drawn}| ${Math.floor(fraction * 100)}% | ${done} ${options.unit} | ${rate}${eta}${note}`;
  };
  const draw = () => {
    if (!bar) {
      const { SingleBar } = requireFromHere('cli-progress') as typeof import('cli-progress');
      bar = new SingleBar({
        stream: process.stderr,
        format: line,
        hideCursor: true,
        clearOnComplete: true,
      });
      bar.start(1, 0);
      const shown = bar;
      forget = onAbruptExit(() => shown.stop());
    }
    bar.render();
  };
  // Drawn on time even before the first result: a slow first puzzle must not look like a hang.
  const timer = setTimeout(draw, SHOW_AFTER_MS);
  timer.unref();
  return {
    update(count, position = count, note = '') {
      last = { count, position, note, at: performance.now() };
      if (bar || performance.now() - started >= SHOW_AFTER_MS) draw();
    },
    setTotal(value, isEstimate) {
      total = value;
      estimated = isEstimate;
    },
    stop() {
      clearTimeout(timer);
      forget?.();
      bar?.stop();
    },
  };
}

/** Cells of the bar. */
const BAR_CELLS = 30;

/** "1,234" items a second, "12", or "0.8" when fewer than ten. */
function rateText(perSecond: number): string {
  return perSecond >= 10 ? thousands(Math.round(perSecond)) : perSecond.toFixed(1);
}

/** "14 s", "2 min 05 s", "1 h 02 min". */
export function durationText(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  const minutes = Math.floor(s / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
