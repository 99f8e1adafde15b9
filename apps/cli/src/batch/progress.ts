import { SingleBar } from 'cli-progress';

/** Shows how far a long run has got; a no-op unless stderr is a terminal. */
export interface Progress {
  update(puzzles: number, bytesRead: number): void;
  stop(): void;
}

/** Runs shorter than this never show a bar: it would only flicker. */
const SHOW_AFTER_MS = 700;

/**
 * A cli-progress bar on stderr, over input bytes when the size is known (a
 * file) and over puzzles otherwise, started only once the run has lasted a
 * moment and only when stderr is a terminal and `--quiet` is off.
 */
export function createProgress(options: {
  enabled: boolean;
  totalBytes: number | undefined;
  label: string;
}): Progress {
  if (!options.enabled || !process.stderr.isTTY) return { update() {}, stop() {} };
  const started = performance.now();
  let bar: SingleBar | undefined;
  const total = options.totalBytes;
  return {
    update(puzzles, bytesRead) {
      const elapsed = performance.now() - started;
      if (!bar) {
        if (elapsed < SHOW_AFTER_MS) return;
        bar = new SingleBar({
          stream: process.stderr,
          format: total
            ? `${options.label} |{bar}| {percentage}% | {puzzles} puzzles | {rate}/s | ETA {eta_formatted}`
            : `${options.label} {puzzles} puzzles | {rate}/s`,
          barsize: 30,
          hideCursor: true,
          clearOnComplete: true,
          etaBuffer: 50,
        });
        bar.start(total ?? 0, 0, { puzzles: '0', rate: '0' });
      }
      const rate = Math.round(puzzles / (elapsed / 1000));
      bar.update(total ? Math.min(bytesRead, total) : 0, {
        puzzles: puzzles.toLocaleString('en-US'),
        rate: rate.toLocaleString('en-US'),
      });
    },
    stop() {
      bar?.stop();
    },
  };
}
